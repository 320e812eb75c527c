import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport

@testable import StorefrontApp

/// The real store engine on the shipped demo catalog, in a temporary sandbox whose clock is frozen at
/// `AppFixtures.start`, so states with real, signed and verified transactions render the same every time.
struct EngineStore {
  let sandbox: Sandbox
  let model: StoreModel

  static let demoCatalog: Catalog = {
    let url = ProjectPaths.catalogs.appendingPathComponent("demo.storekit")
    guard let catalog = CatalogLoader.load(contentsOf: url).catalog else { fatalError("the demo catalog must load") }
    return catalog
  }()

  static func open(
    catalog: Catalog = demoCatalog, productIDs: [String]? = nil, locale: String? = nil, historyLimit: Int = 500
  ) async throws -> EngineStore {
    let path = try ProjectPaths.temporaryDirectory("app-engine").appendingPathComponent("sandbox.sqlite").path
    let start = AppFixtures.start
    let sandbox = try Sandbox(path: path, catalog: catalog, startClock: .frozen(at: start), realNow: { start })
    if let locale { try await sandbox.setLocale(locale) }
    let store = try await Store(sandbox: sandbox, device: "test-device")
    let model = await StoreModel(
      store: store, configuration: StoreModel.Configuration(productIDs: productIDs, historyLimit: historyLimit))
    await model.start()
    return EngineStore(sandbox: sandbox, model: model)
  }

  /// The app's state with the model's current snapshot, after `AppFixtures.state` set-up.
  func state(size: Size = Size(width: 80, height: 24), glyphs: Glyphs = .unicode, language: Language = .en) -> AppState {
    AppFixtures.state(size: size, snapshot: model.currentSnapshot, glyphs: glyphs, language: language)
  }

  func close() async {
    await model.stop()
  }
}
