import InterfaceLanguage
import TerminalUI
import Testing

@testable import StorefrontApp

/// Every reason the interactive screen cannot start is worded in both languages, each followed by the hint.
@Suite struct TerminalStartWordsTests {
  static let reasons: [TerminalStartError.Reason] = [
    .notATerminal(.standardInput), .notATerminal(.standardOutput), .terminalTypeNotSet, .dumbTerminal, .unknownTerminalType("vt9"),
    .noCursorAddressing("vt9"), .initializationFailed(.wakeUpPipe), .initializationFailed(.streams),
    .initializationFailed(.terminalType("vt9")), .alreadyRunning,
  ]

  @Test func everyReasonIsInBothLanguages() {
    for reason in Self.reasons {
      let error = TerminalStartError(reason, hint: "HINT")
      let english = error.sentence(in: .en)
      let chinese = error.sentence(in: .zhHans)
      #expect(english.hasSuffix(" HINT") && chinese.hasSuffix(" HINT"))
      #expect(english.contains { $0.isLetter && $0.isASCII } && english != chinese, "\(reason)")
      #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(reason)")
    }
  }
}
