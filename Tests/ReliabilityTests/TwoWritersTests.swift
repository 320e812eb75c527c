import Foundation
import Testing
import TestSupport

/// The short run of `bench/reliability-writers`: two devices buying and finishing at once on one sandbox
/// lose nothing, charge nothing twice, never show "database is locked", and hear each other's purchases.
@Suite(.timeLimit(.minutes(2))) struct TwoWritersTests {
  @Test func twoDevicesWritingAtOnceLoseNothingAndSeeEachOther() async throws {
    let outcome = try await ReliabilityDriver.run("reliability-writers", ["8"])
    #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
    #expect(ReliabilityDriver.figure("lost", in: outcome.stdout) == 0, "\(outcome.stdout)")
    #expect(ReliabilityDriver.figure("locked errors", in: outcome.stdout) == 0, "\(outcome.stdout)")
    #expect(ReliabilityDriver.figure("problems", in: outcome.stdout) == 0, "\(outcome.stderr)")
  }
}
