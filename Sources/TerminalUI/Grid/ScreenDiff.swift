/// The cells that differ between two frames, as runs per row: all a backend needs to write to go from one to
/// the other. Moving a list selection changes two rows, so a keystroke costs a few dozen cells, not a screen.
public enum ScreenDiff {
  /// `count` changed cells starting at column `x` of row `y`.
  public struct Run: Hashable, Sendable {
    public var y: Int
    public var x: Int
    public var count: Int
  }

  /// The runs of cells that differ from `old` in `new`. Every cell is a change when there is no old frame or
  /// its size differs. A run never starts on the right half of a wide character: it starts on the character.
  public static func changedRuns(from old: Screen?, to new: Screen) -> [Run] {
    let width = new.size.width
    guard let old, old.size == new.size else {
      return width == 0 ? [] : (0..<new.size.height).map { Run(y: $0, x: 0, count: width) }
    }
    var runs: [Run] = []
    for y in 0..<new.size.height {
      let row = y * width
      var x = 0
      while x < width {
        guard old.cells[row + x] != new.cells[row + x] else {
          x += 1
          continue
        }
        var start = x
        if new.cells[row + start].isContinuation && start > 0 { start -= 1 }
        while x < width && old.cells[row + x] != new.cells[row + x] { x += 1 }
        if let last = runs.last, last.y == y, last.x + last.count >= start {
          runs[runs.count - 1].count = x - last.x
        } else {
          runs.append(Run(y: y, x: start, count: x - start))
        }
      }
    }
    return runs
  }
}
