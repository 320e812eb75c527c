/// Width-aware line breaking and truncation for text that has already been sanitised.
public enum TextLayout {
  /// Cuts `text` to at most `width` columns, ending it with `ellipsis` when anything was cut.
  ///
  /// A wide character is never split; spaces before the ellipsis are dropped (`"Pro …"` reads as `"Pro…"`).
  public static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard ellipsisWidth <= width else { return prefix(of: ellipsis, fitting: width) }
    var kept = prefix(of: text, fitting: width - ellipsisWidth)
    while kept.last == " " { kept.removeLast() }
    return kept + ellipsis
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func prefix(of text: String, fitting width: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let columns = DisplayWidth.of(text[index])
      if used + columns > width { break }
      used += columns
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// Breaks `text` into lines of at most `width` columns.
  ///
  /// Lines break at spaces, and between two wide (CJK) characters, which need no space between them; closing
  /// punctuation such as `。`, `」` or `”` stays on the line of the character before it, and opening punctuation such
  /// as `（` or `“` on the line of the character after it. A word longer than a line is cut where the line ends.
  /// `\n` starts a new line; an empty paragraph gives an empty line.
  public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrapParagraph(String(paragraph), width: width)
    }
  }

  // MARK: - Wrapping

  /// A piece that is never split across lines unless it alone is wider than a line.
  private struct Token {
    var text: String
    var width: Int
    var isSpace: Bool
  }

  private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func endLine() {
      while line.last == " " { line.removeLast() }
      lines.append(line)
      line = ""
      lineWidth = 0
    }
    for token in tokens(of: paragraph) {
      if token.isSpace {
        if lineWidth > 0 && lineWidth + token.width <= width {
          line += token.text
          lineWidth += token.width
        } else if lineWidth > 0 {
          endLine()
        }
        continue
      }
      if lineWidth + token.width > width && lineWidth > 0 { endLine() }
      if token.width <= width {
        line += token.text
        lineWidth += token.width
        continue
      }
      for character in token.text {
        let columns = DisplayWidth.of(character)
        if lineWidth + columns > width && lineWidth > 0 { endLine() }
        line.append(character)
        lineWidth += columns
      }
    }
    if lineWidth > 0 || lines.isEmpty { endLine() }
    return lines
  }

  /// Splits a paragraph into runs of spaces, words, and single wide characters (with any closing punctuation before
  /// them and any opening punctuation after them).
  private static func tokens(of paragraph: String) -> [Token] {
    enum Kind { case space, word, wide }
    var tokens: [Token] = []
    var current = Token(text: "", width: 0, isSpace: false)
    var kind = Kind.word
    /// Whether the token ends in opening punctuation, which the next character joins.
    var opens = false
    func start(_ newKind: Kind) {
      if !current.text.isEmpty { tokens.append(current) }
      current = Token(text: "", width: 0, isSpace: newKind == .space)
      kind = newKind
    }
    for character in paragraph {
      let columns = DisplayWidth.of(character)
      if character == " " {
        if kind != .space || current.text.isEmpty { start(.space) }
      } else if opens || (noLineStart.contains(character) && kind != .space && !current.text.isEmpty) {
        // Closing punctuation joins the token before it, and any character the opening punctuation before it.
        kind = columns == 2 ? .wide : .word
      } else if columns == 2 {
        start(.wide)
      } else if kind != .word || current.text.isEmpty {
        start(.word)
      }
      current.text.append(character)
      current.width += columns
      opens = noLineEnd.contains(character)
    }
    start(.word)
    return tokens
  }

  /// Punctuation that must not begin a line (a small kinsoku set).
  private static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "！", "？", "：", "；", "）", "」", "』", "】", "〉", "》", "〕", "ー", "…", "”", "’",
    ",", ".", "!", "?", ":", ";", ")",
  ]

  /// Punctuation that must not end a line.
  private static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "“", "‘"]
}
