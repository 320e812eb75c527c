import InterfaceLanguage

/// A command of the `storefront` tool, declared once: parsing, `--help`, shell completion and the manual page
/// are all generated from these declarations, in the interface language (every help text is a `Phrase`).
struct CommandSpec: Sendable {
  /// What a command does when it runs: receives the parsed arguments, returns the exit status.
  typealias Run = @Sendable (ParsedArguments) async throws -> Int32

  var name: String
  /// One line: what the command is for.
  var summary: Phrase
  /// More words, shown under the usage line in `--help`.
  var discussion: Phrase?
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  var subcommands: [CommandSpec] = []
  /// Left out of help, completion and the manual (the shells' completion hook).
  var isHidden = false
  /// Nil for a command that only groups subcommands.
  var run: Run?

  /// The subcommands people see.
  var visibleSubcommands: [CommandSpec] { subcommands.filter { !$0.isHidden } }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
  var name: String
  var help: Phrase
  var isOptional: Bool
  /// Takes every remaining positional value (at least one unless optional).
  var isVariadic: Bool
  /// What the shell offers for it.
  var values: ValueCompletion

  /// A `FILE` or `PATH` argument completes file names unless `values` says otherwise.
  init(name: String, help: Phrase, isOptional: Bool = false, isVariadic: Bool = false, values: ValueCompletion? = nil) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isVariadic = isVariadic
    self.values = values ?? ValueCompletion.implied(by: name)
  }
}

/// An option (`--name VALUE`) or flag (`--name`) of a command.
struct OptionSpec: Sendable {
  /// The long name without dashes: `catalog` for `--catalog`.
  var name: String
  /// A one-letter alias without its dash, if any.
  var shortName: Character?
  /// The placeholder for the value in help (`FILE`); nil for a flag.
  var valueName: String?
  var help: Phrase
  /// What the shell offers for the value.
  var values: ValueCompletion = .none

  static func flag(_ name: String, short: Character? = nil, help: Phrase) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }

  /// An option with a value; a `FILE` or `PATH` value completes file names unless `values` says otherwise.
  static func value(
    _ name: String, _ valueName: String, short: Character? = nil, help: Phrase, values: ValueCompletion? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: valueName, help: help,
      values: values ?? ValueCompletion.implied(by: valueName))
  }

  var isFlag: Bool { valueName == nil }
}

extension OptionSpec {
  /// `--language en|zh-Hans`: the interface language, over the one the environment names. Every command takes it
  /// (its help, its errors and its words follow it), so it is declared once here, beside `--help`.
  static let language = OptionSpec.value(
    "language", "LANGUAGE",
    help: Phrase(
      en: "the language of the words: en or zh-Hans (default: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
      zhHans: "界面文字的语言：en 或 zh-Hans（默认依次取自 LC_ALL、LC_MESSAGES、LANG、LANGUAGE）"),
    values: .words(Language.argumentValues))
}
