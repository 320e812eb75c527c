import CNcursesw
import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
  typealias Decoded = KeyDecoder.Decoded

  @Test(
    arguments: [
      (OK, 0x61, .key(.character("a"))),
      (OK, 0x20, .key(.space)),
      (OK, 0x4E2D, .key(.character("中"))),
      (OK, 0xE9, .key(.character("é"))),
      (OK, 13, .key(.enter)),
      (OK, 10, .key(.enter)),
      (OK, 9, .key(.tab)),
      (OK, 27, .key(.escape)),
      (OK, 127, .key(.backspace)),
      (OK, 8, .key(.backspace)),
      (OK, 3, .key(.ctrlC)),
      (OK, 12, .key(.ctrlL)),
      (OK, 26, .key(.ctrlZ)),
      (OK, 1, .key(.control("a"))),
      (OK, 28, .key(.control("\\"))),
      (OK, 0, .ignored),
      (OK, 0x9B, .ignored),
      (KEY_CODE_YES, UInt32(KEY_UP), .key(.up)),
      (KEY_CODE_YES, UInt32(KEY_DOWN), .key(.down)),
      (KEY_CODE_YES, UInt32(KEY_LEFT), .key(.left)),
      (KEY_CODE_YES, UInt32(KEY_RIGHT), .key(.right)),
      (KEY_CODE_YES, UInt32(KEY_HOME), .key(.home)),
      (KEY_CODE_YES, UInt32(KEY_END), .key(.end)),
      (KEY_CODE_YES, UInt32(KEY_PPAGE), .key(.pageUp)),
      (KEY_CODE_YES, UInt32(KEY_NPAGE), .key(.pageDown)),
      (KEY_CODE_YES, UInt32(KEY_BACKSPACE), .key(.backspace)),
      (KEY_CODE_YES, UInt32(KEY_DC), .key(.delete)),
      (KEY_CODE_YES, UInt32(KEY_IC), .key(.insert)),
      (KEY_CODE_YES, UInt32(KEY_ENTER), .key(.enter)),
      (KEY_CODE_YES, UInt32(KEY_BTAB), .key(.backTab)),
      (KEY_CODE_YES, UInt32(nc_key_f(1)), .key(.function(1))),
      (KEY_CODE_YES, UInt32(nc_key_f(12)), .key(.function(12))),
      (KEY_CODE_YES, UInt32(KEY_MOUSE), .mouse),
      (KEY_CODE_YES, UInt32(KEY_RESIZE), .resize),
      (KEY_CODE_YES, UInt32(KEY_SPREVIOUS), .ignored),
      (ERR, 0, .ignored),
    ] as [(Int32, UInt32, Decoded)])
  func decodesWgetWchResults(status: Int32, code: UInt32, expected: Decoded) {
    #expect(KeyDecoder.decode(status: status, code: code) == expected)
  }

  @Test func releasedAndClickedBothActivate() {
    let released = KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON1_RELEASED), x: 10, y: 5)
    let clicked = KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON1_CLICKED), x: 10, y: 5)
    #expect(released == MouseEvent(.release, at: Point(x: 10, y: 5)))
    #expect(clicked == MouseEvent(.click, at: Point(x: 10, y: 5)))
    #expect(released?.isActivation == true && clicked?.isActivation == true)
    #expect(KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON1_PRESSED), x: 0, y: 0)?.isActivation == false)
  }

  @Test func wheelAndUnhandledButtons() {
    #expect(KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON4_PRESSED), x: 1, y: 2)?.kind == .wheelUp)
    #expect(KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON5_PRESSED), x: 1, y: 2)?.kind == .wheelDown)
    #expect(KeyDecoder.decodeMouse(buttonState: UInt(NC_BUTTON3_PRESSED), x: 1, y: 2) == nil)
    #expect(KeyDecoder.mouseMask & UInt(NC_BUTTON1_RELEASED) != 0)
  }
}

@Suite struct KeyNameTests {
  @Test(arguments: [
    Key.character("a"), .space, .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left,
    .right, .pageUp, .pageDown, .home, .end, .function(1), .function(12), .ctrlC, .ctrlL, .ctrlZ, .character("?"),
  ])
  func namesRoundTrip(key: Key) {
    #expect(Key(name: key.name) == key)
  }

  @Test func acceptsCommonAliasesAndRejectsNonsense() {
    #expect(Key(name: "Esc") == .escape)
    #expect(Key(name: "PgDn") == .pageDown)
    #expect(Key(name: "C-C") == .ctrlC)
    #expect(Key(name: "中") == .character("中"))
    #expect(Key(name: "Nonsense") == nil)
    #expect(Key(name: "F99") == nil)
  }

  @Test func labelsUseTheGlyphs() {
    #expect(Key.down.label() == "↓")
    #expect(Key.down.label(.ascii) == "Down")
    #expect(Key.enter.label() == "⏎")
    #expect(Key.ctrlC.label() == "^C")
    #expect(Key.space.label() == "Space")
  }

  @Test func escapeReadTogetherWithACharacterIsThatCharacterWithAlt() {
    let read: [KeyDecoder.Decoded] = [.key(.escape), .key(.character("b")), .key(.down), .key(.escape), .resize]
    #expect(KeyDecoder.pairingAlt(read) == [.key(.alt("b")), .key(.down), .key(.escape), .resize])
    #expect(KeyDecoder.pairingAlt([.key(.escape), .key(.escape)]) == [.key(.escape), .key(.escape)])
    #expect(KeyDecoder.pairingAlt([.key(.escape), .key(.up)]) == [.key(.escape), .key(.up)], "Esc then an arrow stays two keys")
    #expect(Key(name: "M-b") == .alt("b") && Key.alt("b").name == "M-b" && Key.alt("b").label() == "M-b")
  }

  @Test func everyAlternativeSequenceIsTaughtAsTheKeyItNames() {
    for (sequence, key) in KeyDecoder.alternativeSequences {
      #expect(sequence.hasPrefix("\u{1B}"))
      let code = KeyDecoder.keyCode(for: key)
      #expect(code.map { KeyDecoder.decodeKeyCode($0) } == .key(key), "\(sequence.debugDescription) is \(key)")
    }
  }
}

