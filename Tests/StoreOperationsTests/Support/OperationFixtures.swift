import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// The shipped demo catalog on a temporary sandbox whose clock is frozen at 2026-01-01T00:00:00Z (the scenarios'
/// default start), with an app launched on it and the executor every front end uses.
struct DemoStore {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)

  static let catalog: Catalog = {
    let url = ProjectPaths.catalogs.appendingPathComponent("demo.storekit")
    guard let catalog = CatalogLoader.load(contentsOf: url).catalog else { fatalError("the demo catalog must load") }
    return catalog
  }()

  static let removeAds = "com.example.storefront.removeads"
  static let themes = "com.example.storefront.themes"
  static let gems = "com.example.storefront.gems.100"
  static let cloud200 = "com.example.storefront.cloud.200gb"
  static let cloud50 = "com.example.storefront.cloud.50gb"
  static let premium = "com.example.storefront.plus.premium.monthly"
  static let standard = "com.example.storefront.plus.standard.monthly"
  static let basic = "com.example.storefront.plus.basic.monthly"
  static let yearly = "com.example.storefront.plus.premium.yearly"

  let path: String
  let sandbox: Sandbox
  let model: StoreModel
  let executor: StoreExecutor

  /// A fresh sandbox file at a new path, its clock frozen at `start`.
  static func makeSandbox() throws -> (path: String, sandbox: Sandbox) {
    let path = try ProjectPaths.temporaryDirectory("operations").appendingPathComponent("sandbox.sqlite").path
    return (path, try Sandbox(path: path, catalog: catalog, startClock: .frozen(at: start), realNow: { start }))
  }

  /// The store with an app that loaded its products; `started` runs the model's own listeners (as the storefront
  /// does) instead of stepping it.
  static func open(started: Bool = false) async throws -> DemoStore {
    let (path, sandbox) = try makeSandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "test-app"))
    if started { await model.start() } else { await model.loadProducts() }
    return DemoStore(path: path, sandbox: sandbox, model: model, executor: StoreExecutor(sandbox: sandbox, app: model))
  }

  /// Runs operations in order and returns the last result.
  @discardableResult
  func run(_ operations: StoreOperation...) async -> OperationResult {
    var last = OperationResult(operation: .restore, outcome: .failed(.appNotRunning))
    for operation in operations { last = await executor.run(operation) }
    return last
  }

  /// The words a command-line user reads, for this store's products, in `language`.
  func words(_ surface: OutcomeWords.Surface = .commandLine, language: Language = .en) -> OutcomeWords {
    OutcomeWords(snapshot: model.currentSnapshot, catalog: Self.catalog, language: language, surface: surface)
  }

  func close() async {
    await model.stop()
  }
}

/// A purchase in the app of `productID`, as the storefront's sheet asks for it.
func buy(_ productID: String, _ request: PurchaseRequest = PurchaseRequest()) -> StoreOperation {
  .buy(productID: productID, options: request)
}
