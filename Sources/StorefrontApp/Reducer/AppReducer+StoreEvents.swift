import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

/// What the store reports: the catalog read, the sandbox opened, snapshots, and the outcomes of actions. (The
/// busy overlay is derived from the store's activities, `AppState.modal`, so it always clears when the work ends.)
extension AppReducer {
  static func storeEvent(_ event: StoreEvent, _ state: inout AppState) -> [Effect] {
    switch event {
    case .launched:
      return [.openStore] + (state.serverAddress == nil ? [] : [.followServer])
    case .catalogRead(let diagnostics):
      state.diagnostics = diagnostics
      if diagnostics.containsErrors { state.tab = .diagnostics }
      return []
    case .storeOpened:
      state.store = .open
      // The app reads `AppTransaction.shared` as it starts; a played scenario reads it only where it says so.
      return state.playback == nil ? [.readAppTransaction] : startPlayback(&state)
    case .storeUnavailable(let reason):
      state.store = .unavailable(reason)
      state.snapshot = nil
      return []
    case .snapshotArrived(let snapshot):
      // A played scenario's relaunched app starts its revisions anew; nothing else reports its snapshots there.
      return state.playback == nil ? showNewer(snapshot, &state) : snapshotArrived(snapshot, &state)
    case .operationFinished(let result):
      var effects = result.snapshot.map { showNewer($0, &state) } ?? []
      effects += present(OutcomePresentation(result, words: state.words), &state)
      return effects + notificationsWanted(after: result, besides: effects, state)
    case .transactionArrived(let event):
      let effects = showNewer(event.snapshot, &state)
      return effects + present(OutcomePresentation(event, words: state.words), &state)
    case .toastExpired(let id):
      if state.toast.message?.id == id { state.toast.message = nil }
      return []
    case .catalogLocalesRead(let locales):
      state.qa.catalogLocales = locales
      return []
    case .productLabelsRead(let labels):
      state.productLabels = labels
      return []
    case .offerCodesRead(let codes):
      state.offerCodes = codes
      return []
    case .transactionInspected(let inspection):
      guard var detail = state.transactions.detail, detail.item == inspection.item else { return [] }
      detail.inspection = inspection
      state.transactions.detail = detail
      return []
    case .appTransactionRead(let reading):
      state.transactions.appTransaction = reading
      return []
    case .fileWritten(.saved(let path)):
      return showToast(.success, state.language.say(en: "Saved the JWS to \(path)", zhHans: "已将 JWS 保存到\(path)"), &state)
    case .fileWritten(.failed(let path, let reason)):
      let language = state.language
      let dialog = ResultDialog(
        kind: .failure, title: language.say(en: "Not saved", zhHans: "未保存"),
        message: language.say(
          en: "The JWS could not be saved to \(path): \(reason)", zhHans: "无法将 JWS 保存到\(path)：\(reason)"))
      return present(.dialog(dialog), &state)
    case .stepPlayed(let result):
      return stepPlayed(result, &state)
    case .playbackDue(let timer):
      return playbackDue(timer: timer, &state)
    case .serverActivity, .notificationsRead:
      return serverEvent(event, &state)
    }
  }

  /// Shows a snapshot unless the view already shows a newer one: snapshots only move forward, whether they come
  /// from the model's feed or with an outcome (the two travel on different tasks, in no set order).
  static func showNewer(_ snapshot: StoreSnapshot, _ state: inout AppState) -> [Effect] {
    guard snapshot.revision >= (state.snapshot?.revision ?? Int.min) else { return [] }
    return snapshotArrived(snapshot, &state)
  }

  /// Shows a snapshot; an open transaction detail whose transaction changed (refunded and re-signed) is looked at
  /// again. Without one, the history is not listed here: listing it would hold up the first products frame.
  static func snapshotArrived(_ snapshot: StoreSnapshot, _ state: inout AppState) -> [Effect] {
    let shown = state.snapshot
    state.snapshot = snapshot
    var effects = state.historyDetail == nil ? [] : targetItem(state).map { inspectIfChanged($0, &state) } ?? []
    effects += notificationsWanted(after: shown, state)
    return effects
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
    state.toast.count += 1
    state.toast.message = ToastMessage(id: state.toast.count, kind: kind, text: text)
    return [.expireToast(id: state.toast.count, after: .seconds(4))]
  }
}
