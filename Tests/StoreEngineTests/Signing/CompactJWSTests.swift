import Foundation
import Testing

@testable import StoreEngine

/// `VerificationResult.jwsRepresentation` for a transaction
/// (developer.apple.com/documentation/storekit/verificationresult/jwsrepresentation-21vgo): "The transaction signed by
/// the App Store, in JWS Compact Serialization format", "the same as the JWSTransaction that the App Store Server API
/// returns" — so the text a transaction hands out is exactly the one the App Store signed and the ledger stores,
/// whatever it holds (`CompactJWS` keeps the header, shared between transactions, apart from the rest).
@Suite struct CompactJWSTests {
  @Test(arguments: ["", "no dots at all", ".starts.with.a.dot", "header.payload.signature", "a.b", "trailing.", "…é.ü.€", "a.\u{301}b.c"])
  func anyTextComesBackAsItWas(_ text: String) {
    #expect(CompactJWS(text).text == text)
    #expect(CompactJWS(text) == CompactJWS(text))
  }

  @Test func textsWithTheSameHeaderAndDifferentPayloadsDiffer() {
    #expect(CompactJWS("header.one.signature") != CompactJWS("header.two.signature"))
    #expect(CompactJWS("one.payload.signature") != CompactJWS("two.payload.signature"))
  }

  /// A verdict stands "only for the exact text": `K` and U+212A KELVIN SIGN are canonically equivalent, so `String`
  /// holds them equal, but they are different bytes and so different JWS texts (RFC 7515: the signature covers the
  /// exact octets).
  @Test func textsThatDifferOnlyInCanonicallyEquivalentCharactersDiffer() {
    #expect("K.payload.signature" == "\u{212A}.payload.signature")
    #expect(CompactJWS("K.payload.signature") != CompactJWS("\u{212A}.payload.signature"))
    #expect(CompactJWS("header.K.signature") != CompactJWS("header.\u{212A}.signature"))
    _ = CompactJWS("K.payload.signature")
    #expect(CompactJWS("\u{212A}.payload.signature").text.utf8.elementsEqual("\u{212A}.payload.signature".utf8))
  }

  @Test func aTransactionReadFromTheLedgerHandsOutTheTextTheLedgerStores() async throws {
    let sandbox = try EngineFixtures.sandbox()
    _ = try await sandbox.purchase("coins.100", device: "a")
    _ = try await sandbox.purchase("pro.lifetime", device: "a")
    let store = try await Store(sandbox: sandbox, device: "a")
    let records = try await sandbox.allTransactions()
    let stored = try records.map { record in
      try #require(record.jws.split(separator: ".").count == 3, "a compact JWS: header.payload.signature")
      return record.jws
    }
    let verified = await store.verify(records)
    #expect(verified.map(\.unsafePayloadValue.jwsRepresentation) == stored)
    #expect(verified.allSatisfy { $0.isVerified })
  }
}
