public import FoundationEssentials
public import StoreCatalog

/// The sandbox's clock: real time, moved by the tester's controls, with the time rate that shortens subscription
/// periods.
///
/// As in Xcode's StoreKit Testing, a time rate does not speed the clock up: at `monthlyRenewalEveryThirtySeconds`
/// a monthly subscription renews every 30 real seconds and its signed dates are wall-clock times (see
/// `SubscriptionTimes`). Only the tester's controls move the sandbox away from real time: advancing puts it ahead,
/// pausing lets it fall behind. Simulated now = `anchorVirtual + (real − anchorReal)`, frozen while paused, in whole
/// milliseconds (the ledger's and the signed payloads' precision, so a date the clock gives compares as stored).
/// Stored in the ledger, so every process on one sandbox reads the same time.
public struct SandboxClock: Sendable, Hashable, Codable {
  public var anchorReal: Date
  public var anchorVirtual: Date
  public var isPaused: Bool
  /// The catalog time rate subscription periods run at.
  public var timeRate: TimeRate

  /// A clock that starts now, at real time.
  public init(timeRate: TimeRate, now: Date, paused: Bool = false) {
    anchorReal = now
    anchorVirtual = Self.wholeMilliseconds(now)
    isPaused = paused
    self.timeRate = timeRate
  }

  /// A deterministic clock for scenarios and tests: stopped at `start` until advanced.
  public static func frozen(at start: Date, timeRate: TimeRate = .realTime) -> SandboxClock {
    SandboxClock(timeRate: timeRate, now: start, paused: true)
  }

  /// Simulated time at real time `real`.
  public func now(real: Date) -> Date {
    guard !isPaused else { return anchorVirtual }
    return Self.wholeMilliseconds(anchorVirtual.addingTimeInterval(real.timeIntervalSince(anchorReal)))
  }

  /// How many real seconds pass before simulated time reaches `virtual` (nil when paused).
  public func realDelay(until virtual: Date, real: Date) -> TimeInterval? {
    guard !isPaused else { return nil }
    return max(0, virtual.timeIntervalSince(now(real: real)))
  }

  /// How far the sandbox is from real time at `real`: positive ahead (advanced), negative behind (paused).
  public func offset(real: Date) -> TimeInterval {
    now(real: real).timeIntervalSince(real)
  }

  /// Whether the sandbox runs ahead of real time, behind it, or with it (within a second), for a header to say so.
  public func drift(real: Date) -> ClockDrift {
    let offset = offset(real: real)
    if offset >= 1 { return .ahead(by: offset) }
    if offset <= -1 { return .behind(by: -offset) }
    return .inStep
  }

  public mutating func pause(real: Date) {
    reanchor(real: real)
    isPaused = true
  }

  public mutating func resume(real: Date) {
    reanchor(real: real)
    isPaused = false
  }

  /// Moves simulated time forward by `interval` seconds.
  public mutating func advance(by interval: TimeInterval, real: Date) {
    reanchor(real: real)
    anchorVirtual = Self.wholeMilliseconds(anchorVirtual.addingTimeInterval(max(0, interval)))
  }

  /// Jumps simulated time forward to `date` (never backwards).
  public mutating func advance(to date: Date, real: Date) {
    reanchor(real: real)
    if date > anchorVirtual { anchorVirtual = Self.wholeMilliseconds(date) }
  }

  public mutating func setTimeRate(_ timeRate: TimeRate, real: Date) {
    reanchor(real: real)
    self.timeRate = timeRate
  }

  private mutating func reanchor(real: Date) {
    anchorVirtual = now(real: real)
    anchorReal = real
  }

  /// The period, grace and retry lengths at this clock's time rate.
  public var times: SubscriptionTimes { SubscriptionTimes(timeRate: timeRate) }

  /// When `count` periods that start at `start` end, at this clock's time rate.
  public func expiration(after start: Date, period: SubscriptionPeriod, count: Int = 1) -> Date {
    times.end(of: period, count: count, from: start)
  }

  static func wholeMilliseconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
  }
}

/// How the sandbox's clock stands against real time.
public enum ClockDrift: Sendable, Hashable {
  /// Within a second of real time.
  case inStep
  /// Ahead of real time (the tester advanced it) by this many seconds.
  case ahead(by: TimeInterval)
  /// Behind real time (the tester paused it) by this many seconds.
  case behind(by: TimeInterval)
}
