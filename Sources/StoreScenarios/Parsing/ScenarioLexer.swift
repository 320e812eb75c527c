/// One word of a statement: a bare word or a quoted string with its escapes resolved.
struct Token: Sendable, Hashable {
  var text: String
  /// 1-based column where the word (or its opening quote) starts.
  var column: Int
  /// The column just past the word (or its closing quote).
  var end: Int
  var isQuoted: Bool
}

/// Splits scenario text into lines and lines into words. Pure, total: every input gives lines and
/// tokens, or a problem with its column.
enum ScenarioLexer {
  /// The file's lines, without their line breaks (`\n`, `\r\n` or a lone trailing `\r`) and without
  /// the byte-order mark some editors put first.
  static func lines(of text: String) -> [String] {
    let bytes = text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? text.utf8.dropFirst(3) : text.utf8[...]
    return bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == 13 ? line.dropLast() : line[...], as: UTF8.self)
    }
  }

  /// The words of one line, up to a `#` comment outside quotes. Quoted strings understand `\"`, `\\`,
  /// `\n` and `\t`; control characters are refused, so nothing can reach a terminal as an escape.
  static func tokens(of line: String) -> Result<[Token], ParseProblem> {
    var tokens: [Token] = []
    var characters = Array(line)[...]
    var column = 1
    func advance() -> Character? {
      guard let next = characters.popFirst() else { return nil }
      column += 1
      return next
    }
    while let first = characters.first {
      if first == " " || first == "\t" {
        _ = advance()
        continue
      }
      if first == "#" { break }
      if let problem = controlProblem(first, at: column) { return .failure(problem) }
      let start = column
      if first == "\"" {
        _ = advance()
        var text = ""
        var closed = false
        while let next = advance() {
          if next == "\"" {
            closed = true
            break
          }
          if let problem = controlProblem(next, at: column - 1) { return .failure(problem) }
          guard next == "\\" else {
            text.append(next)
            continue
          }
          switch advance() {
          case "\"": text.append("\"")
          case "\\": text.append("\\")
          case "n": text.append("\n")
          case "t": text.append("\t")
          case let other:
            return .failure(ParseProblem(column: column - (other == nil ? 1 : 2), .unknownEscape(other)))
          }
        }
        guard closed else {
          return .failure(ParseProblem(column: start, .unterminatedQuote))
        }
        if let next = characters.first, next != " ", next != "\t", next != "#" {
          return .failure(ParseProblem(column: column, .noSpaceAfterQuote(found: next)))
        }
        tokens.append(Token(text: text, column: start, end: column, isQuoted: true))
        continue
      }
      var word = ""
      while let next = characters.first, next != " ", next != "\t", next != "#" {
        if next == "\"" {
          return .failure(ParseProblem(column: column, .quoteInsideWord))
        }
        if let problem = controlProblem(next, at: column) { return .failure(problem) }
        word.append(next)
        _ = advance()
      }
      tokens.append(Token(text: word, column: start, end: column, isQuoted: false))
    }
    return .success(tokens)
  }

  /// A problem when `character` is a control character (other than a tab), DEL or a C1 control.
  private static func controlProblem(_ character: Character, at column: Int) -> ParseProblem? {
    for scalar in character.unicodeScalars {
      let value = scalar.value
      if value < 0x20 && value != 0x09 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
        return ParseProblem(column: column, .controlCharacter(value))
      }
    }
    return nil
  }
}
