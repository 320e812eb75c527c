import InterfaceLanguage

/// Finds the command a command line names and parses its arguments against the declarations (and `--language`,
/// which every command takes).
struct ArgumentParser {
  let root: CommandSpec
  /// The interface language, already read from the command line and the environment by the runner.
  let language: Language

  /// What a command line asks for.
  enum Outcome {
    case run(CommandSpec, ParsedArguments)
    case help(CommandSpec, path: [String])
    case version
  }

  func parse(_ arguments: [String]) throws -> Outcome {
    var command = root
    var path: [String] = []
    var rest = arguments[...]
    // Walk down the subcommand tree while the next word names a subcommand.
    while let next = rest.first, let sub = command.subcommands.first(where: { $0.name == next }) {
      command = sub
      path.append(next)
      rest = rest.dropFirst()
    }
    var parsed = ParsedArguments(language: language)
    var onlyPositionals = false
    while let word = rest.popFirst() {
      if onlyPositionals || word == "-" || !word.hasPrefix("-") || Self.isNegativeNumber(word) {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" { onlyPositionals = true; continue }
      if word == "--help" || word == "-h" { return .help(command, path: path) }
      if word == "--version", path.isEmpty { return .version }
      let (spelled, inlineValue) = split(word)
      guard let option = find(spelled, in: command) else {
        throw unknownOption(spelled, command: command, path: path)
      }
      let flag = "--\(option.name)"
      if option.isFlag {
        if inlineValue != nil {
          throw UsageError(Phrase(en: "\(flag) is a flag and takes no value", zhHans: "\(flag)是开关，不接受值"))
        }
        parsed.flags.insert(option.name)
      } else {
        guard let value = inlineValue ?? rest.popFirst() else {
          let placeholder = option.valueName ?? ""
          throw UsageError(
            Phrase(en: "\(flag) needs a value (\(placeholder))", zhHans: "\(flag)需要一个值（\(placeholder)）"))
        }
        parsed.values[option.name, default: []].append(value)
      }
    }
    try check(parsed.positionals, against: command, path: path)
    guard command.run != nil else {
      if let word = parsed.positionals.first { throw unknownCommand(word, path: path, hint: nil) }
      return .help(command, path: path)
    }
    return .run(command, parsed)
  }

  /// `-1`, `-2.5`: a value given to an argument (which then judges it), not an option — no option is spelled so.
  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && Double(word.dropFirst()) != nil && word.dropFirst().first?.isNumber == true
  }

  private func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private func find(_ spelled: String, in command: CommandSpec) -> OptionSpec? {
    let options = command.options + [.language]
    if spelled.hasPrefix("--") {
      return options.first(where: { "--\($0.name)" == spelled })
    }
    return options.first(where: { $0.shortName.map { "-\($0)" } == spelled })
  }

  /// `storefront buy`, for messages.
  private static func name(_ path: [String]) -> String { (["storefront"] + path).joined(separator: " ") }

  private func unknownOption(_ spelled: String, command: CommandSpec, path: [String]) -> UsageError {
    let names = (command.options + [.language]).map { "--\($0.name)" }
    let name = Self.name(path)
    guard let hint = names.min(by: { editDistance($0, spelled) < editDistance($1, spelled) }),
      editDistance(hint, spelled) <= 2
    else {
      return UsageError(
        Phrase(en: "unknown option \(spelled) for '\(name)'", zhHans: "'\(name)' 没有选项\(spelled)"))
    }
    return UsageError(
      Phrase(
        en: "unknown option \(spelled) for '\(name)' (did you mean \(hint)?)",
        zhHans: "'\(name)' 没有选项\(spelled)（是不是想用\(hint)？）"))
  }

  private func unknownCommand(_ word: String, path: [String], hint: String?) -> UsageError {
    let name = Self.name(path)
    guard let hint else {
      return UsageError(Phrase(en: "unknown command '\(word)' for '\(name)'", zhHans: "'\(name)' 没有命令 '\(word)'"))
    }
    return UsageError(
      Phrase(
        en: "unknown command '\(word)' for '\(name)' (did you mean '\(hint)'?)",
        zhHans: "'\(name)' 没有命令 '\(word)'（是不是想用 '\(hint)'？）"))
  }

  private func check(_ positionals: [String], against command: CommandSpec, path: [String]) throws {
    guard command.run != nil else { return }
    let name = Self.name(path)
    if let word = positionals.first, command.arguments.isEmpty, !command.subcommands.isEmpty {
      let closest = command.subcommands.map(\.name).min(by: { editDistance($0, word) < editDistance($1, word) })
      throw unknownCommand(word, path: path, hint: closest.flatMap { editDistance($0, word) <= 2 ? $0 : nil })
    }
    let required = command.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      let missing = required[positionals.count]
      let (en, zhHans) = (missing.help.en, missing.help.zhHans)
      throw UsageError(
        Phrase(en: "'\(name)' needs \(missing.name): \(en)", zhHans: "'\(name)' 需要\(missing.name)：\(zhHans)"))
    }
    let takesAny = command.arguments.contains(where: \.isVariadic)
    if !takesAny, positionals.count > command.arguments.count {
      let extra = positionals[command.arguments.count]
      throw UsageError(Phrase(en: "'\(name)' does not take '\(extra)'", zhHans: "'\(name)' 不接受 '\(extra)'"))
    }
  }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a), b = Array(b)
  var previous = Array(0...b.count)
  for (i, ca) in a.enumerated() {
    var current = [i + 1]
    for (j, cb) in b.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
