/// Makes untrusted text safe to put on a terminal. Every widget writes through it.
///
/// What it removes or replaces:
/// - escape sequences: CSI (`ESC [` … and C1 `0x9B`), OSC/DCS/SOS/PM/APC strings up to their terminator (an
///   unterminated one swallows the rest of the text, as a terminal would), and two-character `ESC x` sequences;
/// - every other C0 and C1 control character and DEL;
/// - format characters, which are invisible and which terminals disagree about: bidi overrides and isolates
///   (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F, U+061C), zero-width joiners and spaces, word
///   joiners, byte-order marks, tag characters, soft hyphens;
/// - variation selectors, which make some terminals draw a character wider than ncurses counts it;
/// - tabs become spaces (to the next multiple of four columns when line breaks are kept, otherwise one space);
/// - line breaks (`\n`, `\r\n`, `\r`, VT, FF, NEL, U+2028, U+2029) become `\n` when kept, otherwise a space.
public enum TerminalText {
  /// Columns between tab stops when tabs are expanded in multi-line text.
  public static let tabWidth = 4

  /// Returns `text` with nothing in it that could move the cursor, change terminal state or misalign columns.
  /// - Parameter keepingLineBreaks: keep line breaks as `\n` (for wrapped text) instead of turning them into spaces.
  public static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var output = String.UnicodeScalarView()
    var state = EscapeState.text
    var column = 0
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if state != .text {
        state = state.next(after: value)
        if state == .text { continue }
        if state != .reprocess { continue }
        state = .text
      }
      if let escape = EscapeState.start(for: value) {
        state = escape
        previousWasCarriageReturn = false
        continue
      }
      if isLineBreak(value) {
        let isSecondHalfOfCRLF = previousWasCarriageReturn && value == 0x0A
        previousWasCarriageReturn = value == 0x0D
        if isSecondHalfOfCRLF { continue }
        output.append(keepingLineBreaks ? "\n" : " ")
        column = 0
        continue
      }
      previousWasCarriageReturn = false
      if value == 0x09 {
        let spaces = keepingLineBreaks ? tabWidth - column % tabWidth : 1
        output.append(contentsOf: repeatElement(" ", count: spaces))
        column += spaces
        continue
      }
      if isRemoved(scalar) { continue }
      output.append(scalar)
      column += DisplayWidth.of(scalar)
    }
    return String(output)
  }

  // MARK: - Classification

  static func isLineBreak(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
    if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return true }
    return scalar.properties.generalCategory == .format
  }
}

/// Where the sanitiser is inside an escape sequence.
private enum EscapeState: Equatable {
  case text
  /// After ESC: waiting for the byte that says which kind of sequence this is.
  case escape
  /// After ESC and intermediate bytes (0x20–0x2F): waiting for the final byte.
  case escapeIntermediate
  /// Inside a control sequence (CSI): parameters and intermediates until a final byte 0x40–0x7E.
  case controlSequence
  /// Inside a control string (OSC, DCS, SOS, PM, APC): everything until BEL or ST.
  case controlString
  /// The sequence ended at this scalar without consuming it: handle it as text.
  case reprocess

  /// The state a scalar opens in running text, if it starts a sequence.
  static func start(for value: UInt32) -> EscapeState? {
    switch value {
    case 0x1B: return .escape
    case 0x9B: return .controlSequence
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return .controlString
    default: return nil
    }
  }

  /// The state after `value`; `.text` means the scalar ended the sequence and was consumed with it.
  func next(after value: UInt32) -> EscapeState {
    switch self {
    case .escape:
      switch value {
      case 0x5B: return .controlSequence  // [
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return .controlString  // ] P X ^ _
      case 0x1B: return .escape
      case 0x20...0x2F: return .escapeIntermediate
      case 0x30...0x7E: return .text
      default: return value < 0x20 ? .text : .reprocess
      }
    case .escapeIntermediate:
      switch value {
      case 0x20...0x2F: return .escapeIntermediate
      case 0x30...0x7E: return .text
      default: return .reprocess
      }
    case .controlSequence:
      switch value {
      case 0x20...0x3F: return .controlSequence
      case 0x40...0x7E: return .text
      case 0x1B: return .escape
      default: return value < 0x20 ? .controlSequence : .reprocess
      }
    case .controlString:
      switch value {
      case 0x07, 0x9C: return .text
      case 0x1B: return .escape  // ESC \ (ST) ends the string as a two-character sequence
      default: return .controlString
      }
    case .text, .reprocess:
      return .text
    }
  }
}
