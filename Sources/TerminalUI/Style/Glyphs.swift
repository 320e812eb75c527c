/// The characters the widgets draw chrome with: Unicode box drawing and symbols, or plain ASCII for terminals
/// whose locale is not UTF-8 (there `LANG=C` must not produce garbage).
public struct Glyphs: Hashable, Sendable {
  /// Whether non-ASCII characters can be shown at all. When false the `Screen` replaces them with `?`.
  public var isUnicode: Bool
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  /// Ends text cut short.
  public var ellipsis: String
  /// Marks the selected row of a list.
  public var selectionMarker: Character
  public var scrollTrack: Character
  public var scrollThumb: Character
  public var success: Character
  public var failure: Character
  public var warning: Character
  public var information: Character
  /// Between two numbers of a size: `80×24`.
  public var times: Character
  /// "At least", as in `need ≥ 60×16`.
  public var atLeast: String
  /// The frames of the busy spinner, shown one per tick.
  public var spinnerFrames: [Character]
  public var arrowUp: String
  public var arrowDown: String
  public var arrowLeft: String
  public var arrowRight: String
  public var enter: String

  /// Box drawing, `…`, `▶`, a braille spinner and arrows.
  public static let unicode = Glyphs(
    isUnicode: true, horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘", ellipsis: "…", selectionMarker: "▶", scrollTrack: "│", scrollThumb: "█", success: "✓",
    failure: "✗", warning: "!", information: "•", times: "×", atLeast: "≥",
    spinnerFrames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], arrowUp: "↑", arrowDown: "↓",
    arrowLeft: "←", arrowRight: "→", enter: "⏎")

  /// The same roles in 7-bit ASCII.
  public static let ascii = Glyphs(
    isUnicode: false, horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", ellipsis: "~", selectionMarker: ">", scrollTrack: "|", scrollThumb: "#", success: "v",
    failure: "x", warning: "!", information: "*", times: "x", atLeast: ">=", spinnerFrames: ["|", "/", "-", "\\"],
    arrowUp: "Up", arrowDown: "Down", arrowLeft: "Left", arrowRight: "Right", enter: "Enter")

  /// The spinner frame for tick number `tick` (any integer, wrapping around).
  public func spinnerFrame(_ tick: Int) -> Character {
    let count = spinnerFrames.count
    return spinnerFrames[((tick % count) + count) % count]
  }
}
