public import FoundationEssentials
public import StoreCatalog

/// A catalog price as one storefront shows, charges and signs it.
///
/// A `.storekit` price is a bare number. As in Xcode's StoreKit Testing, where the storefront "affects the currency
/// type displayed" and converts nothing (`SKTestSession.storefront`), a storefront takes the catalog's number in its
/// own currency — rounded to the currency's smallest App Store unit (whole yen, whole won), so that the price the
/// app shows is the price charged and signed. Where that number is implausible for the currency (a fraction of a yen,
/// a dollar amount read as rupiah), `concerns` says why, for the storefront to warn.
public struct StorefrontPrice: Sendable, Hashable {
  /// The number the catalog gives.
  public var catalogAmount: Decimal
  /// The price in the storefront's currency: what `Product.price` shows and a transaction charges for one unit.
  public var amount: Decimal
  public var storefront: Storefront
  /// Why the price looks wrong for the currency; empty when it is a plausible App Store price there. Worked out
  /// when asked for: every product listed has a price, and a decimal division for each is most of the time
  /// `products(for:)` takes on a large catalog (`bench/tui`).
  public var concerns: [PriceConcern] {
    var concerns: [PriceConcern] = []
    if amount != catalogAmount { concerns.append(.roundedToCurrencyUnits(from: catalogAmount)) }
    if amount > 0 {
      let dollars = amount / storefront.currency.unitsPerDollar
      if dollars < Self.plausibleDollars.lowerBound {
        concerns.append(.farBelowLowestPrice(aboutDollars: Self.cents(dollars)))
      }
      if dollars > Self.plausibleDollars.upperBound {
        concerns.append(.farAboveHighestPrice(aboutDollars: Self.cents(dollars)))
      }
    }
    return concerns
  }

  /// US dollars below which, and above which, no App Store price lies.
  static let plausibleDollars: ClosedRange<Decimal> = Decimal(string: "0.1")!...20_000

  public init(catalogAmount: Decimal, storefront: Storefront) {
    self.catalogAmount = catalogAmount
    self.storefront = storefront
    amount = catalogAmount.rounded(toPlaces: storefront.currency.minorDigits)
  }

  private static func cents(_ value: Decimal) -> Decimal {
    value.rounded(toPlaces: 2)
  }
}

/// Why a price looks wrong for a storefront's currency.
public enum PriceConcern: Sendable, Hashable {
  /// The currency has fewer minor digits than the catalog's number: 0.99 in yen is charged as 1.
  case roundedToCurrencyUnits(from: Decimal)
  /// About this many US dollars: below any App Store price (a dollar price read as yen).
  case farBelowLowestPrice(aboutDollars: Decimal)
  /// About this many US dollars: above any App Store price (a yen price read as dollars).
  case farAboveHighestPrice(aboutDollars: Decimal)
}

extension Storefront {
  /// The storefront a settings code names; the United States, StoreKit Testing's default, when the code is unknown.
  static func named(_ code: String) -> Storefront { find(code) ?? .unitedStates }
}
