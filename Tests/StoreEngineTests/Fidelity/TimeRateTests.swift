import Foundation
import StoreCatalog
import Synchronization
import Testing

@testable import StoreEngine

/// Time rates shorten subscription periods and keep real time, by Apple's table for each rate.
///
/// Each `SKTestSession.TimeRate` page gives the rate's renewal time per subscription period and its billing grace
/// and retry periods, e.g. developer.apple.com/documentation/storekittest/sktestsession/timerate-swift.enum/monthlyrenewaleverythirtyseconds
/// ("Weekly 10 seconds, Monthly 30 seconds, … Annually 6 minutes"; grace "9 seconds" for weekly subscriptions,
/// "15 seconds" for the others; billing retry "1 minute"), and …/oneRenewalEveryTenSeconds ("renews subscriptions
/// every ten seconds … regardless of actual renewal periods"; grace 10 seconds, retry 20 seconds).
@Suite struct TimeRateTests {
  /// One row of Apple's tables: a rate, then renewal times for weekly, monthly, bimonthly, quarterly, semiannual and
  /// annual periods, then grace for weekly and other subscriptions, then billing retry (seconds).
  struct Row: Sendable, CustomStringConvertible {
    var raw: Int
    var renewals: [TimeInterval]
    var grace: (weekly: TimeInterval, other: TimeInterval)
    var retry: TimeInterval
    var description: String { "_timeRate \(raw)" }
  }

  static let scaledRows: [Row] = [
    Row(raw: 10, renewals: [900, 3600, 7200, 10_800, 21_600, 43_200], grace: (771, 1800), retry: 7200),
    Row(raw: 11, renewals: [600, 1800, 3600, 5400, 10_800, 21_600], grace: (514, 900), retry: 3600),
    Row(raw: 12, renewals: [300, 900, 1800, 2700, 5400, 10_800], grace: (257, 450), retry: 1800),
    Row(raw: 13, renewals: [180, 300, 600, 900, 1800, 3600], grace: (154, 150), retry: 600),
    Row(raw: 15, renewals: [10, 30, 60, 90, 180, 360], grace: (9, 15), retry: 60),
  ]

  static let fixedRows: [Row] = [(1000, 900.0), (1001, 300), (1002, 60), (1003, 30), (1004, 10), (1005, 2)].map {
    raw, every in
    Row(raw: raw, renewals: Array(repeating: every, count: 6), grace: (every, every), retry: 2 * every)
  }

  static let periods: [SubscriptionPeriod] = [
    .weekly, .monthly, SubscriptionPeriod(value: 2, unit: .month), SubscriptionPeriod(value: 3, unit: .month),
    SubscriptionPeriod(value: 6, unit: .month), .yearly,
  ]

  @Test(arguments: scaledRows + fixedRows)
  func periodsGraceAndRetryFollowApplesTable(_ row: Row) throws {
    let times = SubscriptionTimes(timeRate: try #require(TimeRate(rawValue: row.raw)))
    let start = EngineFixtures.start
    #expect(Self.periods.map { times.end(of: $0, from: start).timeIntervalSince(start) } == row.renewals)
    #expect(times.gracePeriod(for: .weekly) == row.grace.weekly)
    #expect(times.gracePeriod(for: .monthly) == row.grace.other)
    #expect(times.billingRetryPeriod == row.retry)
  }

  @Test func realTimeKeepsCalendarPeriodsAndApplesRealTimeWindows() {
    // developer.apple.com/documentation/storekittest/sktestsession/timerate-swift.enum/realtime: grace 6 days
    // (weekly), 16 days (others), billing retry 60 days.
    let times = SubscriptionTimes(timeRate: .realTime)
    let january31 = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31
    #expect(times.end(of: .monthly, from: january31) == Date(timeIntervalSince1970: 1_772_236_800))  // 2026-02-28
    #expect(times.gracePeriod(for: .weekly) == 6 * 86_400)
    #expect(times.gracePeriod(for: .yearly) == 16 * 86_400)
    #expect(times.billingRetryPeriod == 60 * 86_400)
  }

  @Test func aMonthlyPlanAtThirtySecondsRenewsOnTheWallClock() async throws {
    let real = RealTimeSource(EngineFixtures.start)
    var catalog = EngineFixtures.catalog
    catalog.settings.timeRate = try #require(TimeRate(rawValue: 15))
    let path = try FidelityFixtures.ledgerPath()
    let sandbox = try Sandbox(path: path, catalog: catalog, realNow: real.now)
    guard case .purchased(let bought) = try await sandbox.purchase("plus.monthly", device: "phone") else {
      Issue.record("expected a charge")
      return
    }
    #expect(bought.purchaseDate == real.now())
    #expect(bought.expirationDate == real.now().addingTimeInterval(30))

    real.pass(31)
    try await sandbox.settle()
    let renewal = try #require(try await sandbox.allTransactions().last)
    #expect(renewal.reason == .renewal)
    #expect(renewal.purchaseDate == EngineFixtures.start.addingTimeInterval(30))  // a wall-clock time, signed as such
    let signed = try FidelityFixtures.payload(of: renewal.jws)
    #expect(signed["purchaseDate"] as? Int64 == Int64(EngineFixtures.start.timeIntervalSince1970 * 1000) + 30_000)
    #expect(await sandbox.currentClock.drift(real: real.now()) == .inStep)
  }

  @Test func advancingAndPausingPutTheSandboxAheadOfOrBehindRealTime() async throws {
    let real = RealTimeSource(EngineFixtures.start)
    let sandbox = try Sandbox(
      path: try FidelityFixtures.ledgerPath(), catalog: EngineFixtures.catalog, realNow: real.now)
    #expect(await sandbox.currentClock.drift(real: real.now()) == .inStep)
    try await sandbox.advanceClock(by: 3 * 86_400)
    #expect(await sandbox.currentClock.drift(real: real.now()) == .ahead(by: 3 * 86_400))
    real.pass(10)
    #expect(await sandbox.currentClock.drift(real: real.now()) == .ahead(by: 3 * 86_400))  // it keeps running
    try await sandbox.pauseClock()
    real.pass(3 * 86_400 + 60)
    #expect(await sandbox.currentClock.drift(real: real.now()) == .behind(by: 60))
  }
}

/// Real time a test moves by hand.
final class RealTimeSource: Sendable {
  private let date: Mutex<Date>

  init(_ start: Date) { date = Mutex(start) }

  @Sendable func now() -> Date { date.withLock { $0 } }

  func pass(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
