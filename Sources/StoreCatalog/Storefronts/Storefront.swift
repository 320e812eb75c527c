import FoundationEssentials

/// An App Store storefront (a country or region): what `_storefront` names in a catalog, with the
/// currency its prices are in and the locale its store speaks by default.
public struct Storefront: Sendable, Hashable, Identifiable {
  /// ISO 3166-1 alpha-3 (`USA`), as `.storekit` files and `Storefront.countryCode` write it.
  public var countryCode: String
  /// Apple's numeric storefront identifier (`143441`), as StoreKit's `Storefront.id`.
  public var id: String
  /// ISO 3166-1 alpha-2 (`US`).
  public var alpha2: String
  /// The English name (`United States`).
  public var name: String
  /// ISO 4217 code of the currency the App Store prices in there.
  public var currencyCode: String
  /// The locale the storefront's store uses by default (`en_US`, `zh_CN`).
  public var defaultLocale: String

  /// The currency prices are in; US dollars when the table does not know the code.
  public var currency: Currency {
    Currency.find(currencyCode) ?? Currency(code: currencyCode, minorDigits: 2, unitsPerDollar: 1)
  }

  /// Every App Store storefront (175), ordered by country code.
  public static let all: [Storefront] = StorefrontTable.rows.split(separator: "\n").map { line in
    let fields = line.split(separator: "|").map(String.init)
    return Storefront(
      countryCode: fields[0], id: fields[1], alpha2: fields[2], name: fields[3], currencyCode: fields[4],
      defaultLocale: fields[5])
  }

  private static let index: [String: Storefront] = {
    var index: [String: Storefront] = [:]
    for storefront in all {
      index[storefront.countryCode] = storefront
      index[storefront.alpha2] = storefront
      index[storefront.id] = storefront
    }
    return index
  }()

  /// The storefront a code names: alpha-3 (`USA`), alpha-2 (`US`) or Apple's id (`143441`); any case.
  public static func find(_ code: String) -> Storefront? {
    index[code.trimmingWhitespace().uppercased()]
  }

  /// The United States storefront, StoreKit Testing's default.
  public static let unitedStates = Storefront(
    countryCode: "USA", id: "143441", alpha2: "US", name: "United States", currencyCode: "USD", defaultLocale: "en_US")
}
