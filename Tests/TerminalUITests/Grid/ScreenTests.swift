import Testing

@testable import TerminalUI

@Suite struct ScreenTests {
  @Test func writesAndReportsTheNextColumn() {
    var screen = Screen(size: Size(width: 10, height: 2))
    let end = screen.write("abc", at: Point(x: 2, y: 1), style: .accent)
    #expect(end == 5)
    #expect(screen.text == "\n  abc")
    #expect(screen.styleMask == "..........\n..AAA.....")
  }

  @Test func wideCharactersTakeTwoCellsWithAContinuation() {
    var screen = Screen(size: Size(width: 6, height: 1))
    screen.write("中a", at: Point(x: 0, y: 0))
    #expect(screen[0, 0] == Cell("中", width: 2))
    #expect(screen[1, 0].isContinuation)
    #expect(screen[2, 0].character == "a")
    #expect(screen.text == "中a")
  }

  @Test func neverSplitsAWideCharacterAtTheRightEdge() {
    var screen = Screen(size: Size(width: 5, height: 1))
    screen.write("ab中文", at: Point(x: 0, y: 0), style: .title)
    #expect(screen.text == "ab中")
    screen.write("abcd中", at: Point(x: 0, y: 0), style: .title)
    #expect(screen.text == "abcd")
    #expect(screen.styleMask == "TTTTT")
    #expect(screen.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func clipsToARectangleOnBothSides() {
    var screen = Screen(size: Size(width: 8, height: 1))
    screen.write("中文字", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
    #expect(screen.text == "   文")
    #expect(screen[2, 0].character == " " && !screen[2, 0].isContinuation)
  }

  @Test func overwritingHalfAWideCharacterRepairsTheOtherHalf() {
    var screen = Screen(size: Size(width: 6, height: 1))
    screen.write("中文", at: Point(x: 0, y: 0))
    screen.write("x", at: Point(x: 1, y: 0))
    #expect(screen.text == " x文")
    screen.write("y", at: Point(x: 2, y: 0))
    #expect(screen.text == " xy")
    #expect(
      screen.cells.enumerated().allSatisfy { index, cell in
        !cell.isContinuation || (index > 0 && screen.cells[index - 1].width == 2)
      })
  }

  @Test func dropsControlsAndLeadingCombiningMarks() {
    var screen = Screen(size: Size(width: 12, height: 1))
    screen.write("\u{301}a\u{1B}[2Jb\u{7}c e\u{301}", at: Point(x: 0, y: 0))
    #expect(screen.text == "abc e\u{301}")
  }

  @Test func asciiScreensShowNonASCIIAsQuestionMarksOfTheSameWidth() {
    var screen = Screen(size: Size(width: 12, height: 1), glyphs: .ascii)
    screen.write("Café 中文!", at: Point(x: 0, y: 0))
    #expect(screen.text == "Caf? ????!")
  }

  @Test func alignedWritesTruncateWithTheGlyphEllipsis() {
    var screen = Screen(size: Size(width: 10, height: 3), glyphs: .ascii)
    screen.write("right", in: Rect(x: 0, y: 0, width: 10, height: 1), alignment: .trailing)
    screen.write("mid", in: Rect(x: 0, y: 1, width: 10, height: 1), alignment: .center)
    screen.write("much too long", in: Rect(x: 0, y: 2, width: 10, height: 1))
    #expect(screen.text == "     right\n   mid\nmuch too~")
  }

  @Test func restyleKeepsCharacters() {
    var screen = Screen(size: Size(width: 4, height: 1))
    screen.write("ab", at: Point(x: 0, y: 0), style: .error)
    screen.dimAll()
    #expect(screen.text == "ab")
    #expect(screen.styleMask == "dddd")
  }
}

@Suite struct LayoutTests {
  let area = Rect(x: 0, y: 0, width: 80, height: 24)

  @Test func splitsRowsIntoFixedAndFlexibleParts() {
    let rows = area.rows([.fixed(1), .fill, .fixed(1)])
    #expect(rows.map(\.height) == [1, 22, 1])
    #expect(rows.map(\.y) == [0, 1, 23])
  }

  @Test func sharesFlexibleSpaceByWeightWithTheRemainderFirst() {
    #expect(area.columns([.flexible(1), .flexible(2)]).map(\.width) == [27, 53])
    #expect(area.columns([.fill, .fill, .fill]).map(\.width) == [27, 27, 26])
    #expect(area.columns([.fixed(30), .fill], spacing: 1).map(\.x) == [0, 31])
  }

  @Test func fixedPartsShrinkWhenThereIsNoRoom() {
    #expect(Rect(x: 0, y: 0, width: 5, height: 1).columns([.fixed(3), .fixed(3), .fill]).map(\.width) == [3, 2, 0])
  }

  @Test func rectangleHelpers() {
    #expect(area.centered(width: 20, height: 4) == Rect(x: 30, y: 10, width: 20, height: 4))
    #expect(area.inset(by: 1) == Rect(x: 1, y: 1, width: 78, height: 22))
    #expect(Rect(x: 0, y: 0, width: 2, height: 2).inset(by: 2).isEmpty)
    #expect(area.intersection(Rect(x: 70, y: 20, width: 20, height: 20)) == Rect(x: 70, y: 20, width: 10, height: 4))
    #expect(Size(width: 80, height: 24).description == "80×24")
  }
}

@Suite struct ScreenInvariantTests {
  /// Overlapping writes of wide, narrow and combining text at random places and clips never leave a
  /// continuation cell that does not follow a 2-column cell, nor a 2-column cell without its continuation.
  @Test func randomOverlappingWritesKeepTheWideCharacterInvariant() {
    var generator = SplitMix(seed: 42)
    let pieces = ["中文", "a", "é", "🙂x", "e\u{301}", "ｶﾀ", "──", "한국어", "\u{1B}[31m", "\t"]
    var screen = Screen(size: Size(width: 17, height: 3))
    for _ in 0..<2_000 {
      let text = (0..<Int(generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
      let point = Point(x: Int(generator.next() % 21) - 2, y: Int(generator.next() % 3))
      let clip = Rect(x: Int(generator.next() % 10), y: 0, width: Int(generator.next() % 12), height: 3)
      screen.write(text.joined(), at: point, style: .accent, clip: generator.next() % 2 == 0 ? clip : nil)
      for y in 0..<3 {
        for x in 0..<17 {
          let cell = screen[x, y]
          if cell.isContinuation { #expect(x > 0 && screen[x - 1, y].width == 2) }
          if cell.width == 2 { #expect(x < 16 && screen[x + 1, y].isContinuation) }
        }
      }
    }
  }
}

/// A small deterministic random number generator for repeatable randomised tests.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
