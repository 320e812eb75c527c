import Testing

@testable import TerminalUI

@Suite struct TextLayoutTests {
  @Test func truncatesWithEllipsisByColumns() {
    #expect(TextLayout.truncated("Pro Monthly", toWidth: 20) == "Pro Monthly")
    #expect(TextLayout.truncated("Pro Monthly", toWidth: 8) == "Pro Mon…")
    #expect(TextLayout.truncated("Pro Monthly", toWidth: 5) == "Pro…")
    #expect(TextLayout.truncated("商品一覧です", toWidth: 7) == "商品一…")
    #expect(TextLayout.truncated("商品一覧です", toWidth: 6) == "商品…")
    #expect(TextLayout.truncated("abc", toWidth: 1) == "…")
    #expect(TextLayout.truncated("abc", toWidth: 0) == "")
    #expect(TextLayout.truncated("abcdef", toWidth: 4, ellipsis: "~") == "abc~")
  }

  @Test func wrapsAtSpaces() {
    #expect(
      TextLayout.wrapped("Unlock all features. Auto-renews monthly until cancelled.", toWidth: 20) == [
        "Unlock all features.", "Auto-renews monthly", "until cancelled.",
      ])
  }

  @Test func breaksLongWordsAndKeepsParagraphs() {
    #expect(TextLayout.wrapped("abcdefghij klm", toWidth: 4) == ["abcd", "efgh", "ij", "klm"])
    #expect(TextLayout.wrapped("one\n\ntwo", toWidth: 10) == ["one", "", "two"])
    #expect(TextLayout.wrapped("", toWidth: 10) == [""])
  }

  @Test func breaksBetweenCJKCharactersWithoutSpaces() {
    let lines = TextLayout.wrapped("すべての機能を解除します。毎月自動更新。", toWidth: 10)
    #expect(lines == ["すべての機", "能を解除し", "ます。毎月", "自動更新。"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  @Test func keepsClosingPunctuationWithThePrecedingCharacter() {
    #expect(TextLayout.wrapped("一二三四。五", toWidth: 8) == ["一二三", "四。五"])
  }

  /// Chinese line breaking (issue 17): a closing quote or bracket never starts a line, and an opening one never ends
  /// a line, whatever follows it — CJK, or a Latin word.
  @Test func keepsQuotesAndBracketsWithWhatTheyEnclose() {
    #expect(TextLayout.wrapped("中关闭“离线”，或运行", toWidth: 10) == ["中关闭“离", "线”，或运", "行"])
    let code = TextLayout.wrapped("无法连接：notConnected（StoreKitError）。", toWidth: 24)
    #expect(code == ["无法连接：notConnected", "（StoreKitError）。"])
    #expect(TextLayout.wrapped("一二三（四五）", toWidth: 8) == ["一二三", "（四五）"])
  }

  @Test func mixesLatinAndCJK() {
    #expect(TextLayout.wrapped("Pro 会员 monthly 订阅", toWidth: 9) == ["Pro 会员", "monthly", "订阅"])
  }
}
