public import Foundation
public import StoreCatalog

/// The sandbox's virtual clock: simulated time as a pure function of real time.
///
/// Simulated now = `anchorVirtual + (real − anchorReal) × rate`, frozen while paused. Every change
/// (rate, pause, advance) re-anchors, so time never jumps backwards. Stored in the ledger, so every
/// process on one sandbox reads the same time.
public struct SandboxClock: Sendable, Hashable, Codable {
  public var anchorReal: Date
  public var anchorVirtual: Date
  /// Simulated seconds per real second.
  public var rate: Double
  public var isPaused: Bool
  /// The catalog time rate this clock runs at.
  public var timeRate: TimeRate

  /// A clock that starts now, at real time, at the speed `timeRate` implies.
  public init(timeRate: TimeRate, now: Date, paused: Bool = false) {
    anchorReal = now
    anchorVirtual = now
    rate = Self.rate(for: timeRate)
    isPaused = paused
    self.timeRate = timeRate
  }

  /// A deterministic clock for scenarios and tests: stopped at `start` until advanced.
  public static func frozen(at start: Date, timeRate: TimeRate = .realTime) -> SandboxClock {
    var clock = SandboxClock(timeRate: timeRate, now: start, paused: true)
    clock.anchorVirtual = start
    return clock
  }

  /// Simulated time at real time `real`.
  public func now(real: Date) -> Date {
    guard !isPaused else { return anchorVirtual }
    return anchorVirtual.addingTimeInterval(real.timeIntervalSince(anchorReal) * rate)
  }

  /// How many real seconds pass before simulated time reaches `virtual` (nil when paused).
  public func realDelay(until virtual: Date, real: Date) -> TimeInterval? {
    guard !isPaused, rate > 0 else { return nil }
    return max(0, virtual.timeIntervalSince(now(real: real)) / rate)
  }

  public mutating func pause(real: Date) {
    reanchor(real: real)
    isPaused = true
  }

  public mutating func resume(real: Date) {
    reanchor(real: real)
    isPaused = false
  }

  /// Moves simulated time forward by `interval` simulated seconds.
  public mutating func advance(by interval: TimeInterval, real: Date) {
    reanchor(real: real)
    anchorVirtual = anchorVirtual.addingTimeInterval(max(0, interval))
  }

  /// Jumps simulated time forward to `date` (never backwards).
  public mutating func advance(to date: Date, real: Date) {
    reanchor(real: real)
    if date > anchorVirtual { anchorVirtual = date }
  }

  public mutating func setTimeRate(_ timeRate: TimeRate, real: Date) {
    reanchor(real: real)
    self.timeRate = timeRate
    rate = Self.rate(for: timeRate)
  }

  private mutating func reanchor(real: Date) {
    anchorVirtual = now(real: real)
    anchorReal = real
  }

  /// Simulated seconds per real second for a catalog time rate. Fixed-interval rates run the clock at
  /// real speed and shorten subscription periods instead (see `expiration(after:period:)`).
  static func rate(for timeRate: TimeRate) -> Double {
    switch timeRate {
    case .realTime, .renewalEvery: 1
    case .dayEvery(let seconds): 86_400 / seconds
    case .monthEvery(let seconds): 30 * 86_400 / seconds
    }
  }

  /// When a period that starts at `start` ends: calendar arithmetic in UTC, or the fixed interval for
  /// `oneRenewalEvery…` rates, which renew at that interval whatever the period.
  public func expiration(after start: Date, period: SubscriptionPeriod, count: Int = 1) -> Date {
    if case .renewalEvery(let seconds) = timeRate {
      return start.addingTimeInterval(seconds * Double(count))
    }
    return Self.calendar.date(byAdding: period.dateComponents(times: count), to: start) ?? start
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}

extension SubscriptionPeriod {
  /// The period as calendar components, repeated `times`.
  func dateComponents(times: Int = 1) -> DateComponents {
    switch unit {
    case .day: DateComponents(day: value * times)
    case .week: DateComponents(day: 7 * value * times)
    case .month: DateComponents(month: value * times)
    case .year: DateComponents(year: value * times)
    }
  }
}
