internal import CNcursesw

/// Turns what ncurses' `wget_wch` returned into keys, as a pure function so it can be table-tested.
public enum KeyDecoder {
  /// The meaning of one `wget_wch` result.
  public enum Decoded: Hashable, Sendable {
    case key(Key)
    /// `KEY_MOUSE`: the caller reads the event with `getmouse`.
    case mouse
    /// `KEY_RESIZE`: the terminal changed size.
    case resize
    /// Nothing a program handles (ERR, an unknown function key, a stray C1 control).
    case ignored
  }

  /// Decodes a `wget_wch` result: `status` is its return value (`OK`, `KEY_CODE_YES` or `ERR`) and `code` the
  /// character or key code it stored.
  public static func decode(status: Int32, code: UInt32) -> Decoded {
    switch status {
    case OK: return decodeCharacter(code)
    case KEY_CODE_YES: return decodeKeyCode(Int32(bitPattern: code))
    default: return .ignored
    }
  }

  static func decodeCharacter(_ code: UInt32) -> Decoded {
    switch code {
    case 8, 127: return .key(.backspace)
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(code) + 0x60))))
    case 28...31: return .key(.control(Character(Unicode.Scalar(UInt8(code) + 0x40))))
    case 0, 0x80..<0xA0: return .ignored
    default:
      guard let scalar = Unicode.Scalar(code) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  static func decodeKeyCode(_ code: Int32) -> Decoded {
    switch code {
    case KEY_UP: .key(.up)
    case KEY_DOWN: .key(.down)
    case KEY_LEFT: .key(.left)
    case KEY_RIGHT: .key(.right)
    case KEY_HOME: .key(.home)
    case KEY_END: .key(.end)
    case KEY_PPAGE: .key(.pageUp)
    case KEY_NPAGE: .key(.pageDown)
    case KEY_BACKSPACE: .key(.backspace)
    case KEY_DC: .key(.delete)
    case KEY_IC: .key(.insert)
    case KEY_ENTER: .key(.enter)
    case KEY_BTAB: .key(.backTab)
    case KEY_MOUSE: .mouse
    case KEY_RESIZE: .resize
    case (KEY_F0 + 1)...(KEY_F0 + 24): .key(.function(Int(code - KEY_F0)))
    default: .ignored
    }
  }

  /// Esc read together with a printable character is that character typed with Alt: a terminal sends Alt-b as
  /// Esc and `b` in one write, where a person pressing Esc and then `b` leaves ncurses' escape delay between them.
  /// So Alt-b never acts as Esc (back) followed by `b` (buy). - Parameter keys: the keys of one read, in order.
  public static func pairingAlt(_ keys: [Decoded]) -> [Decoded] {
    var paired: [Decoded] = []
    var index = keys.startIndex
    while index < keys.endIndex {
      if keys[index] == .key(.escape), index + 1 < keys.endIndex, case .key(.character(let character)) = keys[index + 1] {
        paired.append(.key(.alt(character)))
        index += 2
      } else {
        paired.append(keys[index])
        index += 1
      }
    }
    return paired
  }

  /// Escape sequences terminals send for Home, End, PgUp and PgDn that a terminal description may not list (xterm's
  /// `ESC [ H` and `ESC O H`, rxvt's `ESC [ 7 ~`, the VT220's `ESC [ 1 ~` …): taught to ncurses with `define_key`,
  /// so they arrive as keys rather than as Esc and letters, whatever `$TERM` says.
  public static let alternativeSequences: [(sequence: String, key: Key)] = [
    ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
    ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
  ]

  /// The ncurses key code `decodeKeyCode` turns into `key`, for the keys `alternativeSequences` names.
  static func keyCode(for key: Key) -> Int32? {
    switch key {
    case .home: KEY_HOME
    case .end: KEY_END
    case .pageUp: KEY_PPAGE
    case .pageDown: KEY_NPAGE
    default: nil
    }
  }

  /// Teaches ncurses `alternativeSequences` (after `keypad`, on the current screen).
  static func defineAlternativeSequences() {
    for (sequence, key) in alternativeSequences {
      if let code = keyCode(for: key) { _ = define_key(sequence, code) }
    }
  }

  /// Decodes the button state of a `getmouse` event at (`x`, `y`); nil for buttons the program does not handle.
  public static func decodeMouse(buttonState: UInt, x: Int, y: Int) -> MouseEvent? {
    let position = Point(x: x, y: y)
    let kinds: [(mask: UInt, kind: MouseEvent.Kind)] = [
      (UInt(NC_BUTTON4_PRESSED), .wheelUp), (UInt(NC_BUTTON5_PRESSED), .wheelDown),
      (UInt(NC_BUTTON1_DOUBLE_CLICKED), .doubleClick), (UInt(NC_BUTTON1_CLICKED), .click),
      (UInt(NC_BUTTON1_RELEASED), .release), (UInt(NC_BUTTON1_PRESSED), .press),
    ]
    return kinds.first { buttonState & $0.mask != 0 }.map { MouseEvent($0.kind, at: position) }
  }

  /// The mouse events to ask ncurses for: exactly the ones `decodeMouse` understands.
  public static var mouseMask: UInt {
    UInt(
      NC_BUTTON1_PRESSED | NC_BUTTON1_RELEASED | NC_BUTTON1_CLICKED | NC_BUTTON1_DOUBLE_CLICKED
        | NC_BUTTON4_PRESSED | NC_BUTTON5_PRESSED)
  }
}
