/// One line of a list: a section header, or a row a person can select.
public enum ListEntry: Hashable, Sendable {
  case header(String)
  case row(ListRow)

  /// Whether the selection can rest here (headers are skipped).
  public var isSelectable: Bool {
    if case .row = self { return true }
    return false
  }
}

/// A selectable list row: a title on the left, an optional badge before it (such as an owned mark) and an
/// optional detail aligned right (such as a price).
public struct ListRow: Hashable, Sendable {
  public var title: String
  public var detail: String
  public var badge: String
  public var style: Style
  public var detailStyle: Style

  public init(
    _ title: String, detail: String = "", badge: String = "", style: Style = .normal, detailStyle: Style = .price
  ) {
    self.title = title
    self.detail = detail
    self.badge = badge
    self.style = style
    self.detailStyle = detailStyle
  }
}
