public import FoundationEssentials

/// The language the interface speaks: every word the storefront, the command line and scenario output show is
/// chosen in it. It is not the product locale (`--locale`), which only names the catalog's localization of the
/// products.
public enum Language: String, Sendable, Hashable, CaseIterable {
  case en = "en"
  case zhHans = "zh-Hans"

  /// The value `--language` takes: `en` or `zh-Hans` (any case, `_` for `-`); nil for anything else.
  public init?(argument: String) {
    switch LocaleName(argument).language {
    case .some(let language): self = language
    case nil: return nil
    }
  }

  /// The locale Foundation's formatters use for this language.
  public var locale: Locale {
    switch self {
    case .en: Locale(identifier: "en_US")
    case .zhHans: Locale(identifier: "zh_Hans")
    }
  }

  /// What `--language` accepts, for help and error messages.
  public static let argumentValues = allCases.map(\.rawValue)
}

/// A locale name as the environment gives one (`zh_CN.UTF-8`, `zh-Hans-SG`, `C.UTF-8`, `en_US@euro`), read for
/// the interface language it names.
struct LocaleName {
  /// The name without its encoding and modifier, with `-` for `_`, lowercased: `zh-cn`, `c`.
  let base: String

  init(_ name: String) {
    let withoutModifier = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let withoutEncoding = withoutModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first
    base = String(withoutEncoding ?? "").replacing("_", with: "-").lowercased()
  }

  /// `C` and `POSIX`: the portable locale, whose messages are English.
  var isPortable: Bool { base == "c" || base == "posix" }

  /// The interface language the name is in, or nil for a language the interface does not speak (Traditional
  /// Chinese included: `zh_TW`, `zh_HK`, `zh-Hant`).
  var language: Language? {
    if isPortable { return .en }
    let parts = base.split(separator: "-").map(String.init)
    switch parts.first {
    case "en": return .en
    case "zh":
      let rest = Set(parts.dropFirst())
      let traditional = rest.contains("hant") || (!rest.isDisjoint(with: ["tw", "hk", "mo"]) && !rest.contains("hans"))
      return traditional ? nil : .zhHans
    default: return nil
    }
  }
}
