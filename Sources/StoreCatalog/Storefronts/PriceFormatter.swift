public import FoundationEssentials
import FoundationInternationalization
import Synchronization

/// Formats prices the way StoreKit's `displayPrice` shows them: the storefront's currency in a
/// locale's conventions (`$0.99`, `¥6.00`, `0,99 €`, `¥120`), made safe for a terminal.
public enum PriceFormatter {
  /// `price` in `storefront`'s currency, formatted for `locale` (the storefront's default when nil).
  public static func format(_ price: Decimal, storefront: Storefront, locale: String? = nil) -> String {
    let key = FormattedPrice(price: price, currency: storefront.currencyCode, locale: locale ?? storefront.defaultLocale)
    if let known = formatted.withLock({ $0[key] }) { return known }
    let identifier = LocaleIdentifier(key.locale).foundationIdentifier
    let style = Decimal.FormatStyle.Currency(code: storefront.currencyCode, locale: Locale(identifier: identifier))
    let text = terminalSafe(price.formatted(style))
    formatted.withLock { cache in
      if cache.count >= 4_096 { cache.removeAll(keepingCapacity: true) }
      cache[key] = text
    }
    return text
  }

  /// Prices already formatted: catalogs repeat a few price tiers in one currency and locale, and
  /// building a currency format is far slower than a lookup.
  private static let formatted = Mutex<[FormattedPrice: String]>([:])

  private struct FormattedPrice: Hashable {
    var price: Decimal
    var currency: String
    var locale: String
  }

  /// Replaces no-break spaces with spaces and drops bidirectional marks, which terminals show badly.
  static func terminalSafe(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00A0, 0x202F, 0x2007, 0x2009: scalars.append(" ")
      case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
