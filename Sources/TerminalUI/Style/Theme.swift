/// One of the eight standard terminal colours, or the terminal's own default foreground or background.
public enum TerminalColor: Int16, Hashable, Sendable {
  case terminalDefault = -1
  case black, red, green, yellow, blue, magenta, cyan, white
}

/// Text attributes a terminal can show without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
  public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How one style looks: colours and attributes for colour terminals, attributes alone for monochrome ones.
///
/// The monochrome attributes must carry the meaning by themselves (selection is reverse video, focus is bold):
/// they are what `NO_COLOR`, `--no-color` and terminals without colours get.
public struct Appearance: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes
  public var monochrome: TextAttributes

  public init(
    foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
    attributes: TextAttributes = [], monochrome: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.monochrome = monochrome
  }
}

/// What a backend applies to a cell: a colour pair number (0 = the terminal's default colours) and attributes.
public struct Rendition: Hashable, Sendable {
  public var colorPair: Int16
  public var attributes: TextAttributes

  public init(colorPair: Int16, attributes: TextAttributes) {
    self.colorPair = colorPair
    self.attributes = attributes
  }
}

/// A colour pair a backend must register before drawing: `number` → (`foreground`, `background`).
public struct ColorPair: Hashable, Sendable {
  public var number: Int16
  public var foreground: TerminalColor
  public var background: TerminalColor
}

/// Maps semantic styles to appearances. A pure value: the backend asks it for colour pairs and renditions.
public struct Theme: Hashable, Sendable {
  /// The appearance of each style; a style missing here looks like `.normal`.
  public var appearances: [Style: Appearance]

  public init(appearances: [Style: Appearance]) {
    self.appearances = appearances
  }

  public func appearance(of style: Style) -> Appearance {
    appearances[style] ?? appearances[.normal] ?? Appearance()
  }

  /// The colour pairs this theme needs, numbered from 1 in the order of `Style.allCases`.
  public var colorPairs: [ColorPair] {
    var pairs: [ColorPair] = []
    for style in Style.allCases {
      let look = appearance(of: style)
      guard look.foreground != .terminalDefault || look.background != .terminalDefault else { continue }
      if pairs.contains(where: { $0.foreground == look.foreground && $0.background == look.background }) { continue }
      pairs.append(ColorPair(number: Int16(pairs.count + 1), foreground: look.foreground, background: look.background))
    }
    return pairs
  }

  /// How to draw `style`: with its colour pair and attributes when `colors` is true, with the monochrome
  /// attributes and pair 0 otherwise.
  public func rendition(of style: Style, colors: Bool) -> Rendition {
    let look = appearance(of: style)
    guard colors else { return Rendition(colorPair: 0, attributes: look.monochrome) }
    let pair = colorPairs.first { $0.foreground == look.foreground && $0.background == look.background }
    return Rendition(colorPair: pair?.number ?? 0, attributes: look.attributes)
  }

  /// All renditions at once, indexed by `Style.rawValue` (what a backend caches).
  public func renditions(colors: Bool) -> [Rendition] {
    Style.allCases.map { rendition(of: $0, colors: colors) }
  }

  /// Whether to use colour: the terminal must have colours, `--no-color` must not be given, and `NO_COLOR` must
  /// be absent or empty (no-color.org).
  public static func usesColor(environment: [String: String], noColorOption: Bool, terminalHasColors: Bool) -> Bool {
    terminalHasColors && !noColorOption && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Colours on the terminal's own background, with monochrome fallbacks that carry every meaning.
  public static let standard = Theme(appearances: [
    .normal: Appearance(),
    .title: Appearance(attributes: .bold, monochrome: .bold),
    .focusedTitle: Appearance(foreground: .black, background: .cyan, attributes: .bold, monochrome: [.bold, .reverse]),
    .accent: Appearance(foreground: .cyan, monochrome: .underline),
    .selection: Appearance(foreground: .black, background: .cyan, monochrome: .reverse),
    .inactiveSelection: Appearance(attributes: .reverse, monochrome: .underline),
    .price: Appearance(foreground: .yellow, monochrome: .bold),
    .success: Appearance(foreground: .green, attributes: .bold, monochrome: .bold),
    .warning: Appearance(foreground: .yellow, attributes: .bold, monochrome: [.bold, .underline]),
    .error: Appearance(foreground: .red, attributes: .bold, monochrome: [.bold, .reverse]),
    .dim: Appearance(attributes: .dim, monochrome: .dim),
    .border: Appearance(attributes: .dim, monochrome: []),
    .focusedBorder: Appearance(foreground: .cyan, attributes: .bold, monochrome: .bold),
    .keyHint: Appearance(foreground: .cyan, attributes: .bold, monochrome: .bold),
    .button: Appearance(),
    .focusedButton: Appearance(
      foreground: .black, background: .cyan, attributes: .bold, monochrome: [.bold, .reverse]),
    .disabled: Appearance(attributes: .dim, monochrome: .dim),
  ])
}
