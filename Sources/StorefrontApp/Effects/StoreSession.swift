import Foundation
import StoreCatalog
import StoreEngine

/// The live store behind `StoreClient.live`: reads the catalog (partly, when it has errors), opens the sandbox
/// with the launch's overrides, and owns the `StoreModel` the effects talk to.
actor StoreSession {
  let options: LaunchOptions
  private(set) var model: StoreModel?

  init(options: LaunchOptions) {
    self.options = options
  }

  /// Opens everything and reports snapshots until the calling task is cancelled. Whatever fails is reported
  /// in plain words as `storeUnavailable`, and the app offers Retry.
  func open(send: @escaping @Sendable (StoreEvent) -> Void) async {
    await close()
    let result = CatalogLoader.load(contentsOf: options.catalogURL, file: options.catalogName)
    send(.catalogRead(diagnostics: result.diagnostics))
    guard let catalog = result.partialCatalog else {
      let reason = result.errors.first.map { $0.message } ?? "the file could not be read"
      send(.storeUnavailable("\(options.catalogName) could not be read: \(reason)."))
      return
    }
    let model: StoreModel
    do {
      let sandbox = try Sandbox(path: options.sandboxPath, catalog: catalog)
      try await applyOverrides(to: sandbox)
      try await sandbox.settle()
      let store = try await Store(sandbox: sandbox)
      model = await StoreModel(store: store, configuration: StoreModel.Configuration(productIDs: options.productIDs))
    } catch {
      send(.storeUnavailable("The sandbox at \(options.sandboxPath) could not be opened: \(error)."))
      return
    }
    self.model = model
    send(.storeOpened)
    let snapshots = model.snapshots()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await snapshot in snapshots { send(.snapshotArrived(snapshot)) }
      }
      group.addTask { await model.start() }
    }
  }

  /// Stops the model, if one is open.
  func close() async {
    guard let model else { return }
    self.model = nil
    await model.stop()
  }

  /// `--locale`, `--storefront` and `--latency` change the sandbox's settings (kept in the sandbox, like the
  /// other run-time settings).
  private func applyOverrides(to sandbox: Sandbox) async throws {
    if let locale = options.locale { try await sandbox.setLocale(locale) }
    if let storefront = options.storefront { try await sandbox.setStorefront(storefront) }
    if let latency = options.latency { try await sandbox.setLatency(latency) }
  }
}
