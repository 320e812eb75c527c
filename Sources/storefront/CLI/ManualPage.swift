import FoundationEssentials
import InterfaceLanguage
import StoreCatalog

/// The manual page, `storefront.1`, in roff (`man 7 man`): written from the same specs as `--help`, with the
/// environment, files and exit status that hold for every command, in the interface language.
struct ManualPage {
  let root: CommandSpec
  let version: String
  let language: Language

  var text: String {
    let manual = escape(language.say(en: "User Commands", zhHans: "用户命令"))
    var page = [
      #".TH STOREFRONT 1 "" "storefront \#(escape(version))" "\#(manual)""#,
      heading(en: "NAME", zhHans: "名称"), "storefront \\- \(escape(text(root.summary)))",
      heading(en: "SYNOPSIS", zhHans: "概述"), synopsis(root, path: []),
      heading(en: "DESCRIPTION", zhHans: "描述"),
    ]
    // Chinese is set ragged right: roff cannot break between Chinese characters, so justifying a line would
    // spread its spaces around the Latin words in it.
    if language == .zhHans { page.insert(contentsOf: [".ds AD l", ".ad l"], at: 1) }
    page += paragraphs(root.discussion.map(text) ?? "")
    page += [heading(en: "OPTIONS", zhHans: "选项")] + options(root, isRoot: true)
    page += [heading(en: "COMMANDS", zhHans: "命令")]
    for (command, path) in commands(under: root, path: []) {
      page += [".SS \"\(escape((["storefront"] + path).joined(separator: " ")))\"", synopsis(command, path: path)]
      let summary = text(command.summary)
      page += paragraphs(
        language.say(en: summary.prefix(1).uppercased() + summary.dropFirst() + ".", zhHans: ChineseText(verbatim: summary + "。")))
      if let discussion = command.discussion { page += paragraphs(text(discussion)) }
      page += arguments(command)
      if !command.options.isEmpty {
        page += [".PP", escape(language.say(en: "Options:", zhHans: "选项："))] + options(command, isRoot: false)
      }
    }
    page += sections
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  private func synopsis(_ command: CommandSpec, path: [String]) -> String {
    let usage = HelpText(command: command, path: path, language: language).usage
    let words = usage.split(separator: " ").map(String.init)
    let named = words.prefix(path.count + 1).joined(separator: " ")
    let rest = words.dropFirst(path.count + 1).map { "\\fI\(escape($0))\\fR" }.joined(separator: " ")
    return ".B \(escape(named))\n" + rest
  }

  /// The options `--help` lists, with the same help.
  private func options(_ command: CommandSpec, isRoot: Bool) -> [String] {
    HelpText.options(of: command, isRoot: isRoot).flatMap { option in
      let long = "\\fB\\-\\-\(escape(option.name))\\fR" + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "")
      let spelled = option.shortName.map { "\\fB\\-\(escape(String($0)))\\fR, " + long } ?? long
      return [".TP", spelled, escape(text(option.help))]
    }
  }

  private func arguments(_ command: CommandSpec) -> [String] {
    guard !command.arguments.isEmpty else { return [] }
    return [".PP", escape(language.say(en: "Arguments:", zhHans: "参数："))]
      + command.arguments.flatMap {
        [".TP", "\\fI\(escape($0.isVariadic ? $0.name + "..." : $0.name))\\fR", escape(text($0.help))]
      }
  }

  private func text(_ phrase: Phrase) -> String { phrase.text(in: language) }

  /// A section heading: `.SH NAME`, `.SH 名称`.
  private func heading(en: String, zhHans: ChineseText) -> String {
    ".SH \(escape(language.say(en: en, zhHans: zhHans)))"
  }

  /// Every command with a `run` or a discussion, depth first, in the order `--help` lists them.
  private func commands(under command: CommandSpec, path: [String]) -> [(CommandSpec, [String])] {
    command.visibleSubcommands.flatMap { sub in
      [(sub, path + [sub.name])] + commands(under: sub, path: path + [sub.name])
    }
  }

