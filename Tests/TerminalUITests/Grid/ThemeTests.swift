import Testing

@testable import TerminalUI

@Suite struct ThemeTests {
  @Test func everyStyleHasAnAppearanceInTheStandardTheme() {
    for style in Style.allCases { #expect(Theme.standard.appearances[style] != nil, "\(style)") }
  }

  @Test func selectionIsReverseVideoInMonochromeAndAColourPairInColour() {
    let mono = Theme.standard.rendition(of: .selection, colors: false)
    #expect(mono == Rendition(colorPair: 0, attributes: .reverse))
    let color = Theme.standard.rendition(of: .selection, colors: true)
    #expect(color.colorPair > 0)
    let pair = Theme.standard.colorPairs.first { $0.number == color.colorPair }
    #expect(pair?.foreground == .black && pair?.background == .cyan)
  }

  @Test func monochromeNeverLosesAMeaningThatColourCarries() {
    let colored = Style.allCases.filter { style in
      let look = Theme.standard.appearance(of: style)
      return look.foreground != .terminalDefault || look.background != .terminalDefault
    }
    for style in colored where style != .border {
      #expect(!Theme.standard.rendition(of: style, colors: false).attributes.isEmpty, "\(style) has no mono look")
    }
    #expect(Theme.standard.rendition(of: .focusedButton, colors: false).attributes.contains(.reverse))
    #expect(Theme.standard.rendition(of: .error, colors: false).attributes.contains(.bold))
  }

  @Test func colourPairsAreNumberedFromOneWithoutDuplicates() {
    let pairs = Theme.standard.colorPairs
    #expect(pairs.map(\.number) == Array(1...Int16(pairs.count)))
    #expect(Set(pairs.map { "\($0.foreground)/\($0.background)" }).count == pairs.count)
    #expect(Theme.standard.rendition(of: .normal, colors: true) == Rendition(colorPair: 0, attributes: []))
  }

  @Test(
    arguments: [
      ([:], false, true, true),
      (["NO_COLOR": "1"], false, true, false),
      (["NO_COLOR": ""], false, true, true),
      ([:], true, true, false),
      ([:], false, false, false),
    ] as [([String: String], Bool, Bool, Bool)])
  func colourIsUsedOnlyWhenNothingForbidsIt(
    environment: [String: String], option: Bool, hasColors: Bool, expected: Bool
  ) {
    #expect(Theme.usesColor(environment: environment, noColorOption: option, terminalHasColors: hasColors) == expected)
  }
}
