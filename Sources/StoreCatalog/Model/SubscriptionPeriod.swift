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
    let scalars = Array(text.utf8)
    guard scalars.count >= 3, scalars.first == UInt8(ascii: "P"),
      let unit = Unit.allCases.first(where: { UInt8(ascii: $0.letter.unicodeScalars.first!) == scalars.last })
    else { return nil }
    let digits = scalars.dropFirst().dropLast()
    guard digits.count <= 4, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let number = Int(String(decoding: digits, as: UTF8.self)), number > 0
    else { return nil }
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
