extension Currency {
  /// Why a price of about `amount` looks as if it were typed in another currency (0.99 in yen, 4900
  /// in dollars), or nil when it is a plausible App Store price in this currency. Works in `Double`:
  /// a heuristic needs no exact arithmetic, and it runs for every price of a large catalog.
  func implausibility(ofAbout amount: Double) -> String? {
    guard amount > 0 else { return nil }
    if minorDigits == 0, amount.rounded() != amount {
      return "\(code) prices are whole numbers, but this one has a fraction"
    }
    let dollars = amount / unitsPerDollarApproximately
    if dollars < 0.1 {
      return "it is about \((dollars * 1000).rounded() / 1000) US dollars, far below the lowest App Store price"
    }
    if dollars > 20000 {
      return "it is about \(Int(dollars.rounded())) US dollars, far above the highest App Store price"
    }
    return nil
  }
}
