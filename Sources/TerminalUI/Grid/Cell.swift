/// One terminal cell: a grapheme, how many columns it spans, and its style.
///
/// A wide (2-column) grapheme occupies its own cell and marks the cell to its right as a continuation
/// (`width == 0`), which the backend skips because the terminal fills it.
public struct Cell: Hashable, Sendable {
  public var character: Character
  /// 1 or 2 for a cell that starts a grapheme, 0 for the right half of a wide one.
  public var width: UInt8
  public var style: Style

  public init(_ character: Character, width: UInt8 = 1, style: Style = .normal) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// An empty (space) cell.
  public static let blank = Cell(" ")

  /// The right half of a wide grapheme.
  public static func continuation(style: Style) -> Cell { Cell(" ", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }
}
