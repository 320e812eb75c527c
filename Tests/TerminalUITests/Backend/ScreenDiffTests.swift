import Testing

@testable import TerminalUI

@Suite struct ScreenDiffTests {
  @Test func everythingChangesWithoutAPreviousFrameOrAfterAResize() {
    let screen = Screen(size: Size(width: 5, height: 2))
    #expect(
      ScreenDiff.changedRuns(from: nil, to: screen) == [.init(y: 0, x: 0, count: 5), .init(y: 1, x: 0, count: 5)])
    let other = Screen(size: Size(width: 4, height: 2))
    #expect(ScreenDiff.changedRuns(from: other, to: screen).count == 2)
  }

  @Test func identicalFramesWriteNothing() {
    var screen = Screen(size: Size(width: 10, height: 3))
    screen.write("same 中文", at: Point(x: 0, y: 1))
    #expect(ScreenDiff.changedRuns(from: screen, to: screen).isEmpty)
  }

  @Test func changedCellsFormRunsPerRow() {
    var old = Screen(size: Size(width: 10, height: 2))
    old.write("abcdefghij", at: Point(x: 0, y: 0))
    var new = old
    new.write("X", at: Point(x: 2, y: 0))
    new.write("YZ", at: Point(x: 6, y: 0))
    new.write("!", at: Point(x: 9, y: 1))
    #expect(
      ScreenDiff.changedRuns(from: old, to: new) == [
        .init(y: 0, x: 2, count: 1), .init(y: 0, x: 6, count: 2), .init(y: 1, x: 9, count: 1),
      ])
  }

  @Test func aStyleChangeIsAChange() {
    var old = Screen(size: Size(width: 6, height: 1))
    old.write("row", at: Point(x: 0, y: 0))
    var new = old
    new.restyle(Rect(x: 0, y: 0, width: 3, height: 1), to: .selection)
    #expect(ScreenDiff.changedRuns(from: old, to: new) == [.init(y: 0, x: 0, count: 3)])
  }

  @Test func aRunNeverStartsOnTheRightHalfOfAWideCharacter() {
    var old = Screen(size: Size(width: 6, height: 1))
    old.write("ab", at: Point(x: 0, y: 0))
    var new = Screen(size: Size(width: 6, height: 1))
    new.write("a中", at: Point(x: 0, y: 0))
    #expect(ScreenDiff.changedRuns(from: old, to: new) == [.init(y: 0, x: 1, count: 2)])
    var styled = new
    styled.restyle(Rect(x: 2, y: 0, width: 1, height: 1), to: .accent)
    #expect(ScreenDiff.changedRuns(from: new, to: styled) == [.init(y: 0, x: 1, count: 2)])
  }
}
