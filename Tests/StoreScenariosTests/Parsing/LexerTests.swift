import InterfaceLanguage
import Testing

@testable import StoreScenarios

@Suite struct LexerTests {
  func words(_ line: String) -> [String]? {
    guard case .success(let tokens) = ScenarioLexer.tokens(of: line) else { return nil }
    return tokens.map(\.text)
  }

  func problem(_ line: String) -> ParseProblem? {
    guard case .failure(let problem) = ScenarioLexer.tokens(of: line) else { return nil }
    return problem
  }

  @Test func linesSplitOnEveryLineBreakStyle() {
    #expect(ScenarioLexer.lines(of: "a\nb\r\nc\r\n") == ["a", "b", "c", ""])
    #expect(ScenarioLexer.lines(of: "") == [""])
    #expect(ScenarioLexer.lines(of: "é\r\nü") == ["é", "ü"])
    #expect(ScenarioLexer.lines(of: "\u{FEFF}restore\n") == ["restore", ""])
  }

  @Test func wordsAreSeparatedBySpacesAndTabsUpToAComment() {
    #expect(words("  buy\tcom.x   quantity 2 # a comment \"unterminated") == ["buy", "com.x", "quantity", "2"])
    #expect(words("# only a comment") == [])
    #expect(words("expect log #hash") == ["expect", "log"])
  }

  @Test func columnsCountCharactersFromOne() throws {
    guard case .success(let tokens) = ScenarioLexer.tokens(of: "  buy \"é x\" y") else {
      Issue.record("no tokens")
      return
    }
    #expect(tokens.map(\.column) == [3, 7, 13])
    #expect(tokens.map(\.end) == [6, 12, 14])
    #expect(tokens.map(\.isQuoted) == [false, true, false])
  }

  @Test func quotedStringsKeepSpacesAndHashesAndResolveEscapes() {
    #expect(words(#"expect log "a # b""#) == ["expect", "log", "a # b"])
    #expect(words(#"x "say \"hi\" \\ \n\t""#) == ["x", "say \"hi\" \\ \n\t"])
    #expect(words(#"x """#) == ["x", ""])
  }

  @Test func anUnterminatedQuoteIsReportedAtTheOpeningQuote() {
    #expect(
      problem(#"expect log "never closed"#)
        == ParseProblem(column: 12, .unterminatedQuote))
    #expect(ScenarioProblem.unterminatedQuote.words(in: .en) == "unterminated quoted string; expected a closing \" on this line")
  }

  @Test func anUnknownEscapeIsReportedAtItsBackslash() {
    let found = problem(#"x "a\qb""#)
    #expect(found?.column == 5)
    #expect(found?.problem == .unknownEscape("q"))
    #expect(found?.problem.words(in: .en) == #"unknown escape \q in a quoted string; expected \", \\, \n or \t"#)
    #expect(problem(#"x "a\"#)?.problem == .unknownEscape(nil))
    #expect(problem(#"x "a\"#)?.problem.words(in: .en).contains("a backslash at the end of the line") == true)
  }

  @Test func quotesMustStandApartFromWords() {
    #expect(
      problem(#"x ab"c""#) == ParseProblem(column: 5, .quoteInsideWord))
    #expect(problem(#"x "ab"c"#) == ParseProblem(column: 7, .noSpaceAfterQuote(found: "c")))
    #expect(
      ScenarioProblem.noSpaceAfterQuote(found: "c").words(in: .en) == "expected a space after the closing quote, found 'c'")
  }

  @Test func controlCharactersAreRefusedWhereverTheyAre() {
    #expect(
      problem("buy \u{1B}[31m")?.problem.words(in: .en)
        == "control character U+001B is not allowed; write \\n or \\t inside quotes")
    #expect(problem("buy \u{1B}[31m")?.column == 5)
    #expect(problem("x \"a\u{7}\"")?.column == 5)
    #expect(problem("x a\u{85}")?.column == 4)
    #expect(words("x \"tab\there\"") == ["x", "tab\there"])
  }
}
