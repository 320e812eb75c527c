public import FoundationEssentials
import InterfaceLanguage

/// Reads a `displayPrice` exactly: plain decimal digits with at most one `.` (POSIX), as `Decimal`,
/// never through `Double`. Anything else gets a reason, worded by `Problem.words(in:)`.
public enum PriceText {
  /// Why some text is not a price.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case negative(String)
    case notANumber(String)

    /// The reason in English; `words(in:)` says it in any interface language.
    public var description: String { words(in: .en) }
  }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// The price `text` states.
  public static func parse(_ text: String) -> Result<Decimal, Problem> {
    if text.isEmpty { return .failure(.empty) }
    let negative = text.utf8.first == UInt8(ascii: "-")
    let digits = negative ? text.utf8.dropFirst() : text.utf8[...]
    var seenPoint = false
    var digitCount = 0, fractionDigits = 0
    var significand: UInt64 = 0
    for (offset, byte) in digits.enumerated() {
      if byte == UInt8(ascii: "."), !seenPoint, offset > 0, offset < digits.count - 1 {
        seenPoint = true
      } else if byte &- UInt8(ascii: "0") < 10 {
        digitCount += 1
        if seenPoint { fractionDigits += 1 }
        if digitCount <= 18 { significand = significand * 10 + UInt64(byte &- UInt8(ascii: "0")) }
      } else {
        return .failure(.notANumber(text))
      }
    }
    guard digitCount > 0, digitCount <= 30 else { return .failure(.notANumber(text)) }
    if digitCount <= 18 {
      if negative, significand != 0 { return .failure(.negative(text)) }
      return .success(exactDecimal(significand: significand, fractionDigits: fractionDigits))
    }
    guard let value = Decimal(string: String(digits) ?? "", locale: posix) else { return .failure(.notANumber(text)) }
    return negative && !value.isZero ? .failure(.negative(text)) : .success(value)
  }

  /// `significand × 10^-fractionDigits`, built directly (parsing text through `Decimal(string:)`
  /// costs more than the rest of loading a price).
  private static func exactDecimal(significand: UInt64, fractionDigits: Int) -> Decimal {
    var mantissa = significand, exponent = -fractionDigits
    guard mantissa != 0 else { return 0 }
    while mantissa % 10 == 0 {
      mantissa /= 10
      exponent += 1
    }
    return Decimal(sign: .plus, exponent: exponent, significand: Decimal(mantissa))
  }

  /// The price as Xcode writes it: the shortest plain decimal text (`"0.99"`, `"4900"`).
  public static func format(_ price: Decimal) -> String { price.description }
}
