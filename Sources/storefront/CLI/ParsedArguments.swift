import InterfaceLanguage

/// The values a command line gave a command, after parsing against its `CommandSpec`.
struct ParsedArguments: Sendable {
  /// The interface language: `--language` when given, else the environment's (`LanguageChoice`).
  var language: Language
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// The last value given for an option, if any.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The positional at `index`, if given.
  func argument(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }

  /// An option's value parsed as an integer in `range`, or a usage error that says what was expected.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      let (low, high) = (range.lowerBound, range.upperBound)
      throw UsageError(
        Phrase(
          en: "--\(name) expects a whole number from \(low) to \(high), got '\(text)'",
          zhHans: "--\(name)的值应为\(low)到\(high)之间的整数，实际为 '\(text)'"))
    }
    return number
  }
}
