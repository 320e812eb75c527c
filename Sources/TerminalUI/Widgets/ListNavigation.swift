/// The pure arithmetic of moving a selection through a list with section headers and keeping it in view:
/// arrow keys, PgUp/PgDn, Home/End, wheel steps and the scroll offset.
///
/// Selections and offsets are indices into the list's entries (headers included); headers are never selected.
public struct ListNavigation: Hashable, Sendable {
  /// For each entry, whether it can be selected.
  public var selectable: [Bool]

  public init(selectable: [Bool]) {
    self.selectable = selectable
  }

  public init(_ entries: [ListEntry]) {
    self.init(selectable: entries.map(\.isSelectable))
  }

  /// The first selectable entry (Home).
  public var first: Int? { selectable.firstIndex(of: true) }

  /// The last selectable entry (End).
  public var last: Int? { selectable.lastIndex(of: true) }

  /// The selection after moving `steps` selectable rows down (negative: up), stopping at the ends.
  /// With no selection, any move selects the first row.
  public func moved(_ selection: Int?, by steps: Int) -> Int? {
    guard let selection = valid(selection) else { return first }
    var index = selection
    var remaining = abs(steps)
    let direction = steps < 0 ? -1 : 1
    var probe = index + direction
    while remaining > 0 && probe >= 0 && probe < selectable.count {
      if selectable[probe] {
        index = probe
        remaining -= 1
      }
      probe += direction
    }
    return index
  }

  /// The selection one page down (PgDn): `visibleRows` entries further, then the nearest selectable row.
  public func pageDown(_ selection: Int?, visibleRows: Int) -> Int? {
    guard let selection = valid(selection) else { return first }
    return nearestSelectable(to: min(selectable.count - 1, selection + max(1, visibleRows)), preferringDown: true)
  }

  /// The selection one page up (PgUp).
  public func pageUp(_ selection: Int?, visibleRows: Int) -> Int? {
    guard let selection = valid(selection) else { return first }
    return nearestSelectable(to: max(0, selection - max(1, visibleRows)), preferringDown: false)
  }

  /// The selectable entry closest to `index`, looking first in the preferred direction.
  public func nearestSelectable(to index: Int, preferringDown: Bool = true) -> Int? {
    guard !selectable.isEmpty else { return nil }
    let clamped = min(max(0, index), selectable.count - 1)
    if selectable[clamped] { return clamped }
    let down = selectable[clamped...].firstIndex(of: true)
    let up = selectable[...clamped].lastIndex(of: true)
    return preferringDown ? (down ?? up) : (up ?? down)
  }

  /// The scroll offset (first visible entry) that shows `selection` in `visibleRows` rows, moving `current` as
  /// little as possible. When the selection is the first row of a section its header is shown too, and when
  /// nothing selectable is above it the list scrolls to the top.
  public func offset(keeping selection: Int?, visibleRows: Int, current: Int) -> Int {
    let maximum = max(0, selectable.count - max(0, visibleRows))
    guard let selection = valid(selection), visibleRows > 0 else { return min(max(0, current), maximum) }
    var offset = current
    if selection >= offset + visibleRows { offset = selection - visibleRows + 1 }
    if selection < offset {
      offset = selection
      if selection > 0 && !selectable[selection - 1] { offset = selection - 1 }
    }
    if !selectable[..<selection].contains(true) && selection < visibleRows { offset = 0 }
    return min(max(0, offset), maximum)
  }

  private func valid(_ selection: Int?) -> Int? {
    guard let selection, selection >= 0, selection < selectable.count, selectable[selection] else {
      return nil
    }
    return selection
  }
}

/// Where the thumb of a scrollbar sits.
public enum Scrollbar {
  /// The track cells the thumb covers, for `total` lines of which `visible` are shown from `offset`, on a track
  /// `track` cells long. Empty when everything fits.
  public static func thumb(total: Int, visible: Int, offset: Int, track: Int) -> Range<Int> {
    guard total > visible, track > 0, visible > 0 else { return 0..<0 }
    let length = min(track, max(1, track * visible / total))
    let maximumOffset = total - visible
    let start = (min(max(0, offset), maximumOffset) * (track - length) + maximumOffset / 2) / maximumOffset
    return start..<(start + length)
  }
}
