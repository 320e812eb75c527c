import Foundation
import Testing
import TestSupport

/// The short run of `bench/reliability-crash`: storms of purchases, finishes, refunds and renewals in child
/// processes killed with SIGKILL at random instants; after every restart the ledger is intact, nothing
/// reported is lost, every unfinished transaction is delivered on updates and entitlements match the rows.
@Suite(.timeLimit(.minutes(3))) struct CrashConsistencyTests {
  @Test func twentyKillsLoseNothing() async throws {
    let outcome = try await ReliabilityDriver.run("reliability-crash", ["20"])
    #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
    #expect(ReliabilityDriver.figure("kills survived", in: outcome.stdout) == 20, "\(outcome.stdout)")
    #expect(ReliabilityDriver.figure("anomalies", in: outcome.stdout) == 0, "\(outcome.stderr)")
  }
}
