@_spi(SwiftCorelibsFoundation) internal import FoundationEssentials

extension Decimal {
  // FoundationEssentials keeps Decimal's rounding and its conversion to an integer behind the SPI this file
  // imports, for swift-corelibs-foundation's `NSDecimalRound` and `NSDecimalNumber`, which call them; the storefront
  // links FoundationEssentials alone (docs/benchmarks.md, "Round of 2026-12-06, stop 28").

  /// The value rounded to `places` digits after the point, halves away from zero (`NSDecimalRound`'s `.plain`).
  func rounded(toPlaces places: Int) -> Decimal {
    var exact = self
    var rounded = Decimal()
    _NSDecimalRound(&rounded, &exact, places, .plain)
    return rounded
  }

  /// The integer part, as `NSDecimalNumber`'s `int64Value` gives it.
  var int64Value: Int64 { _int64Value }
}
