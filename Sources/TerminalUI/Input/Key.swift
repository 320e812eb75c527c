/// A key press, decoded from the terminal.
///
/// In raw mode Ctrl-C, Ctrl-Z and the other control keys arrive as keys, not signals: `.control("c")` is Ctrl-C.
/// Tab, Enter, Backspace and Esc have their own cases although they are control codes too.
public enum Key: Hashable, Sendable {
  /// A printable character, including space.
  case character(Character)
  case enter, escape, tab, backTab, backspace, delete, insert
  case up, down, left, right
  case pageUp, pageDown, home, end
  /// F1 is `.function(1)`.
  case function(Int)
  /// A control key: a lowercase letter (`"c"` for Ctrl-C), or one of `@ \ ] ^ _`.
  case control(Character)
  /// A character typed with Alt (or Meta): the terminal sends Esc and the character at once.
  case alt(Character)

  public static let space = Key.character(" ")
  public static let ctrlC = Key.control("c")
  public static let ctrlL = Key.control("l")
  public static let ctrlZ = Key.control("z")

  /// How the key is shown to a person in hints and help, in the given glyphs (`↓` or `Down`).
  public func label(_ glyphs: Glyphs = .unicode) -> String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: glyphs.enter
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "Bksp"
    case .delete: "Del"
    case .insert: "Ins"
    case .up: glyphs.arrowUp
    case .down: glyphs.arrowDown
    case .left: glyphs.arrowLeft
    case .right: glyphs.arrowRight
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .function(let number): "F\(number)"
    case .control(let character): "^" + character.uppercased()
    case .alt(let character): "M-" + String(character)
    }
  }

  /// The key's name for scripts and documentation, in tmux's spelling: `Down`, `Enter`, `C-c`, `F1`, `a`.
  public var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .escape: "Escape"
    case .tab: "Tab"
    case .backTab: "BTab"
    case .backspace: "BSpace"
    case .delete: "DC"
    case .insert: "IC"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PPage"
    case .pageDown: "NPage"
    case .home: "Home"
    case .end: "End"
    case .function(let number): "F\(number)"
    case .control(let character): "C-\(character)"
    case .alt(let character): "M-\(character)"
    }
  }

  /// Parses a key name as `name` spells it (also `Esc`, `PgUp`, `PgDn`, `Delete`, `Backspace`, `S-Tab`).
  public init?(name: String) {
    if let named = Self.named[name] {
      self = named
    } else if name.hasPrefix("C-"), name.count == 3, let character = name.last?.lowercased().first {
      self = .control(character)
    } else if name.hasPrefix("M-"), name.count == 3, let character = name.last {
      self = .alt(character)
    } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
      self = .function(number)
    } else if name.count == 1, let character = name.first, DisplayWidth.of(character) > 0 {
      self = .character(character)
    } else {
      return nil
    }
  }

  private static let named: [String: Key] = {
    let keys: [Key] = [
      .space, .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left, .right, .pageUp,
      .pageDown, .home, .end,
    ]
    var table = Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0) })
    table["Esc"] = .escape
    table["PgUp"] = .pageUp
    table["PgDn"] = .pageDown
    table["Delete"] = .delete
    table["Backspace"] = .backspace
    table["S-Tab"] = .backTab
    return table
  }()
}