  private var sections: [String] {
    let catalogs = CatalogLocator.environmentVariable
    return [
      heading(en: "ENVIRONMENT", zhHans: "环境变量"),
      ".TP", ".B \(catalogs)",
      escape(
        language.say(
          en: "A folder of .storekit files that can be named like the shipped catalogs (--catalog NAME); "
            + "a file there wins over a shipped catalog of the same name.",
          zhHans: "一个存放 .storekit 文件的文件夹，其中的文件可像随附的目录一样按名称指定（--catalog NAME）；"
            + "与随附目录同名时，以该文件夹中的文件为准。")),
      ".TP", ".B LC_ALL, LC_MESSAGES, LANG, LANGUAGE",
      escape(
        language.say(
          en: "The language of the words, read in this order (zh_CN.UTF-8 or zh-Hans: Simplified Chinese; C, POSIX "
            + "and en: English), whether or not the locale is installed; --language overrides them.",
          zhHans: "界面文字的语言，按此顺序读取（zh_CN.UTF-8 或 zh-Hans：简体中文；C、POSIX 和 en：英文），"
            + "无论该语言环境是否已安装；--language 优先于它们。")),
      ".TP", ".B XDG_DATA_HOME",
      escape(
        language.say(
          en: "Where default sandboxes are kept: $XDG_DATA_HOME/storefront/sandboxes.",
          zhHans: "默认沙盒的存放位置：$XDG_DATA_HOME/storefront/sandboxes。")),
      ".TP", ".B NO_COLOR",
      escape(
        language.say(
          en: "When set, the interactive storefront draws without colours.", zhHans: "设置后，交互式店面不使用颜色。")),
      heading(en: "FILES", zhHans: "文件"),
      ".TP", ".I ~/.local/share/storefront/sandboxes/",
      escape(
        language.say(
          en: "One SQLite sandbox per catalog (when XDG_DATA_HOME is unset): one account's transactions, clock and "
            + "settings. Pass --sandbox PATH to use another.",
          zhHans: "每个目录一个 SQLite 沙盒（未设置 XDG_DATA_HOME 时）：一个账户的交易、时钟和设置。"
            + "用 --sandbox PATH 指定其他沙盒。")),
      heading(en: "EXIT STATUS", zhHans: "退出状态"),
      escape(
        language.say(
          en: "0 success; 1 the command failed, with a message on standard error saying why; 2 a mistake in the "
            + "command line.",
          zhHans: "0 成功；1 命令失败，标准错误输出会说明原因；2 命令行有误。")),
      heading(en: "SEE ALSO", zhHans: "另请参阅"),
      escape(
        language.say(
          en: "storefront completion bash|zsh|fish prints a shell completion script. The project's docs/ folder has "
            + "the full reference.",
          zhHans: "storefront completion bash|zsh|fish 输出 shell 补全脚本。完整参考见项目的 docs/ 文件夹。")),
    ]
  }

  // MARK: - roff

  /// A discussion's paragraphs: prose is filled; a paragraph laid out in columns or indented lines is kept as written.
  /// Prose is one input line, its lines joined with a space — or with nothing where Chinese meets (roff would put
  /// a space at every line break, and Chinese has none between words).
  private func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").flatMap { paragraph -> [String] in
      let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.contains(where: { $0.hasPrefix(" ") || $0.contains("   ") }) {
        return [".PP", ".nf"] + lines.map { escape($0) } + [".fi"]
      }
      let isWide = { (character: Character?) in character?.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false }
      let prose = lines.dropFirst().reduce(lines.first ?? "") { joined, line in
        joined + (isWide(joined.last) || isWide(line.first) ? "" : " ") + line
      }
      return [".PP", escape(prose)]
    }
  }

  /// `text` safe in roff: backslashes and minus signs escaped, no line starting with a control character,
  /// characters beyond ASCII as `\[uXXXX]` so every formatter reads them the same, and a break point after each
  /// Chinese character.
  func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7F:
        out += "\\[u\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4))]"
        // A line may break after any Chinese character, as Chinese text breaks (`\:` is roff's break point).
        if scalar.value >= 0x2E80 { out += "\\:" }
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
