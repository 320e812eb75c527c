import Foundation
import StoreEngine

/// One launch of the app under test, driven a step at a time: a `Store` (the StoreKit client) and
/// the `StoreModel` an app builds on it, with updates handed to the model by the session instead of
/// a background listener, so each step ends with the app caught up.
///
/// A second model on the same store leaves transactions unfinished: `buy … no-finish` buys through
/// it, as an app that crashed between delivering and finishing would.
final class AppLaunch: Sendable {
  let store: Store
  /// The app: delivers, then finishes.
  let model: StoreModel
  /// The same app, for purchases it never finishes.
  let unfinishingModel: StoreModel
  private let inbox: UpdateInbox

  private init(store: Store, model: StoreModel, unfinishingModel: StoreModel, inbox: UpdateInbox) {
    self.store = store
    self.model = model
    self.unfinishingModel = unfinishingModel
    self.inbox = inbox
  }

  /// Launches the app on `sandbox` as `device`. The updates listener is attached first, as a careful
  /// app does; the caller then hands the launch replay to the model and loads products.
  static func launch(on sandbox: Sandbox, device: String) async throws -> AppLaunch {
    let store = try await Store(sandbox: sandbox, device: device)
    let model = await StoreModel(store: store)
    let unfinishingModel = await StoreModel(store: store, configuration: .init(finishTransactions: false))
    let inbox = await UpdateInbox.listening(to: await store.updates())
    return AppLaunch(store: store, model: model, unfinishingModel: unfinishingModel, inbox: inbox)
  }

  /// Waits for the updates with these transaction ids (and takes any others that came with them),
  /// then has the app handle each, in the order `updates` delivered them.
  func deliverUpdates(_ ids: Set<UInt64>) async throws -> [VerificationResult<Transaction>] {
    let updates = try await inbox.take(waitingFor: ids)
    for update in updates { await model.receive(update: update) }
    return updates
  }

  /// Loads products into both models (what the app does at launch, and on Retry).
  func loadProducts() async {
    await model.loadProducts()
    await unfinishingModel.loadProducts()
  }

  /// The app's log: the model's, then the no-finish model's own lines (its product loads repeat the
  /// model's and are left out).
  var logs: [[StoreLogEntry]] {
    [model.currentSnapshot.log, unfinishingModel.currentSnapshot.log.filter { $0.kind != .products }]
  }

  /// Brings both models' snapshots up to date.
  func refresh() async {
    await model.refresh()
    await unfinishingModel.refresh()
  }

  /// Quits the app: the store stops following the sandbox and every stream finishes.
  func quit() async {
    await inbox.close()
    await unfinishingModel.stop()
    await model.stop()
  }
}
