import InterfaceLanguage

/// Renders `--help` text from a command's declarations, in the interface language.
struct HelpText {
  let command: CommandSpec
  let path: [String]
  let language: Language

  var text: String {
    var lines: [String] = []
    let name = (["storefront"] + path).joined(separator: " ")
    lines.append("\(name) — \(command.summary.text(in: language))")
    lines.append("")
    lines.append(language.say(en: "USAGE: \(usage)", zhHans: "用法：\(usage)"))
    if let discussion = command.discussion {
      lines.append("")
      lines.append(discussion.text(in: language))
    }
    if !command.arguments.isEmpty {
      lines.append("")
      lines.append(language.say(en: "ARGUMENTS:", zhHans: "参数："))
      lines += table(command.arguments.map { ($0.isVariadic ? "\($0.name)..." : $0.name, $0.help.text(in: language)) })
    }
    lines.append("")
    lines.append(language.say(en: "OPTIONS:", zhHans: "选项："))
    lines += table(Self.options(of: command, isRoot: path.isEmpty).map { (spelling($0), $0.help.text(in: language)) })
    if !command.subcommands.isEmpty {
      lines.append("")
      lines.append(language.say(en: "COMMANDS:", zhHans: "命令："))
      lines += table(command.visibleSubcommands.map { ($0.name, $0.summary.text(in: language)) })
      lines.append("")
      lines.append(
        language.say(
          en: "See '\(name) COMMAND --help' for a command's options.", zhHans: "运行 '\(name) COMMAND --help' 查看某个命令的选项。"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's options as help, completion and the manual list them: its own, then those every command takes
  /// (`--language`, `-h, --help`) and, at the root, `--version`.
  static func options(of command: CommandSpec, isRoot: Bool) -> [OptionSpec] {
    command.options + [.language, .help] + (isRoot ? [.version] : [])
  }

  /// The usage line: `storefront buy [OPTIONS] PRODUCT`.
  var usage: String {
    var parts = [(["storefront"] + path).joined(separator: " ")]
    if !command.subcommands.isEmpty, command.run == nil { parts.append("COMMAND") }
    if !command.options.isEmpty || command.run != nil { parts.append("[OPTIONS]") }
    for argument in command.arguments {
      let word = argument.isVariadic ? "\(argument.name)..." : argument.name
      parts.append(argument.isOptional ? "[\(word)]" : word)
    }
    if !command.subcommands.isEmpty, command.run != nil { parts.append("| COMMAND") }
    return parts.joined(separator: " ")
  }

  private func spelling(_ option: OptionSpec) -> String {
    let long = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
    return option.shortName.map { "-\($0), \(long)" } ?? long
  }

  /// Two columns, the second starting where the widest first one ends (at most 28 columns; the first column is
  /// always ASCII: names, flags and placeholders).
  private func table(_ rows: [(String, String)]) -> [String] {
    let width = min(28, rows.map(\.0.count).max() ?? 0)
    return rows.map { left, right in
      let pad = left.count >= width ? "  " : String(repeating: " ", count: width - left.count + 2)
      return "  \(left)\(pad)\(right)"
    }
  }
}

extension OptionSpec {
  /// `-h, --help`: every command's help (the parser answers it before anything else).
  static let help = OptionSpec.flag(
    "help", short: "h", help: Phrase(en: "Show this help.", zhHans: "显示本帮助。"))
  /// `--version`: the root's only.
  static let version = OptionSpec.flag("version", help: Phrase(en: "Print the version.", zhHans: "显示版本号。"))
}
