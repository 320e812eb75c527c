/// A command of the `storefront` tool, declared once: parsing, `--help` and the reference in docs/cli.md are
/// all generated from these declarations.
struct CommandSpec: Sendable {
  /// What a command does when it runs: receives the parsed arguments, returns the exit status.
  typealias Run = @Sendable (ParsedArguments) async throws -> Int32

  var name: String
  /// One line: what the command is for.
  var summary: String
  /// More words, shown under the usage line in `--help`.
  var discussion: String?
  var arguments: [ArgumentSpec]
  var options: [OptionSpec]
  var subcommands: [CommandSpec]
  /// Nil for a command that only groups subcommands.
  var run: Run?

  init(
    name: String, summary: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = [], run: Run? = nil
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.run = run
  }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  var isOptional = false
  /// Takes every remaining positional value (at least one unless optional).
  var isVariadic = false
}

/// An option (`--name VALUE`) or flag (`--name`) of a command.
struct OptionSpec: Sendable {
  /// The long name without dashes: `catalog` for `--catalog`.
  var name: String
  /// A one-letter alias without its dash, if any.
  var shortName: Character?
  /// The placeholder for the value in help (`FILE`); nil for a flag.
  var valueName: String?
  var help: String

  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }

  static func value(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: valueName, help: help)
  }

  var isFlag: Bool { valueName == nil }
}
