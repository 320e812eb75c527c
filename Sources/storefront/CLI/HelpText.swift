/// Renders `--help` text from a command's declarations.
struct HelpText {
  let command: CommandSpec
  let path: [String]

  var text: String {
    var lines: [String] = []
    let name = (["storefront"] + path).joined(separator: " ")
    lines.append("\(name) — \(command.summary)")
    lines.append("")
    lines.append("USAGE: \(usage)")
    if let discussion = command.discussion {
      lines.append("")
      lines.append(discussion)
    }
    if !command.arguments.isEmpty {
      lines.append("")
      lines.append("ARGUMENTS:")
      lines += table(command.arguments.map { ($0.isVariadic ? "\($0.name)..." : $0.name, $0.help) })
    }
    let options = command.options
    lines.append("")
    lines.append("OPTIONS:")
    lines += table(
      options.map { (spelling($0), $0.help) } + [("-h, --help", "Show this help.")]
        + (path.isEmpty ? [("--version", "Print the version.")] : []))
    if !command.subcommands.isEmpty {
      lines.append("")
      lines.append("COMMANDS:")
      lines += table(command.visibleSubcommands.map { ($0.name, $0.summary) })
      lines.append("")
      lines.append("See '\(name) COMMAND --help' for a command's options.")
    }
    return lines.joined(separator: "\n") + "\n"
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

  private func table(_ rows: [(String, String)]) -> [String] {
    let width = min(28, rows.map(\.0.count).max() ?? 0)
    return rows.map { left, right in
      let pad = left.count >= width ? "  " : String(repeating: " ", count: width - left.count + 2)
      return "  \(left)\(pad)\(right)"
    }
  }
}
