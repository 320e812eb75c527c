import InterfaceLanguage

// Declarations and errors whose words are not in the catalogue yet, written in English and shown in English in
// every language. `CatalogueBypassTests` names the files waiting for their owners; every other file it reads must use
// the catalogue.

extension CommandSpec {
  init(
    name: String, summary: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = [], isHidden: Bool = false, run: Run? = nil
  ) {
    self.init(
      name: name, summary: .english(summary), discussion: discussion.map(Phrase.english), arguments: arguments,
      options: options, subcommands: subcommands, isHidden: isHidden, run: run)
  }
}

extension ArgumentSpec {
  init(name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false, values: ValueCompletion? = nil) {
    self.init(name: name, help: .english(help), isOptional: isOptional, isVariadic: isVariadic, values: values)
  }
}

extension OptionSpec {
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    flag(name, short: short, help: .english(help))
  }

  static func value(
    _ name: String, _ valueName: String, short: Character? = nil, help: String, values: ValueCompletion? = nil
  ) -> OptionSpec {
    value(name, valueName, short: short, help: .english(help), values: values)
  }
}

extension UsageError {
  init(_ english: String) { self.init(.english(english)) }
}

extension CommandFailure {
  init(_ english: String, status: Int32 = 1) { self.init(.english(english), status: status) }
}

extension Phrase {
  /// English shown in every language, until the words are moved into the catalogue.
  fileprivate static func english(_ text: String) -> Phrase { Phrase(en: text, zhHans: text) }
}
