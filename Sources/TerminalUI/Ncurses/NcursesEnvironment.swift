internal import Glibc
internal import Synchronization

/// Process-wide preparation for ncurses that happens before the ncurses thread starts: the locale, the
/// environment, and the checks that refuse to start where the screen cannot work.
enum NcursesEnvironment {
  /// Set while an `NcursesTerminal` runs: ncurses keeps one screen per process.
  static let running = Atomic<Bool>(false)

  /// Adopts the user's locale (`setlocale(LC_ALL, "")`). When that fails — the locale is not installed, as
  /// `LANG=zh_CN.UTF-8` on a machine with only C.UTF-8 — or gives "C", only the character type falls back:
  /// `LC_CTYPE` becomes C.UTF-8, so ncursesw still decodes and measures UTF-8 (double-width text included). The
  /// interface language is chosen from the environment's names, not from here. Returns whether the user's locale
  /// is UTF-8, which decides between Unicode and ASCII glyphs: under `LANG=C` the terminal may not show UTF-8 at all.
  static func prepareLocale() -> Bool {
    let adopted = (setlocale(LC_ALL, "") ?? setlocale(LC_CTYPE, "")).map { String(cString: $0) }
    let userLocaleIsUTF8: Bool
    if adopted != nil {
      userLocaleIsUTF8 = codesetIsUTF8()
    } else {
      let variables: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
      let name =
        variables.compactMap { variable in getenv(variable).map { String(cString: $0) } }
        .first { !$0.isEmpty } ?? ""
      userLocaleIsUTF8 = name.lowercased().filter { $0 != "-" }.contains("utf8")
    }
    if !codesetIsUTF8() && (adopted == nil || adopted == "C" || adopted == "POSIX") {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    return userLocaleIsUTF8
  }

  /// Removes `LINES` and `COLUMNS`, which would otherwise freeze ncurses' idea of the size forever.
  static func forgetFixedSize() {
    unsetenv("LINES")
    unsetenv("COLUMNS")
  }

  /// Why the screen cannot start on these descriptors with this `TERM`, checked without ncurses.
  static func problem(input: Int32, output: Int32) -> TerminalStartError.Reason? {
    if isatty(input) == 0 { return .notATerminal(.standardInput) }
    if isatty(output) == 0 { return .notATerminal(.standardOutput) }
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else { return .terminalTypeNotSet }
    if term == "dumb" { return .dumbTerminal }
    return nil
  }

  /// Whether colour is forbidden by `NO_COLOR` (present and not empty).
  static var noColorRequested: Bool {
    guard let value = getenv("NO_COLOR") else { return false }
    return value.pointee != 0
  }

  private static func codesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset) == "UTF-8"
  }
}
