import Foundation

extension Currency {
  /// Why `price` looks as if it were typed in another currency (0.99 in yen, 4900 in dollars), or nil
  /// when it is a plausible App Store price in this currency.
  func implausibility(of price: Decimal) -> String? {
    guard price > 0 else { return nil }
    if minorDigits == 0, price.exponent < 0, price != price.rounded(toPlaces: 0) {
      return "\(code) prices are whole numbers, but this one has a fraction"
    }
    // Comparing with a precomputed range keeps the common case free of Decimal division.
    guard !plausibleRange.contains(price) else { return nil }
    let dollars = price / unitsPerDollar
    return price < plausibleRange.lowerBound
      ? "it is about \(dollars.rounded(toPlaces: 3)) US dollars, far below the lowest App Store price"
      : "it is about \(dollars.rounded(toPlaces: 0)) US dollars, far above the highest App Store price"
  }
}

extension Decimal {
  /// The value rounded half away from zero to `places` digits after the point.
  func rounded(toPlaces places: Int) -> Decimal {
    var value = self
    var result = Decimal()
    NSDecimalRound(&result, &value, places, .plain)
    return result
  }
}
