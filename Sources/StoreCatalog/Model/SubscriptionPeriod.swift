/// A length of time written as an ISO-8601 duration restricted to one unit (`P1W`, `P3M`, `P1Y`),
/// as `.storekit` files and StoreKit's `Product.SubscriptionPeriod` use it.
public struct SubscriptionPeriod: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The calendar unit of a period.
  public enum Unit: String, Sendable, Hashable, CaseIterable, Codable {
    case day, week, month, year

    var letter: Character {
      switch self {
      case .day: "D"
      case .week: "W"
      case .month: "M"
      case .year: "Y"
      }
    }
  }

  public var unit: Unit
  public var value: Int

  public init(value: Int, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Parses `P<n><D|W|M|Y>`; returns nil for anything else (including `P0D`, `PT1H`, `P1M2D`).
  public init?(iso8601 text: String) {
    let bytes = text.utf8
    guard bytes.count >= 3, bytes.count <= 6, bytes.first == UInt8(ascii: "P"), let last = bytes.last else { return nil }
    let unit: Unit
    switch last {
    case UInt8(ascii: "D"): unit = .day
    case UInt8(ascii: "W"): unit = .week
    case UInt8(ascii: "M"): unit = .month
    case UInt8(ascii: "Y"): unit = .year
    default: return nil
    }
    var number = 0
    for byte in bytes.dropFirst().dropLast() {
      guard byte >= 48, byte <= 57 else { return nil }
      number = number * 10 + Int(byte - 48)
    }
    guard number > 0 else { return nil }
    self.init(value: number, unit: unit)
  }

  /// The ISO-8601 spelling, e.g. `P1M`.
  public var iso8601: String { "P\(value)\(unit.letter)" }

  public var description: String { iso8601 }

  /// The period in whole days, counting a month as 30 and a year as 365 (for ordering and proration).
  public var approximateDays: Int {
    switch unit {
    case .day: value
    case .week: value * 7
    case .month: value * 30
    case .year: value * 365
    }
  }

  public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
  public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
  public static let yearly = SubscriptionPeriod(value: 1, unit: .year)
}
