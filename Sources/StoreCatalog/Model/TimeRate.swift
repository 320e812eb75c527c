/// How fast subscription time runs, as `SKTestSession.TimeRate` (the `.storekit` `_timeRate` values).
public enum TimeRate: Sendable, Hashable, Codable {
  /// Simulated time runs at wall-clock speed.
  case realTime
  /// One simulated day passes every `secondsPerDay` real seconds (raw values 1–6, deprecated by Apple).
  case dayEvery(seconds: Double)
  /// One simulated month passes every `secondsPerMonth` real seconds; longer periods scale (10–13, 15).
  case monthEvery(seconds: Double)
  /// Every subscription renews every `seconds` real seconds, whatever its period (1000–1005).
  case renewalEvery(seconds: Double)

  /// The rate a `_timeRate` raw value names, or nil for a value Xcode never writes.
  public init?(rawValue: Int) {
    switch rawValue {
    case 0: self = .realTime
    case 1: self = .dayEvery(seconds: 3600)
    case 2: self = .dayEvery(seconds: 1800)
    case 3: self = .dayEvery(seconds: 300)
    case 4: self = .dayEvery(seconds: 60)
    case 5: self = .dayEvery(seconds: 30)
    case 6: self = .dayEvery(seconds: 1)
    case 10: self = .monthEvery(seconds: 3600)
    case 11: self = .monthEvery(seconds: 1800)
    case 12: self = .monthEvery(seconds: 900)
    case 13: self = .monthEvery(seconds: 300)
    case 15: self = .monthEvery(seconds: 30)
    case 1000: self = .renewalEvery(seconds: 900)
    case 1001: self = .renewalEvery(seconds: 300)
    case 1002: self = .renewalEvery(seconds: 60)
    case 1003: self = .renewalEvery(seconds: 30)
    case 1004: self = .renewalEvery(seconds: 10)
    case 1005: self = .renewalEvery(seconds: 2)
    default: return nil
    }
  }

  /// Every raw value Xcode writes, in menu order.
  public static let rawValues = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 15, 1000, 1001, 1002, 1003, 1004, 1005]

  /// The raw `_timeRate` value of this rate, when it is one of Xcode's.
  public var rawValue: Int? {
    Self.rawValues.first(where: { TimeRate(rawValue: $0) == self })
  }
}
