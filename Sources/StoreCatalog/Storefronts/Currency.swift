public import FoundationEssentials

/// A currency the App Store prices in: its ISO 4217 code, how many minor digits its prices have, and
/// a rough exchange rate, good enough to tell a price typed in the wrong currency.
public struct Currency: Sendable, Hashable {
  public var code: String
  /// Digits after the decimal point in App Store prices (2 for USD, 0 for JPY).
  public var minorDigits: Int
  /// About how many units buy one US dollar (an order of magnitude, not a rate to convert with).
  public var unitsPerDollar: Decimal {
    didSet { unitsPerDollarApproximately = Double(unitsPerDollar.description) ?? 1 }
  }
  /// `unitsPerDollar` as a `Double`, for quick comparisons.
  private(set) var unitsPerDollarApproximately: Double

  public init(code: String, minorDigits: Int, unitsPerDollar: Decimal) {
    self.code = code
    self.minorDigits = minorDigits
    self.unitsPerDollar = unitsPerDollar
    unitsPerDollarApproximately = Double(unitsPerDollar.description) ?? 1
  }

  /// The currency with this ISO 4217 code, when the App Store prices in it.
  public static func find(_ code: String) -> Currency? { byCode[code.uppercased()] }

  /// Every currency the App Store prices in.
  public static let all: [Currency] = table.split(separator: "\n").map { line in
    let fields = line.split(separator: " ").map(String.init)
    return Currency(code: fields[0], minorDigits: Int(fields[1]) ?? 2, unitsPerDollar: Decimal(string: fields[2]) ?? 1)
  }

  private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

  /// code, minor digits as App Store prices use them, units per US dollar (rounded).
  private static let table = """
    AED 2 3.7
    AUD 2 1.5
    BGN 2 1.8
    BRL 2 5.5
    CAD 2 1.4
    CHF 2 0.9
    CLP 0 950
    CNY 2 7.2
    COP 0 4000
    CZK 2 23
    DKK 2 6.9
    EGP 2 49
    EUR 2 0.92
    GBP 2 0.79
    HKD 2 7.8
    HUF 0 360
    IDR 0 16000
    ILS 2 3.7
    INR 2 84
    JPY 0 150
    KRW 0 1400
    KZT 0 480
    MXN 2 18
    MYR 2 4.5
    NGN 0 1500
    NOK 2 10.7
    NZD 2 1.7
    PEN 2 3.8
    PHP 2 57
    PKR 0 280
    PLN 2 4
    QAR 2 3.6
    RON 2 4.6
    RUB 0 95
    SAR 2 3.75
    SEK 2 10.5
    SGD 2 1.35
    THB 2 35
    TRY 2 34
    TWD 0 32
    TZS 0 2600
    UAH 2 41
    USD 2 1
    VND 0 25000
    ZAR 2 18
    """
}
