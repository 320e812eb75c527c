import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The Server tab (`storefront --server`, issue 14): present only with the in-process server; the requests it
/// answered; the notifications the sandbox keeps, each with its delivery attempts; the selected one's payload
/// decoded — "App Store Server Notifications V2", responseBodyV2DecodedPayload: `notificationType`, `subtype`,
/// `notificationUUID`, `data` with `signedTransactionInfo` (JWSTransaction) — and its `signedPayload` as POSTed; and
/// the two delivery controls as the same `ServerOperation`s the CLI runs.
@Suite struct ServerTabTests {
  /// A state with the in-process server's address, on the Server tab.
  static func serverTab(size: Size = Size(width: 80, height: 24)) -> (AppState, [Effect]) {
    var state = AppFixtures.state(size: size)
    state.serverAddress = "http://127.0.0.1:8787"
    let effects = AppFixtures.press(.character("4"), on: &state)
    return (state, effects)
  }

  /// Two real notifications: a one-time charge (delivered) and a second purchase's, stored with one webhook.
  static func ledger() async throws -> NotificationLedger {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    try await store.sandbox.addWebhook("http://127.0.0.1:9/notifications")
    _ = try await store.sandbox.purchase("com.example.storefront.removeads", device: nil)
    _ = try await store.sandbox.purchase("com.example.storefront.gems.100", device: nil)
    return NotificationLedger(
      notifications: try await store.sandbox.allNotifications(), webhooks: try await store.sandbox.webhooks(),
      answersToFail: 2)
  }

  @Test func theTabIsThereOnlyWithTheServer() {
    var state = AppFixtures.state()
    #expect(!state.tabs.contains(.server))
    AppFixtures.press(.character("4"), .character("5"), on: &state)
    #expect(state.tab == .storefront)
    let (server, effects) = Self.serverTab()
    #expect(server.tabs.contains(.server) && server.tab == .server)
    #expect(effects == [.readNotifications], "the notifications are read as the tab opens")
    #expect(KeyScope.stack(for: server) == [.server, .main, .always])
    var launched = AppState(catalogName: "demo.storekit", size: Size(width: 80, height: 24), language: .en)
    launched.serverAddress = server.serverAddress
    #expect(AppReducer.reduce(&launched, .store(.launched)).contains(.followServer))
  }

