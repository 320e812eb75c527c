/// Finds the command a command line names and parses its arguments against the declarations.
struct ArgumentParser {
  let root: CommandSpec

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
    var parsed = ParsedArguments(commandPath: path)
    var onlyPositionals = false
    while let word = rest.popFirst() {
      if onlyPositionals || word == "-" || !word.hasPrefix("-") {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" { onlyPositionals = true; continue }
      if word == "--help" || word == "-h" { return .help(command, path: path) }
      if word == "--version", path.isEmpty { return .version }
      let (spelled, inlineValue) = split(word)
      guard let option = find(spelled, in: command) else {
        throw UsageError(unknownOptionMessage(spelled, command: command, path: path))
      }
      if option.isFlag {
        if inlineValue != nil { throw UsageError("--\(option.name) is a flag and takes no value") }
        parsed.flags.insert(option.name)
      } else {
        guard let value = inlineValue ?? rest.popFirst() else {
          throw UsageError("--\(option.name) needs a value (\(option.valueName!))")
        }
        parsed.values[option.name, default: []].append(value)
      }
    }
    try check(parsed.positionals, against: command, path: path)
    guard command.run != nil else {
      if let word = parsed.positionals.first {
        throw UsageError("unknown command '\(word)' for '\((["storefront"] + path).joined(separator: " "))'")
      }
      return .help(command, path: path)
    }
    return .run(command, parsed)
  }

  private func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private func find(_ spelled: String, in command: CommandSpec) -> OptionSpec? {
    let options = command.options
    if spelled.hasPrefix("--") {
      return options.first(where: { "--\($0.name)" == spelled })
    }
    return options.first(where: { $0.shortName.map { "-\($0)" } == spelled })
  }

  private func unknownOptionMessage(_ spelled: String, command: CommandSpec, path: [String]) -> String {
    let names = command.options.map { "--\($0.name)" }
    let hint = names.min(by: { editDistance($0, spelled) < editDistance($1, spelled) })
      .flatMap { editDistance($0, spelled) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
    return "unknown option \(spelled) for '\((["storefront"] + path).joined(separator: " "))'\(hint)"
  }

  private func check(_ positionals: [String], against command: CommandSpec, path: [String]) throws {
    guard command.run != nil else { return }
    let name = (["storefront"] + path).joined(separator: " ")
    if let word = positionals.first, command.arguments.isEmpty, !command.subcommands.isEmpty {
      let closest = command.subcommands.map(\.name).min(by: { editDistance($0, word) < editDistance($1, word) })
      let hint = closest.flatMap { editDistance($0, word) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
      throw UsageError("unknown command '\(word)' for '\(name)'\(hint)")
    }
    let required = command.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      let missing = required[positionals.count]
      throw UsageError("'\(name)' needs \(missing.name): \(missing.help)")
    }
    let takesAny = command.arguments.contains(where: \.isVariadic)
    if !takesAny, positionals.count > command.arguments.count {
      throw UsageError("'\(name)' does not take '\(positionals[command.arguments.count])'")
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
