import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The whole program — reducer, renderer, effect runner and the live store — on an in-memory terminal, against a
/// real sandbox in a temporary folder.
@Suite(.serialized) struct ProgramTests {
  /// A program running on an in-memory terminal until the test presses q.
  struct Running {
    let terminal: InMemoryTerminal<StoreEvent>
    let client: StoreClient
    let run: Task<AppState, Never>

    init(
      catalog: URL, size: Size = Size(width: 80, height: 24), recording: SessionRecording? = nil,
      options: (inout LaunchOptions) -> Void = { _ in }
    ) throws {
      let folder = try ProjectPaths.temporaryDirectory("app-program")
      var launch = LaunchOptions(catalog: .file(catalog), sandboxPath: folder.appendingPathComponent("sandbox.sqlite").path, language: .en)
      options(&launch)
      let client = StoreClient.live(launch, recording: recording)
      let terminal = InMemoryTerminal<StoreEvent>(size: size)
      let state = AppState(catalogName: launch.catalogName, size: size, language: .en, timeZone: AppFixtures.utc)
      terminal.send(.launched)
      self.terminal = terminal
      self.client = client
      run = Task { await ProgramRunner.run(StorefrontProgram(client: client), state: state, on: terminal) }
    }

    /// Waits until the latest frame shows `text` and no busy overlay (polling; frames come from other tasks). The
    /// guard is long: at the start of the whole suite hundreds of tests share the two threads of Swift's pool, and
    /// the store's open waits its turn behind them for tens of seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(120)) async throws -> String {
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      var last = ""
      repeat {
        last = terminal.lastFrame?.text ?? ""
        if last.contains(text) && !last.contains("q quits; nothing bought is lost") { return last }
        try await Task.sleep(for: .milliseconds(10))
      } while clock.now < deadline
      // One look after the deadline: a poller kept from running until then must not fail a frame already drawn.
      last = terminal.lastFrame?.text ?? ""
      if last.contains(text) && !last.contains("q quits; nothing bought is lost") { return last }
      Issue.record("timed out waiting for \"\(text)\"; the screen was:\n\(last)")
      throw CancellationError()
    }

    func quit() async -> AppState {
      await quitSaving().state
    }

