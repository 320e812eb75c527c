import Foundation
import Testing

@testable import StoreEngine

/// The shortcuts that make verification fast — remembered chains, and a launch's verdicts remembered with the signed
/// bytes they were reached on — never stand in for a text they were not reached on.
@Suite struct VerificationShortcutsTests {
  @Test func aRememberedChainDoesNotStandInForAHeaderThatDiffersInTheMiddle() throws {
    let fixture = try SandboxChainFixture()
    let verifier = try fixture.verifier()
    #expect(verifier.verify(try fixture.sign()).isVerified)

    var leaf = Array(fixture.identity.x5c[0].utf8)
    let middle = leaf.count / 2
    leaf[middle] = leaf[middle] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
    let altered = fixture.header(x5c: [String(decoding: leaf, as: UTF8.self)] + fixture.identity.x5c.dropFirst())
    let genuine = Base64URL.encode(fixture.header())
    #expect(Base64URL.encode(altered).utf8.count == genuine.utf8.count)
    #expect(Array(Base64URL.encode(altered).utf8.suffix(24)) == Array(genuine.utf8.suffix(24)))

    let forged = try fixture.sign(header: altered)
    #expect(!verifier.verify(forged).isVerified)
    #expect(verifier.verify(try fixture.sign()).isVerified)
  }

  /// `VerificationResult` (developer.apple.com/documentation/storekit/verificationresult): StoreKit "automatically
  /// verifies" the signed transaction; a verdict the launch already reached on a transaction is not its verdict on
  /// other bytes for the same transaction.
  @Test func aRememberedVerdictIsOnlyForTheExactText() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let store = try await Store(sandbox: sandbox, device: "d")
    guard case .purchased(let record) = try await sandbox.purchase("coins.100", device: "d") else {
      Issue.record("the purchase was not charged")
      return
    }
    #expect(await store.verify([record]).first?.isVerified == true)

    var altered = record
    var bytes = Array(record.jws.utf8)
    let firstDot = bytes.firstIndex(of: UInt8(ascii: "."))!
    bytes[firstDot + 5] = bytes[firstDot + 5] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
    altered.jws = String(decoding: bytes, as: UTF8.self)
    #expect(await store.verify([altered]).first?.isVerified == false)
    #expect(await store.verify([record]).first?.isVerified == true)
  }

  @Test func nonceUUIDsAreRandomVersionFourUUIDs() {
    let nonces = (0..<1_000).map { _ in UUID.randomNonce() }
    #expect(Set(nonces).count == nonces.count)
    for nonce in nonces {
      let text = Array(nonce.uuidString.utf8)
      #expect(text[14] == UInt8(ascii: "4"))
      #expect(Array("89AB".utf8).contains(text[19]))
    }
  }
}
