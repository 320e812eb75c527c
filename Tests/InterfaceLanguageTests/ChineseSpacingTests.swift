import InterfaceLanguage
import Testing

/// Where Chinese text is spaced when a template meets its values: between Han characters and letters, digits or
/// ASCII signs, as Apple's Chinese documentation writes `为 Pro 版退款` — and not between Han characters or beside
/// Chinese punctuation.
@Suite struct ChineseSpacingTests {
  @Test func hanBesideHanIsNotSpaced() {
    #expect(ChineseSpacing.join("为", "移除广告") == "为移除广告")
    #expect(ChineseSpacing.join("移除广告", "退款") == "移除广告退款")
  }

  @Test func hanBesideLatinIsSpaced() {
    #expect(ChineseSpacing.join("为", "Pro") == "为 Pro")
    #expect(ChineseSpacing.join("Pro", "版退款") == "Pro 版退款")
    #expect(ChineseSpacing.join("App", "Store") == "AppStore")
  }

  @Test func hanBesideDigitsIsSpaced() {
    #expect(ChineseSpacing.join("共", "3") == "共 3")
    #expect(ChineseSpacing.join("3", "项") == "3 项")
  }

  @Test func chinesePunctuationIsNotSpaced() {
    for (left, right) in [("（", "Pro"), ("Pro", "）"), ("、", "3"), ("：", "Pro"), ("3", "，"), ("“", "Pro")] {
      #expect(ChineseSpacing.join(left, right) == left + right)
    }
    #expect(ChineseSpacing.join("移除广告", "（#1）") == "移除广告（#1）")
    #expect(ChineseSpacing.join("$4.99/", "月") == "$4.99/月")
    #expect(ChineseSpacing.join("沙盒", "/tmp/s.sqlite") == "沙盒 /tmp/s.sqlite")
    #expect(ChineseSpacing.join("1、2、…", "之一") == "1、2、…之一")
    #expect(ChineseSpacing.join("ask.scenario · ", "第 1 条") == "ask.scenario · 第 1 条")
  }

  @Test func asciiParenthesesAndQuotesAreSpacedFromHan() {
    #expect(ChineseSpacing.join("移除广告", "(#1)") == "移除广告 (#1)")
    #expect(ChineseSpacing.join("(#1)", "退款") == "(#1) 退款")
    #expect(ChineseSpacing.join("产品", "'pro'") == "产品 'pro'")
  }

  @Test func whitespaceAndEmptySidesAreLeftAlone() {
    #expect(ChineseSpacing.join("为 ", "Pro") == "为 Pro")
    #expect(ChineseSpacing.join("", "Pro") == "Pro")
    #expect(ChineseSpacing.join("为", "") == "为")
  }

  /// The template's own text is never respaced, only its seams with values.
  @Test func templatesSpaceOnlyTheirSeams() {
    let name = "移除广告 (#1)"
    let latin = "Pro"
    let count = 3
    #expect(zh("为\(name)退款") == "为移除广告 (#1) 退款")
    #expect(zh("为\(latin)版退款") == "为 Pro 版退款")
    #expect(zh("已恢复\(count)项购买（\(latin)）。") == "已恢复 3 项购买（Pro）。")
    #expect(zh("App Store 中的\(latin)") == "App Store 中的 Pro")
    #expect(zh("\(count)\(latin)") == "3Pro")
    #expect(zh("\(name)\(latin)") == "移除广告 (#1)Pro")
  }

  /// A template split across lines with `+` spaces the seam where a value meets the next part.
  @Test func joinedTemplatesSpaceValueSeams() {
    let latin = "Pro"
    #expect(zh("购买了\(latin)" + "版") == "购买了 Pro 版")
    #expect(zh("购买了" + "\(latin)版") == "购买了 Pro 版")
    #expect(zh("购买了" + "Pro 版") == "购买了Pro 版")
  }

  private func zh(_ text: ChineseText) -> String { text.text }
}
