import Foundation
import Testing

@testable import StoreEngine

@Suite struct Base64URLTests {
  @Test func agreesWithFoundationsBase64ForEveryLengthUpTo64() {
    for length in 0...64 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 251) }
      let expected = Data(bytes).base64EncodedString()
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
      let encoded = Base64URL.encode(bytes)
      #expect(encoded == expected)
      #expect(Base64URL.decode(encoded.utf8) == Data(bytes))
    }
  }

  @Test(arguments: ["A", "AB==", "AB=", "A+B/", "AB CD", "ABCDE", "AB\u{0}C", "é"])
  func refusesWhatIsNotUnpaddedBase64URL(_ text: String) {
    #expect(Base64URL.decode(text.utf8) == nil)
  }

  @Test func refusesStrayBitsInTheLastCharacter() {
    #expect(Base64URL.decode("AA".utf8) == Data([0]))
    #expect(Base64URL.decode("AB".utf8) == nil)
    #expect(Base64URL.decode("AAA".utf8) == Data([0, 0]))
    #expect(Base64URL.decode("AAB".utf8) == nil)
  }
}
