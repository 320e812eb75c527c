import Foundation
import Testing
import TestSupport

@testable import StoreEngine

/// Two `storefront` processes on one sandbox are two devices of one account: each sees the other's
/// purchases, renewals and refunds through its updates stream, without polling (inotify).
@Suite(.timeLimit(.minutes(1))) struct TwoDevicesTests {
  let sandbox: String

  init() throws {
    sandbox = try ProjectPaths.temporaryDirectory("devices").appendingPathComponent("ledger.sqlite").path
  }

  func listen(count: Int) async throws -> RunningProcess {
    let listener = try ProcessRunner.startStorefront(["updates", "--sandbox", sandbox, "--count", "\(count)", "--timeout", "30"])
    #expect(await listener.waitForOutput("Listening"))
    return listener
  }

  @Test func aPurchaseOnOneDeviceArrivesOnTheOther() async throws {
    let listener = try await listen(count: 1)
    let bought = try await ProcessRunner.storefront(["buy", "com.example.storefront.themes", "--sandbox", sandbox])
    #expect(bought.status == 0)
    let heard = await listener.finished()
    #expect(heard.status == 0)
    #expect(heard.stdout.contains("updates → #1 com.example.storefront.themes"))
  }

  @Test func refundsAndRenewalsReachTheOtherDeviceToo() async throws {
    #expect(try await ProcessRunner.storefront(["buy", "com.example.storefront.cloud.200gb", "--sandbox", sandbox]).status == 0)
    let listener = try await listen(count: 2)
    #expect(try await ProcessRunner.storefront(["clock", "advance", "1mo", "--sandbox", sandbox]).status == 0)
    #expect(try await ProcessRunner.storefront(["refund", "1", "--sandbox", sandbox]).status == 0)
    let heard = await listener.finished()
    #expect(heard.status == 0)
    #expect(heard.stdout.contains("#2 com.example.storefront.cloud.200gb"))
    #expect(heard.stdout.contains("renewal of #1"))
    #expect(heard.stdout.contains("#1 com.example.storefront.cloud.200gb"))
    #expect(heard.stdout.contains("revoked"))
  }
}

/// Two sandboxes on one file in one process are two devices too.
@Suite(.timeLimit(.minutes(1))) struct SharedFileTests {
  @Test func aChangeNoticedByAGetterStillReachesListeners() async throws {
    let path = try ProjectPaths.temporaryDirectory("shared").appendingPathComponent("ledger.sqlite").path
    let first = try EngineFixtures.sandbox(path: path)
    let second = try EngineFixtures.sandbox(path: path)
    var changes = await second.changes().makeAsyncIterator()
    _ = try await first.purchase("pro.lifetime", device: "first")
    _ = await second.settings  // notices the other device's commit before the file watcher does
    #expect(await changes.next() != nil)
  }

  @Test func whatChangedBeforeTheFirstListenerArrivesWhenItSubscribesAndLaterChangesFollow() async throws {
    let path = try ProjectPaths.temporaryDirectory("shared").appendingPathComponent("ledger.sqlite").path
    let first = try EngineFixtures.sandbox(path: path)
    let store = try await Store(sandbox: try EngineFixtures.sandbox(path: path), device: "second")
    _ = try await first.purchase("pro.lifetime", device: "first")
    var updates = await store.updates().makeAsyncIterator()
    #expect(await updates.next()?.unsafePayloadValue.productID == "pro.lifetime")
    _ = try await first.purchase("season.pass", device: "first")
    #expect(await updates.next()?.unsafePayloadValue.productID == "season.pass")
    await store.close()
  }
}
