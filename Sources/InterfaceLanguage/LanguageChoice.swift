/// How the interface language is chosen, as command-line tools choose theirs: `--language` if given, else the
/// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, else `LANGUAGE` (a colon-separated list of preferences).
///
/// `C` and `POSIX` mean English. A variable naming a language the interface does not speak (`fr_FR`, `zh_TW`) passes
/// the choice on, as gettext falls back through its list; with nothing usable the interface speaks English. The
/// choice never depends on whether the locale is installed: it reads names, not the C library's locale.
public enum LanguageChoice {
  /// The variables read, in order of precedence.
  public static let variables = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"]

  /// The language `environment` asks for.
  public static func language(environment: [String: String]) -> Language {
    for variable in variables {
      guard let value = environment[variable], !value.isEmpty else { continue }
      let names = variable == "LANGUAGE" ? value.split(separator: ":").map(String.init) : [value]
      if let language = names.lazy.compactMap({ LocaleName($0).language }).first { return language }
    }
    return .en
  }

  /// The language `--language` names when given (nil when it names none we speak), else the environment's.
  public static func language(argument: String?, environment: [String: String]) -> Language? {
    guard let argument else { return language(environment: environment) }
    return Language(argument: argument)
  }
}
