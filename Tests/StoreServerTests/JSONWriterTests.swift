import Foundation
import Testing

@testable import StoreServer

/// The hand-written history body stays JSON whatever the ledger holds: a signed transaction edited by hand to hold a
/// quote, a backslash, a control character or non-ASCII text is escaped, not copied into the body as it is.
@Suite struct JSONWriterTests {
  @Test func aHistoryBodyIsJSONEvenWhenASignedTransactionNeedsEscaping() throws {
    let odd = ["plain.jws.text", "quote\"back\\slash", "tab\tnew\nline", "交易", ""]
    let body = HistoryResponse(
      revision: "A1", hasMore: true, bundleId: "com.example.storefront", environment: "Sandbox", signedTransactions: odd
    ).json
    let decoded = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    #expect(decoded["signedTransactions"] as? [String] == odd)
    #expect(decoded["hasMore"] as? Bool == true)
    #expect(decoded["revision"] as? String == "A1")
  }

  /// Every length and every place: a character that needs escaping is found wherever it stands.
  @Test func aCharacterThatNeedsEscapingIsFoundAtEveryPlace() throws {
    for length in 1...40 {
      for place in 0..<length {
        for odd in ["\"", "\\", "\n", "\u{7F}", "é"] {
          var characters = Array(repeating: "a", count: length)
          characters[place] = odd
          let text = characters.joined()
          var writer = JSONWriter()
          writer.string(text)
          let decoded = try JSONSerialization.jsonObject(with: writer.data, options: .fragmentsAllowed) as? String
          #expect(decoded == text, "\(length) bytes, \(odd.debugDescription) at \(place)")
        }
      }
    }
  }
}