    /// Quits, then shuts the store down as the command does. - Returns: the final state and what the command
    /// would print once the terminal is restored.
    func quitSaving() async -> (state: AppState, closing: String?) {
      terminal.press(.character("q"))
      let final = await run.value
      return (final, await client.shutdown())
    }
  }

  static let demo = ProjectPaths.catalogs.appendingPathComponent("demo.storekit")

  @Test(.timeLimit(.minutes(3))) func buyingThroughTheWholeProgram() async throws {
    let app = try Running(catalog: Self.demo)
    try await app.waitFor("▶   100 Gems")
    app.terminal.press(.character("+"), .character("b"))
    try await app.waitFor("Confirm purchase")
    app.terminal.press(.tab, .enter)
    try await app.waitFor("Purchase complete")
    app.terminal.press(.enter)
    try await app.waitFor("100 Gems ×2")
    let final = await app.quit()
    #expect(final.isFinished && final.snapshot?.balances["com.example.storefront.gems.100"] == 2)
    #expect(app.terminal.tickIntervalChanges.contains(StorefrontProgram.spinnerInterval))
    let clockTicks = app.terminal.tickIntervalChanges.compactMap { $0 }.filter { $0 != StorefrontProgram.spinnerInterval }
    #expect(clockTicks.allSatisfy { $0 <= .seconds(61) }, "otherwise only the header clock's next minute: \(clockTicks)")
    #expect(app.terminal.tickInterval == nil, "no timer once the program is done")
  }

  @Test(.timeLimit(.minutes(3))) func whenAPurchaseIsReportedTheScreenAlreadyShowsWhatItBought() async throws {
    let app = try Running(catalog: Self.demo)
    try await app.waitFor("▶   100 Gems")
    for count in 1...4 {
      app.terminal.press(.character("b"), .character("y"))
      let reported = try await app.waitFor("Purchase complete")
      #expect(reported.contains("▶   100 Gems ×\(count)"), "the purchase was reported beside the old balance:\n\(reported)")
      app.terminal.press(.enter)
      try await app.waitFor("↑↓ select")
    }
    app.terminal.press(.character("u"))
    try await app.waitFor("▶   100 Gems ×3")
    _ = await app.quit()
  }

  @Test(.timeLimit(.minutes(3))) func cancellingTellsTheAppUserCancelledAndRestoreReports() async throws {
    let app = try Running(catalog: Self.demo)
    try await app.waitFor("▶   100 Gems")
    app.terminal.press(.character("b"))
    try await app.waitFor("Confirm purchase")
    app.terminal.press(.enter)
    try await app.waitFor(".userCancelled")
    app.terminal.press(.character("r"))
    try await app.waitFor("Restore finished: nothing to restore")
    _ = await app.quit()
  }

  @Test(.timeLimit(.minutes(3))) func aCatalogWithErrorsOpensOnItsDiagnosticsWithTheRestOfItsProducts() async throws {
    let folder = try ProjectPaths.temporaryDirectory("app-catalog")
    var json = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.demo)) as? [String: Any] ?? [:]
    var products = json["products"] as? [[String: Any]] ?? []
    products[2]["displayPrice"] = "abc"
    json["products"] = products
    let broken = folder.appendingPathComponent("broken.storekit")
    try JSONSerialization.data(withJSONObject: json).write(to: broken)
    let app = try Running(catalog: broken)
    try await app.waitFor("the price \"abc\" is not a number")
    #expect(app.terminal.lastFrame?.text.contains("✗ 1 error") == true)
    app.terminal.press(.character("1"))
    let screen = try await app.waitFor("Theme Pack")
    #expect(!screen.contains("Remove Ads"))
    _ = await app.quit()
  }

  @Test(.timeLimit(.minutes(3))) func anUnreadableCatalogSaysWhyAndOffersRetry() async throws {
    let folder = try ProjectPaths.temporaryDirectory("app-catalog")
    let file = folder.appendingPathComponent("cut.storekit")
    try Data("{\"products\": [".utf8).write(to: file)
    let app = try Running(catalog: file)
    try await app.waitFor("unexpected end of input")
    app.terminal.press(.character("1"))
    try await app.waitFor("The catalog could not be opened")
    try Data(contentsOf: Self.demo).write(to: file)
    app.terminal.press(.enter)
    let fixed = try await app.waitFor("▶   100 Gems")
    #expect(!fixed.contains("Diagnostics"), "a fixed catalog has no diagnostics tab left")
    _ = await app.quit()
  }

  @Test(.timeLimit(.minutes(3))) func unknownProductIdentifiersGiveTheEmptyState() async throws {
    let app = try Running(catalog: Self.demo, options: { $0.productIDs = ["com.example.none"] })
    try await app.waitFor("None of the requested products exist")
    _ = await app.quit()
  }

  @Test(.timeLimit(.minutes(3))) func anInjectedLoadErrorIsAnErrorStateAndRetryLoadsOnceItIsCleared() async throws {
    let folder = try ProjectPaths.temporaryDirectory("app-fault")
    let path = folder.appendingPathComponent("sandbox.sqlite").path
    try await Sandbox(path: path, catalog: EngineStore.demoCatalog).setSimulatedError(
      .generic(.networkError), for: .loadProducts)
    let app = try Running(catalog: Self.demo, options: { $0.sandboxPath = path })
    try await app.waitFor("Products could not be loaded")
    try await Sandbox(path: path, catalog: EngineStore.demoCatalog).setSimulatedError(nil, for: .loadProducts)
    app.terminal.press(.enter)
    try await app.waitFor("▶   100 Gems")
    _ = await app.quit()
  }

  /// The reload key runs `load products` through the executor against the real sandbox, from any view: an error
  /// injected by another process shows on the next reload, and the products come back on the one after it
  /// is cleared (https://developer.apple.com/documentation/storekit/product/products(for:)).
  @Test(.timeLimit(.minutes(3))) func theReloadKeyLoadsTheProductsAgainFromAnyView() async throws {
    let folder = try ProjectPaths.temporaryDirectory("app-reload")
    let path = folder.appendingPathComponent("sandbox.sqlite").path
    let app = try Running(catalog: Self.demo, options: { $0.sandboxPath = path })
    try await app.waitFor("▶   100 Gems")
    try await Sandbox(path: path, catalog: EngineStore.demoCatalog).setSimulatedError(
      .generic(.networkError), for: .loadProducts)
    app.terminal.press(.character("3"))
    try await app.waitFor("Ask to Buy")
    app.terminal.press(.control("r"))
    app.terminal.press(.character("1"))
    try await app.waitFor("Products could not be loaded")
    try await Sandbox(path: path, catalog: EngineStore.demoCatalog).setSimulatedError(nil, for: .loadProducts)
    app.terminal.press(.character("?"))
    app.terminal.press(.function(5))
    app.terminal.press(.escape)
    try await app.waitFor("▶   100 Gems")
    _ = await app.quit()
  }
}
