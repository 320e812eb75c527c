import StoreCatalog

/// The manual page, `storefront.1`, in roff (`man 7 man`): written from the same specs as `--help`, with the
/// environment, files and exit status that hold for every command.
struct ManualPage {
  let root: CommandSpec
  let version: String

  var text: String {
    var page = [
      #".TH STOREFRONT 1 "" "storefront \#(escape(version))" "User Commands""#,
      ".SH NAME", "storefront \\- \(escape(root.summary))",
      ".SH SYNOPSIS", synopsis(root, path: []),
      ".SH DESCRIPTION",
    ]
    page += paragraphs(root.discussion ?? "")
    page += [".SH OPTIONS"] + options(root, isRoot: true)
    page += [".SH COMMANDS"]
    for (command, path) in commands(under: root, path: []) {
      page += [".SS \"\(escape((["storefront"] + path).joined(separator: " ")))\"", synopsis(command, path: path)]
      page += paragraphs(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")
      if let discussion = command.discussion { page += paragraphs(discussion) }
      page += arguments(command)
      if !command.options.isEmpty { page += [".PP", "Options:"] + options(command, isRoot: false) }
    }
    page += sections
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  private func synopsis(_ command: CommandSpec, path: [String]) -> String {
    let usage = HelpText(command: command, path: path).usage
    let words = usage.split(separator: " ").map(String.init)
    let named = words.prefix(path.count + 1).joined(separator: " ")
    let rest = words.dropFirst(path.count + 1).map { "\\fI\(escape($0))\\fR" }.joined(separator: " ")
    return ".B \(escape(named))\n" + rest
  }

  private func options(_ command: CommandSpec, isRoot: Bool) -> [String] {
    var rows = command.options.map { option in
      let long = "\\fB\\-\\-\(escape(option.name))\\fR" + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "")
      return (option.shortName.map { "\\fB\\-\(escape(String($0)))\\fR, " + long } ?? long, option.help)
    }
    rows.append(("\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show the command's help."))
    if isRoot { rows.append(("\\fB\\-\\-version\\fR", "Print the version.")) }
    return rows.flatMap { [".TP", $0.0, escape($0.1)] }
  }

  private func arguments(_ command: CommandSpec) -> [String] {
    guard !command.arguments.isEmpty else { return [] }
    return [".PP", "Arguments:"]
      + command.arguments.flatMap {
        [".TP", "\\fI\(escape($0.isVariadic ? $0.name + "..." : $0.name))\\fR", escape($0.help)]
      }
  }

  /// Every command with a `run` or a discussion, depth first, in the order `--help` lists them.
  private func commands(under command: CommandSpec, path: [String]) -> [(CommandSpec, [String])] {
    command.visibleSubcommands.flatMap { sub in
      [(sub, path + [sub.name])] + commands(under: sub, path: path + [sub.name])
    }
  }

  private var sections: [String] {
    [
      ".SH ENVIRONMENT",
      ".TP", ".B \(CatalogLocator.environmentVariable)",
      "A folder of .storekit files that can be named like the shipped catalogs (\\fB\\-\\-catalog\\fR \\fINAME\\fR); "
        + "a file there wins over a shipped catalog of the same name.",
      ".TP", ".B XDG_DATA_HOME",
      "Where default sandboxes are kept: \\fI$XDG_DATA_HOME/storefront/sandboxes\\fR.",
      ".TP", ".B NO_COLOR",
      "When set, the interactive storefront draws without colours.",
      ".SH FILES",
      ".TP", ".I ~/.local/share/storefront/sandboxes/",
      "One SQLite sandbox per catalog (when \\fBXDG_DATA_HOME\\fR is unset): one account's transactions, clock and "
        + "settings. Pass \\fB\\-\\-sandbox\\fR \\fIPATH\\fR to use another.",
      ".SH EXIT STATUS",
      "0 success; 1 the command failed, with a message on standard error saying why; 2 a mistake in the command line.",
      ".SH SEE ALSO",
      "\\fBstorefront completion\\fR \\fIbash\\fR|\\fIzsh\\fR|\\fIfish\\fR prints a shell completion script. "
        + "The project's docs/ folder has the full reference.",
    ]
  }

  // MARK: - roff

  /// A discussion's paragraphs: prose is filled; a paragraph laid out in columns or indented lines is kept as written.
  private func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").flatMap { paragraph -> [String] in
      let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let laidOut = lines.contains { $0.hasPrefix(" ") || $0.contains("   ") }
      let body = lines.map { escape($0) }
      return laidOut ? [".PP", ".nf"] + body + [".fi"] : [".PP"] + body
    }
  }

  /// `text` safe in roff: backslashes and minus signs escaped, no line starting with a control character,
  /// characters beyond ASCII as `\[uXXXX]` so every formatter reads them the same.
  func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7F: out += "\\[u\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4))]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
