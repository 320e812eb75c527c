import StoreCatalog
import StoreEngine

/// What the store reports: the catalog read, the sandbox opened, snapshots, and the outcomes of actions. The
/// busy overlay follows the store's activities, so it always clears when the work ends.
extension AppReducer {
  static func storeEvent(_ event: StoreEvent, _ state: inout AppState) -> [Effect] {
    switch event {
    case .launched:
      return [.openStore] + (state.benchmark == nil ? [] : [.recordBenchmark(.firstFrame)])
    case .catalogRead(let diagnostics):
      state.diagnostics = diagnostics
      if diagnostics.containsErrors { state.tab = .diagnostics }
      keepInView(&state)
      return []
    case .storeOpened:
      state.store = .open
      syncBusy(&state)
      return []
    case .storeUnavailable(let reason):
      state.store = .unavailable(reason)
      state.snapshot = nil
      refreshListing(&state)
      syncBusy(&state)
      return []
    case .snapshotArrived(let snapshot):
      return snapshotArrived(snapshot, &state)
    case .purchaseFinished(let productID, let outcome):
      let name = state.listing.product(productID)?.displayName ?? productID
      return present(OutcomeText.purchase(outcome, productName: name), &state)
    case .restoreFinished(let message):
      return present(OutcomeText.restore(message), &state)
    case .refundFinished(let message):
      return present(OutcomeText.refund(message), &state)
    case .toastExpired(let id):
      if state.toast?.id == id { state.toast = nil }
      return []
    case .benchmarkFrameShown(let mark):
      if mark == .productsShown { state.isFinished = true }
      return [.recordBenchmark(mark)]
    }
  }

  static func snapshotArrived(_ snapshot: StoreSnapshot, _ state: inout AppState) -> [Effect] {
    let previous = state.snapshot
    state.snapshot = snapshot
    refreshListing(&state)
    syncBusy(&state)
    var effects: [Effect] = []
    if arrivedOnUpdates(since: previous, in: snapshot), let message = snapshot.lastMessage {
      let (kind, text) = OutcomeText.update(message)
      effects += showToast(kind, text, &state)
    }
    if var marks = state.benchmark, !marks.productsShown, state.showsProductList, state.modal == nil {
      marks.productsShown = true
      state.benchmark = marks
      effects.append(.echoBenchmark(.productsShown))
    }
    return effects
  }

  /// Whether the log gained an entry from `Transaction.updates` (a renewal, an approval, a refund, a purchase
  /// on another device, an unfinished transaction replayed at launch).
  static func arrivedOnUpdates(since previous: StoreSnapshot?, in snapshot: StoreSnapshot) -> Bool {
    let start = previous?.log.last.flatMap { snapshot.log.lastIndex(of: $0) }.map { $0 + 1 } ?? 0
    return snapshot.log[start...].contains { $0.kind == .update }
  }

  // MARK: - The busy overlay

  /// What the busy overlay should say now, or nil when nothing is in flight.
  static func busyMessage(_ state: AppState) -> String? {
    switch state.store {
    case .opening:
      return "Opening \(state.catalogName)…"
    case .unavailable:
      return nil
    case .open:
      guard let snapshot = state.snapshot else { return Activity.loadingProducts.description }
      if let activity = snapshot.activities.first { return activity.description }
      return snapshot.products == .loading ? Activity.loadingProducts.description : nil
    }
  }

  /// Shows, updates or clears the busy overlay. It never replaces another modal (a result dialog that arrived
  /// first stays), and it clears whenever nothing is in flight.
  static func syncBusy(_ state: inout AppState) {
    let message = busyMessage(state)
    switch state.modal {
    case nil:
      if let message { state.modal = .busy(message) }
    case .busy:
      state.modal = message.map(Modal.busy)
    default:
      break
    }
  }

  // MARK: - Outcomes

  /// Shows an outcome: a dialog replaces the busy overlay or help; in front of anything else it becomes a toast.
  static func present(_ presentation: OutcomePresentation, _ state: inout AppState) -> [Effect] {
    switch presentation {
    case .nothing:
      return []
    case .toast(let kind, let text):
      return showToast(kind, text, &state)
    case .dialog(let dialog):
      switch state.modal {
      case nil, .busy, .help:
        state.modal = .result(dialog)
        return []
      default:
        let kind: ToastMessage.Kind = dialog.kind == .failure ? .failure : .information
        return showToast(kind, "\(dialog.title): \(dialog.message)", &state)
      }
    }
  }

  static func showToast(_ kind: ToastMessage.Kind, _ text: String, _ state: inout AppState) -> [Effect] {
    state.toastCount += 1
    state.toast = ToastMessage(id: state.toastCount, kind: kind, text: text)
    return [.expireToast(id: state.toastCount, after: .seconds(4))]
  }
}
