import Foundation
import Synchronization
import Testing

@testable import StoreEngine

/// The shortcuts that make verification fast — remembered chains and verdicts, keys hashed by their tails, the early
/// verdict on a purchase — never stand in for a text they were not reached on.
@Suite struct VerificationShortcutsTests {
  @Test func keysWithTheSameLengthAndTailAreStillDifferentKeys() {
    let tail = String(repeating: "t", count: 40)
    let one = TailHashedKey(text: "aaaa" + tail)
    let other = TailHashedKey(text: "aaab" + tail)
    #expect(one.hashValue == other.hashValue)
    #expect(one != other)
    let remembered = [one: 1]
    #expect(remembered[other] == nil)
    #expect(remembered[TailHashedKey(text: "aaaa" + tail)] == 1)
  }

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

  @Test func aRememberedVerdictIsOnlyForTheExactText() async throws {
    let (verifier, jws) = try await Self.purchasedTransaction()
    let cache = BoundedCache<TailHashedKey, VerificationResult<Transaction>>(capacity: 8)
    cache.remember(verifier.verify(jws), for: TailHashedKey(text: jws))
    #expect(cache[TailHashedKey(text: jws)]?.isVerified == true)

    var bytes = Array(jws.utf8)
    let firstDot = bytes.firstIndex(of: UInt8(ascii: "."))!
    bytes[firstDot + 5] = bytes[firstDot + 5] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
    #expect(cache[TailHashedKey(text: String(decoding: bytes, as: UTF8.self))] == nil)
  }

  @Test func anEarlyVerdictIsOnlyHandedOutForTheTextItWasStartedOn() async throws {
    let (verifier, jws) = try await Self.purchasedTransaction()
    let early = EarlyVerification(verifier: verifier)
    #expect(await early.verdict(on: jws) == nil)
    early.start(jws)
    #expect(await early.verdict(on: jws + "x") == nil)
    let verdict = await early.verdict(on: jws)
    #expect(verdict?.isVerified == true)
    #expect(verdict == verifier.verify(jws))
  }

  @Test func theSandboxHandsOverExactlyTheJWSItCommitsAndNothingWhenNothingIsCharged() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let handed = Handed()
    guard case .purchased(let record) = try await sandbox.purchase("pro.lifetime", device: "d", onSigned: handed.take)
    else {
      Issue.record("the first purchase was not charged")
      return
    }
    #expect(handed.texts == [record.jws])
    guard case .existing = try await sandbox.purchase("pro.lifetime", device: "d", onSigned: handed.take) else {
      Issue.record("buying an owned non-consumable again charged")
      return
    }
    #expect(handed.texts == [record.jws])
  }

  /// A genuine transaction from a fresh sandbox, and the client-side verifier for it.
  private static func purchasedTransaction() async throws -> (TransactionVerifier, String) {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let record) = try await sandbox.purchase("coins.100", device: "d") else {
      throw CancellationError()
    }
    return (try TransactionVerifier(sandbox: sandbox), record.jws)
  }

  /// Collects what `onSigned` is given.
  private final class Handed: Sendable {
    private let received = Mutex<[String]>([])
    var texts: [String] { received.withLock { $0 } }
    @Sendable func take(_ jws: String) { received.withLock { $0.append(jws) } }
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
