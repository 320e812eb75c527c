import FoundationEssentials
import FoundationInternationalization

/// Lists and region names written for a language with Foundation's format styles (their ICU data is on
/// every machine that has swift-corelibs-foundation).
///
/// swift-corelibs-foundation has no `ListFormatter`: lists go through `ListFormatStyle` (`甲、乙和丙`). Durations are
/// `Language.duration(seconds:_:)`, by rule: ICU's unit styles write `2 sec` where the storefront has always written `2 s`, and
/// calendar periods (a month is not a fixed number of seconds) are the renderer's `PeriodWords`.
extension Language {
  /// A list with the language's conjunction: `a, b, and c`, `甲、乙和丙`.
  public func list(_ items: [String]) -> String {
    items.formatted(.list(type: .and).locale(locale))
  }

  /// A country or region's name from its ISO 3166 alpha-2 code (`FR`: 法国), from ICU; `english` (the App Store's
  /// own name for the storefront) in English or where ICU has no name.
  public func regionName(_ alpha2: String, english: String) -> String {
    guard self != .en, let name = locale.localizedString(forRegionCode: alpha2), name != alpha2 else { return english }
    return name
  }
}