  /// A tab's digit is its place among the tabs this run shows, in the tab bar, the keys and help alike: the Server
  /// tab is `4` without a diagnostics tab and `5` with one.
  @Test func theTabsDigitIsItsPlaceInTheTabBar() {
    func helpLines(_ state: AppState) -> [String] {
      var state = state
      AppFixtures.press(.character("?"), on: &state)
      guard case .help(let help) = state.modal else { return [] }
      return KeyBindings.helpSections(for: help, glyphs: state.glyphs, language: state.language)
        .flatMap { $0.entries.map { "\($0.keys) \($0.label)" } }
    }
    var (state, _) = Self.serverTab()
    #expect(state.tabs == [.storefront, .transactions, .qa, .server] && state.tab == .server)
    #expect(AppFixtures.frame(state).screen.text.contains(" 4 Server"))
    let help = helpLines(state)
    #expect(help.contains("4 the server") && !help.contains { $0.hasPrefix("5 ") }, "\(help)")
    AppFixtures.press(.character("1"), .character("5"), on: &state)
    #expect(state.tab == .storefront, "there is no fifth tab")

    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [CatalogFixtures.warning])))
    #expect(state.tabs == [.storefront, .transactions, .qa, .diagnostics, .server])
    let screen = AppFixtures.frame(state).screen.text
    #expect(screen.contains(" 4 Diagnostics (1) ") && screen.contains(" 5 Server"), "\(screen)")
    #expect(helpLines(state).contains("4 the diagnostics") && helpLines(state).contains("5 the server"))
    AppFixtures.press(.character("5"), on: &state)
    #expect(state.tab == .server)
    AppFixtures.press(.character("4"), on: &state)
    #expect(state.tab == .diagnostics)
    state.language = .zhHans
    #expect(helpLines(state).contains("5 服务器"))
  }

  @Test func requestsAndNotificationsShowAndTheSelectedOneIsDecoded() async throws {
    var (state, _) = Self.serverTab()
    let ledger = try await Self.ledger()
    let request = InProcessServerHook.Request(
      method: "GET", path: "/inApps/v1/transactions/1", status: 200, date: AppFixtures.start,
      duration: .milliseconds(3))
    #expect(AppReducer.reduce(&state, .store(.serverActivity(.answered(request)))).isEmpty)
    #expect(AppReducer.reduce(&state, .store(.serverActivity(.attemptedDelivery))) == [.readNotifications])
    _ = AppReducer.reduce(&state, .store(.notificationsRead(ledger)))
    let newest = try #require(ledger.notifications.last)
    #expect(state.serverTab.selected == newest, "the newest is shown first")

    let screen = AppFixtures.frame(state).screen.text
    #expect(screen.contains("Notifications (2)") && screen.contains("ONE_TIME_CHARGE"))
    let requestLine = screen.split(separator: "\n").first { $0.contains("GET /inApps/v1/transactions/1") }
    #expect(requestLine?.contains("200") == true, "the path keeps its room at 80 columns, beside the status")
    #expect(screen.contains(newest.uuid.prefix(18)))

    let details = ServerTabContent.detailLines(state, width: 60).map { $0.segments.map(\.text).joined() }
    #expect(details.contains("Webhooks: http://127.0.0.1:9/notifications"))
    #expect(details.contains("The webhooks' next 2 answers count as failures."))
    #expect(details.contains { $0.contains("#1 http://127.0.0.1:9/notifications · due") })
    #expect(details.contains { $0.contains("1, 12, 24, 48 and 72 hours") })
    #expect(details.contains(#"  "notificationType": "ONE_TIME_CHARGE","#))
    #expect(details.contains(#"  "notificationUUID": "\#(newest.uuid)","#))
    #expect(details.contains("data.signedTransactionInfo, decoded"))
    #expect(details.contains(#"  "productId": "com.example.storefront.gems.100","#))
    #expect(details.joined().contains(newest.signedPayload), "the JWS as POSTed, in full")

    AppFixtures.press(.down, on: &state)
    #expect(state.serverTab.selected == ledger.notifications.first)
    AppFixtures.press(.down, on: &state)
    #expect(state.serverTab.selected == ledger.notifications.first, "the oldest is the last")
    AppFixtures.press(.pageDown, on: &state)
    #expect(AppReducer.serverDetailOffset(state) > 0)
    AppFixtures.press(.character("g"), on: &state)
    #expect(state.serverTab.selected == newest && AppReducer.serverDetailOffset(state) == 0)
  }

  /// The tab reads the notifications exactly when what it shows may have changed. A delivery attempt does change it:
  /// the attempt and its `sendAttemptResult` are listed ("Get Notification History" → `sendAttemptItem`), and so
  /// does a request that is not a read ("Request a Test Notification" stores a `TEST` one). A snapshot that only moved
  /// the clock, the log or the work in flight (the refresh after each delivery's own ledger write is one) reads
  /// nothing; one where the account changed (a purchase stores its notification in the same commit, "App Store
  /// Server Notifications V2") reads them, as does an operation that did what it was asked (`f`, `s`).
  @Test func theTabReadsOnlyWhenWhatItShowsMayHaveChanged() throws {
    var (state, _) = Self.serverTab()
    let shown = try #require(state.snapshot)
    var quiet = shown
    quiet.revision += 1
    quiet.activities = [.purchasing(productID: "gems.100", name: "100 Gems")]
    quiet.log.append(StoreLogEntry(date: AppFixtures.start, event: .finished(transactionID: 1)))
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(quiet))).isEmpty, "nothing the tab shows moved")
    quiet.revision += 1
    quiet.activities = []
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(quiet))).isEmpty)

    #expect(AppReducer.reduce(&state, .store(.serverActivity(.attemptedDelivery))) == [.readNotifications])
    var refreshed = quiet
    refreshed.revision += 1
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(refreshed))).isEmpty, "the attempt's own write")

    var bought = refreshed
    bought.revision += 1
    bought.historyCount += 1
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(bought))) == [.readNotifications])
    var renewed = bought
    renewed.revision += 1
    renewed.latestTransactions["plus.basic"] = .verified(AppFixtures.transaction(2, "plus.basic"))
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(renewed))) == [.readNotifications])

    func request(_ method: String) -> Action {
      .store(.serverActivity(.answered(InProcessServerHook.Request(
        method: method, path: "/inApps/v1/notifications/test", status: 200, date: AppFixtures.start,
        duration: .milliseconds(1)))))
    }
    #expect(AppReducer.reduce(&state, request("GET")).isEmpty)
    #expect(AppReducer.reduce(&state, request("POST")) == [.readNotifications])

    let failing = AppFixtures.finished(.server(.failNextWebhookAnswers(2)), .server(.webhookAnswersFailing(count: 2)))
    let failNext = AppReducer.reduce(&state, failing)
    #expect(failNext.contains(.readNotifications), "the fail-next count is shown")
    let refused = AppFixtures.finished(.server(.failNextWebhookAnswers(2)), .failed(.readOnly))
    #expect(!AppReducer.reduce(&state, refused).contains(.readNotifications), "a refused operation changed nothing")

    var elsewhere = renewed
    elsewhere.revision += 1
    elsewhere.commitsByOtherProcesses += 1
    #expect(
      AppReducer.reduce(&state, .store(.snapshotArrived(elsewhere))) == [.readNotifications],
      "another process's server may have delivered a notification")

    AppFixtures.press(.character("1"), on: &state)
    renewed.revision += 1
    renewed.historyCount += 1
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(renewed))).isEmpty, "another tab shows")
    #expect(AppReducer.reduce(&state, .store(.serverActivity(.attemptedDelivery))).isEmpty)
  }

  /// A click on a notification's row picks it, as a click on a transaction's line does; a click on the one shown
  /// brings its details back to the top. The wheel over the rows moves the pick.
  @Test func clickingANotificationPicksIt() async throws {
    var (state, _) = Self.serverTab()
    let ledger = try await Self.ledger()
    _ = AppReducer.reduce(&state, .store(.notificationsRead(ledger)))
    let oldest = try #require(ledger.notifications.first)
    let newest = try #require(ledger.notifications.last)
    func click(_ uuid: String, _ kind: MouseEvent.Kind = .release) throws {
      let regions = AppFixtures.frame(state).regions
      let row = try #require(regions.all.last { $0.target == .serverNotification(uuid) }, "\(uuid) has no row")
      _ = AppReducer.reduce(&state, .mouse(MouseEvent(kind, at: row.rect.origin)), regions: regions)
    }
    #expect(state.serverTab.selected == newest)
    try click(oldest.uuid)
    #expect(state.serverTab.selected == oldest && state.serverTab.selectedUUID == oldest.uuid)
    AppFixtures.press(.pageDown, on: &state)
    #expect(AppReducer.serverDetailOffset(state) > 0)
    try click(oldest.uuid, .click)
    #expect(state.serverTab.selected == oldest && AppReducer.serverDetailOffset(state) == 0, "its details from the top")
    let regions = AppFixtures.frame(state).regions
    let row = try #require(regions.all.last { $0.target == .serverNotification(oldest.uuid) })
    _ = AppReducer.reduce(&state, .mouse(MouseEvent(.wheelUp, at: row.rect.origin)), regions: regions)
    #expect(state.serverTab.selected == newest, "the wheel moves to the newer one")
  }

  /// `s` resends the notification shown with its own `notificationUUID`; `f` asks for a count and runs it, and a text
  /// that is not a count is refused in the prompt, as `server webhook fail-next` refuses it.
  @Test func theControlsRunTheServerOperations() async throws {
    var (state, _) = Self.serverTab()
    #expect(AppFixtures.press(.character("s"), on: &state) == [.run(.server(.resendNotification(.latest(nil))))])
    let ledger = try await Self.ledger()
    _ = AppReducer.reduce(&state, .store(.notificationsRead(ledger)))
    AppFixtures.press(.down, on: &state)
    let oldest = try #require(ledger.notifications.first)
    #expect(AppFixtures.press(.character("s"), on: &state) == [.run(.server(.resendNotification(.uuid(oldest.uuid))))])

    AppFixtures.press(.character("f"), on: &state)
    guard case .prompt(let prompt) = state.modal else {
      Issue.record("no prompt")
      return
    }
    #expect(prompt.purpose == .failWebhookAnswers)
    AppFixtures.press(.character("-"), .character("1"), on: &state)
    #expect(AppFixtures.press(.enter, on: &state).isEmpty)
    guard case .prompt(let refused) = state.modal else { return }
    #expect(refused.error == "'-1' is not a count of answers; type a whole number from 0 to 1000")
    AppFixtures.press(.backspace, .backspace, .character("3"), on: &state)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.server(.failNextWebhookAnswers(3)))])
    #expect(state.modal == nil)
  }

  @Test func theTabSpeaksChinese() async throws {
    var (state, _) = Self.serverTab(size: Size(width: 200, height: 60))
    state.language = .zhHans
    _ = AppReducer.reduce(&state, .store(.notificationsRead(try await Self.ledger())))
    let screen = AppFixtures.frame(state).screen.text
    for words in ["通知（2）", "API 请求", "通知详情", "发送尝试", "signedPayload（已解码）", "还没有请求"] {
      #expect(screen.contains(words), "\(words)")
    }
  }
}
