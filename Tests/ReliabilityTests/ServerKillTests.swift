import Testing
import TestSupport

/// The short run of `bench/reliability-server`: `storefront server` killed with SIGKILL at random instants while
/// refunds and renewals happen; afterwards every notification was delivered at least once, and every one the webhook
/// refused came back with the same notificationUUID ("Responding to App Store Server Notifications": a failed post is
/// retried, version 2 first at 1 hour), and the ledger holds a notification for every change.
@Suite struct ServerKillTests {
  @Test func noNotificationIsLostToSIGKILL() async throws {
    let outcome = try await ReliabilityDriver.run("reliability-server", ["4"])
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(ReliabilityDriver.figure("lost", in: outcome.stdout) == 0, "\(outcome.stdout)")
    #expect(ReliabilityDriver.figure("not retried", in: outcome.stdout) == 0)
  }
}
