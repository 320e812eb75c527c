import FoundationEssentials
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The Server tab's part of the reducer (`storefront --server`): the requests the in-process server answered, the
/// notifications read from the sandbox, moving between them, and the two delivery controls — fail the webhooks' next
/// answers, resend a notification — run as the same `ServerOperation`s as the CLI's and scenarios'.
extension AppReducer {
  /// What the server did, or the notifications read for the tab.
  static func serverEvent(_ event: StoreEvent, _ state: inout AppState) -> [Effect] {
    switch event {
    case .serverActivity(.answered(let request)):
      state.serverTab.record(request)
      // A request other than a read may have made a notification (Request a Test Notification) or changed one.
      return request.method == "GET" ? [] : notificationsWanted(state)
    case .serverActivity(.attemptedDelivery):
      // The attempt and its result are listed with the notification, and its standing is marked on its row.
      return notificationsWanted(state)
    case .notificationsRead(let ledger):
      if state.serverTab.selected?.uuid != state.serverTab.selectedUUID { state.serverTab.selectedUUID = nil }
      state.serverTab.ledger = ledger
      return []
    default:
      return []
    }
  }

  /// Reads the notifications while the Server tab shows them; nothing while another tab shows. The tab reads them
  /// exactly when what it shows may have changed: as it opens, after a delivery attempt or a request that is not a
  /// read, after an operation that did what it was asked (`f` and `s` among them), and when a snapshot shows the
  /// account changed (`accountChanged`) — never for a snapshot that only moved the clock, the log or the work in
  /// flight.
  static func notificationsWanted(_ state: AppState) -> [Effect] {
    state.tab == .server ? [.readNotifications] : []
  }

  /// The read a snapshot asks for: one when it shows the account changed since `shown`, the snapshot before it.
  static func notificationsWanted(after shown: StoreSnapshot?, _ state: AppState) -> [Effect] {
    guard state.tab == .server, let snapshot = state.snapshot else { return [] }
    return accountChanged(from: shown, to: snapshot) ? [.readNotifications] : []
  }

  /// The read a finished operation asks for, unless its snapshot asked already (`effects`).
  static func notificationsWanted(after result: OperationResult, besides effects: [Effect], _ state: AppState)
    -> [Effect]
  {
    result.succeeded && !effects.contains(.readNotifications) ? notificationsWanted(state) : []
  }

  /// Whether the account moved between two snapshots in a way that stores or changes a notification: a transaction
  /// made, renewed, refunded, revoked or extended (the history and the newest transaction of each product), a
  /// subscription's renewal info or standing (auto-renew, billing retry, grace, expiry, a price increase), or a
  /// purchase request answered; or another process committed to the ledger (its server may have delivered, or a
  /// webhook been added there), which only the notifications themselves show.
  static func accountChanged(from shown: StoreSnapshot?, to snapshot: StoreSnapshot) -> Bool {
    guard let shown else { return true }
    return shown.commitsByOtherProcesses != snapshot.commitsByOtherProcesses
      || shown.historyCount != snapshot.historyCount || shown.history != snapshot.history
      || shown.latestTransactions != snapshot.latestTransactions || shown.subscriptions != snapshot.subscriptions
      || shown.purchaseRequests != snapshot.purchaseRequests
  }

  /// Up and down pick a notification (newest first); the page keys scroll its details.
  static func moveInServer(_ command: Command, _ state: inout AppState) {
    let listed = state.serverTab.newestFirst
    switch command {
    case .pageUp, .pageDown:
      let rows = ServerTabLayout(body: AppLayout(state: state).body).detail.inset(by: 1).height
      let total = ServerTabContent.detailLines(state, width: ServerTabLayout.detailTextWidth(state)).count
      state.serverTab.detailOffset = scrolled(serverDetailOffset(state), command, page: rows, total: total)
    default:
      guard !listed.isEmpty else { return }
      let current = state.serverTab.selected.flatMap { selected in listed.firstIndex { $0.uuid == selected.uuid } }
      let navigation = ListNavigation(selectable: listed.map { _ in true })
      let rows = ServerTabLayout(body: AppLayout(state: state).body).notifications.inset(by: 1).height
      guard let index = moved(current, command, in: navigation, visibleRows: rows) else { return }
      if listed[index].uuid != state.serverTab.selected?.uuid { state.serverTab.detailOffset = 0 }
      state.serverTab.selectedUUID = listed[index].uuid
    }
  }

  /// A click on a notification picks it and shows its details from the top; a click on the one shown (its details
  /// are open beside the list already) brings them back to the top, as opening it again would.
  static func selectNotification(_ uuid: String, _ state: inout AppState) {
    guard state.serverTab.newestFirst.contains(where: { $0.uuid == uuid }) else { return }
    state.serverTab.selectedUUID = uuid
    state.serverTab.detailOffset = 0
  }

  /// The details' first line shown, kept within them at the screen's size.
  static func serverDetailOffset(_ state: AppState) -> Int {
    let rows = ServerTabLayout(body: AppLayout(state: state).body).detail.inset(by: 1).height
    let total = ServerTabContent.detailLines(state, width: ServerTabLayout.detailTextWidth(state)).count
    return clamp(state.serverTab.detailOffset, total: total, visible: rows)
  }

  /// `f` asks how many answers to fail; `s` resends the notification shown (the newest when none is picked).
  static func serverCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
    guard state.tab == .server else { return [] }
    if let refusal = refuseWhileReadOnly(&state) { return refusal }
    switch command {
    case .failWebhookAnswers:
      let words = NotificationWords.failPrompt(language: state.language)
      state.modal = .prompt(Prompt(purpose: .failWebhookAnswers, title: words.title, hint: words.hint))
      return []
    default:
      let reference: NotificationReference = state.serverTab.selected.map { .uuid($0.uuid) } ?? .latest(nil)
      return act(.server(.resendNotification(reference)), &state)
    }
  }

  /// Enter in the fail-next prompt: the count is run, or the prompt says why the text is not one.
  static func submitFailCount(_ prompt: Prompt, _ state: inout AppState) -> [Effect] {
    let text = prompt.text.trimmingWhitespace()
    guard let count = Int(text), (0...1000).contains(count) else {
      var refused = prompt
      refused.error = NotificationWords.notACount(text, language: state.language)
      state.modal = .prompt(refused)
      return []
    }
    state.modal = nil
    return act(.server(.failNextWebhookAnswers(count)), &state)
  }
}
