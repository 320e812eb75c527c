/// Picks the localization to show for a locale, with the fallbacks people expect: `-` and `_` alike,
/// `zh_CN` ↔ `zh_Hans`, `zh_TW`/`zh_HK` ↔ `zh_Hant`, `ja` ↔ `ja_JP`, `en_GB` → `en_US`, language-only
/// ↔ regional, and finally the first localization.
public enum LocalizationLookup {
  /// The index in `available` of the locale that best serves `requested`; nil only when `available` is empty.
  public static func bestMatch(for requested: String, among available: [String]) -> Int? {
    guard !available.isEmpty else { return nil }
    // A locale written exactly as asked for serves it best (the usual case: `en_US` for `en_US`), so the first such
    // ends the search; the others are parsed, and `requested` only once one is.
    var wanted: LocaleIdentifier?
    var best = 0, bestScore = 0
    for (index, locale) in available.enumerated() {
      let score: Int
      if locale == requested {
        score = Self.bestScore
      } else {
        let parsed = wanted ?? LocaleIdentifier(requested)
        wanted = parsed
        score = self.score(LocaleIdentifier(locale), for: parsed)
      }
      if score > bestScore {
        best = index
        bestScore = score
      }
      if bestScore == Self.bestScore { break }
    }
    return best
  }

  /// The score of a locale that serves the one asked for exactly.
  static let bestScore = 100

  /// How well `candidate` serves `wanted`: 0 not at all, higher is better.
  static func score(_ candidate: LocaleIdentifier, for wanted: LocaleIdentifier) -> Int {
    guard candidate.language == wanted.language, candidate.script == wanted.script else { return 0 }
    let wantedRegion = wanted.region ?? wanted.likelyRegion
    let candidateRegion = candidate.region ?? candidate.likelyRegion
    if candidate.region == wanted.region { return bestScore }
    if candidateRegion == wantedRegion { return 90 }
    if candidate.region == nil { return 80 }
    return candidate.region == wanted.likelyRegion ? 70 : 60
  }

  /// The localization of `localizations` to show for `locale`.
  public static func localization(_ localizations: [LocalizedText], for locale: String) -> LocalizedText? {
    bestMatch(for: locale, among: localizations.map(\.locale)).map { localizations[$0] }
  }
}

extension CatalogProduct {
  /// The localization to show for `locale` (see `LocalizationLookup`).
  public func localization(for locale: String) -> LocalizedText? {
    LocalizationLookup.localization(localizations, for: locale)
  }

  /// The name to show for `locale`; an empty or missing name falls back to the reference name, then
  /// the product identifier.
  public func displayName(for locale: String) -> String {
    let name = localization(for: locale)?.displayName ?? ""
    if !name.isEmpty { return name }
    if let referenceName, !referenceName.isEmpty { return referenceName }
    return id
  }

  /// The description to show for `locale`; empty when the catalog has none.
  public func displayDescription(for locale: String) -> String {
    localization(for: locale)?.description ?? ""
  }
}

extension SubscriptionGroup {
  /// The group's name for `locale`, falling back to its reference name.
  public func displayName(for locale: String) -> String {
    let name = LocalizationLookup.localization(localizations, for: locale)?.displayName ?? ""
    return name.isEmpty ? self.name : name
  }
}
