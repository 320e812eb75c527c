import FoundationEssentials

extension Currency {
  /// Why a price of about `amount` looks as if it were typed in another currency (0.99 in yen, 4900
  /// in dollars), or nil when it is a plausible App Store price in this currency. Works in `Double`:
  /// a heuristic needs no exact arithmetic, and it runs for every price of a large catalog.
  func implausibility(ofAbout amount: Double) -> CatalogProblem.Implausibility? {
    guard amount > 0 else { return nil }
    if minorDigits == 0, amount.rounded() != amount {
      return .fractionInWholeCurrency(currency: code)
    }
    let dollars = amount / unitsPerDollarApproximately
    if dollars < 0.1 {
      return .farBelowLowest(dollars: (dollars * 1000).rounded() / 1000)
    }
    if dollars > 20000 {
      return .farAboveHighest(dollars: Decimal(dollars.rounded()))
    }
    return nil
  }
}
