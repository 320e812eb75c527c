import StoreEngine

/// One launch of the app under test, driven a step at a time: a `Store` (the StoreKit client) and
/// the `StoreModel` an app builds on it, with updates handed to the model by the session instead of
/// a background listener, so each step ends with the app caught up.
final class AppLaunch: Sendable {
  let store: Store
  let model: StoreModel
  private let inbox: UpdateInbox

  private init(store: Store, model: StoreModel, inbox: UpdateInbox) {
    self.store = store
    self.model = model
    self.inbox = inbox
  }

  /// Launches the app on `sandbox` as `device`. The updates listener is attached first, as a careful
  /// app does; the caller then hands the launch replay to the model and loads products.
  static func launch(on sandbox: Sandbox, device: String) async throws -> AppLaunch {
    let store = try await Store(sandbox: sandbox, device: device)
    let model = await StoreModel(store: store)
    let inbox = await UpdateInbox.listening(to: await store.updates())
    return AppLaunch(store: store, model: model, inbox: inbox)
  }

  /// Waits for the updates with these transaction ids (and takes any others that came with them),
  /// then has the app handle each, in the order `updates` delivered them.
  func deliverUpdates(_ ids: Set<UInt64>) async throws -> [TransactionEvent] {
    var events: [TransactionEvent] = []
    for update in try await inbox.take(waitingFor: ids) { events.append(await model.receive(update: update)) }
    return events
  }

  /// Quits the app: the store stops following the sandbox and every stream finishes.
  func quit() async {
    await inbox.close()
    await model.stop()
  }
}
