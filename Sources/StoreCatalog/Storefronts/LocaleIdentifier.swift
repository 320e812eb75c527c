/// A locale identifier as catalogs write them (`en_US`, `zh-Hans`, `zh_CN`, `ja`), split into
/// language, script and region so different spellings of one locale compare equal.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// Lower-case language code (`zh`).
  public var language: String
  /// Title-case script (`Hans`); for Chinese it is inferred from the region when not written.
  public var script: String?
  /// Upper-case region (`CN`), or a UN M.49 number.
  public var region: String?

  public init(_ text: String) {
    let parts = text.trimmingWhitespace().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" || $0 == "." })
      .map(String.init)
    language = parts.first?.lowercased() ?? ""
    for part in parts.dropFirst() {
      if part.count == 4, part.allSatisfy(\.isLetter), script == nil {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)), region == nil {
        region = part.uppercased()
      }
    }
    if language == "zh", script == nil {
      script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }
  }

  /// `language_Script_REGION`, leaving out what is unknown.
  public var description: String {
    ([language] + [script, region].compactMap { $0 }).joined(separator: "_")
  }

  /// The identifier Foundation's formatters understand best (`zh_Hans_CN`, `en_US`).
  var foundationIdentifier: String { description }

  /// The region people most often mean for a bare language (`ja` → `JP`, `en` → `US`).
  var likelyRegion: String? {
    switch language {
    case "en": "US"
    case "zh": script == "Hant" ? "TW" : "CN"
    case "ja": "JP"
    case "ko": "KR"
    case "es": "ES"
    case "pt": "BR"
    case "fr": "FR"
    case "de": "DE"
    case "it": "IT"
    case "ar": "SA"
    default: nil
    }
  }
}
