/// What a cell means, not how it looks: a `Theme` turns it into colours and attributes for one terminal.
///
/// Snapshot tests show styles as one letter per cell (`maskLetter`), so colour and monochrome share snapshots.
public enum Style: UInt8, CaseIterable, Hashable, Sendable {
  case normal
  /// A heading: panel titles, section headers, dialog titles.
  case title
  /// The title of the panel that has the keyboard focus.
  case focusedTitle
  /// Text to draw the eye to.
  case accent
  /// The selected row of the focused list.
  case selection
  /// The selected row of a list without the focus.
  case inactiveSelection
  case price
  case success
  case warning
  case error
  /// Secondary text, and what lies behind a modal.
  case dim
  case border
  /// The border of the panel that has the keyboard focus.
  case focusedBorder
  /// A key name in the footer or the help overlay.
  case keyHint
  case button
  case focusedButton
  /// A control that cannot be used now.
  case disabled

  /// The letter that stands for this style in a style mask.
  public var maskLetter: Character {
    switch self {
    case .normal: "."
    case .title: "T"
    case .focusedTitle: "F"
    case .accent: "A"
    case .selection: "S"
    case .inactiveSelection: "s"
    case .price: "P"
    case .success: "G"
    case .warning: "W"
    case .error: "E"
    case .dim: "d"
    case .border: "b"
    case .focusedBorder: "B"
    case .keyHint: "K"
    case .button: "u"
    case .focusedButton: "U"
    case .disabled: "x"
    }
  }
}
