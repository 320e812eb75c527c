import Foundation
import Testing

@testable import StoreEngine

/// The verifier under hostile input: no crash, no false acceptance, and no stale trust from its chain cache.
@Suite struct VerifierRobustnessTests {
  @Test func everySingleCharacterChangeIsRefused() throws {
    let fixture = try SandboxChainFixture()
    let verifier = try fixture.verifier()
    let jws = Array(try fixture.sign().utf8)
    let replacements = Array("AZaz09-_.=+/ \u{7F}".utf8)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var mutated = jws
      let index = Int.random(in: mutated.indices, using: &generator)
      let replacement = replacements.randomElement(using: &generator) ?? 0
      guard mutated[index] != replacement else { continue }
      mutated[index] = replacement
      #expect(!verifier.verify(String(decoding: mutated, as: UTF8.self)).isVerified)
    }
  }

  @Test func truncationsAndGarbageAreRefusedWithoutCrashing() throws {
    let fixture = try SandboxChainFixture()
    let verifier = try fixture.verifier()
    let jws = try fixture.sign()
    for length in stride(from: 0, to: jws.utf8.count, by: 37) {
      #expect(!verifier.verify(String(decoding: jws.utf8.prefix(length), as: UTF8.self)).isVerified)
    }
    for garbage in ["", ".", "..", "...", "a..", "..b", String(repeating: ".", count: 10_000), "\u{0}.\u{0}.\u{0}"] {
      #expect(verifier.verify(garbage).failure?.reason == .invalidEncoding)
    }
    let huge = String(repeating: "A", count: DecodedJWS.maximumLength) + ".e30.AA"
    #expect(verifier.verify(huge).failure?.check == .format)
  }

  @Test func aRememberedChainIsStillRefusedOutsideItsValidity() throws {
    let fixture = try SandboxChainFixture()
    let verifier = try fixture.verifier()
    #expect(verifier.verify(try fixture.sign()).isVerified)
    let afterExpiry = try SandboxChainFixture(
      identity: fixture.identity, signedDate: fixture.identity.leaf.notAfter.addingTimeInterval(1))
    #expect(verifier.verify(try afterExpiry.sign()).failure?.check == .certificatePath)
    let beforeStart = try SandboxChainFixture(
      identity: fixture.identity, signedDate: fixture.identity.leaf.notBefore.addingTimeInterval(-1))
    #expect(verifier.verify(try beforeStart.sign()).failure?.check == .certificatePath)
    #expect(verifier.verify(try fixture.sign()).isVerified)
  }

  /// A chain is remembered by its exact text: the same chain with a `K` rewritten as U+212A KELVIN SIGN (canonically
  /// equivalent, so `String` holds the two equal) is not the remembered chain, and is refused as a verifier that never
  /// saw the genuine one refuses it. Apple's "x5c" page (App Store Server API): "the certificate chain that
  /// corresponds to the key used to digitally sign the JWS" — that chain, not another text it compares equal to.
  @Test func aRememberedChainIsNotFoundUnderACanonicallyEquivalentText() throws {
    let fixture = try SandboxChainFixture()
    let verifier = try fixture.verifier()
    #expect(verifier.verify(try fixture.sign()).isVerified)
    var chain = fixture.identity.x5c
    let k = try #require(chain[0].utf8.firstIndex(of: UInt8(ascii: "K")), "a certificate with a K in its base64")
    chain[0].replaceSubrange(k...k, with: "\u{212A}")
    #expect(chain == fixture.identity.x5c)
    let rewritten = try fixture.sign(header: fixture.header(x5c: chain))
    let fresh = try #require(try fixture.verifier().verify(rewritten).failure)
    let remembered = try #require(verifier.verify(rewritten).failure)
    #expect(remembered.check == fresh.check)
    #expect(remembered.reason == fresh.reason)
  }

  @Test func aRememberedChainDoesNotCarryOverToAnotherVerifiersRoots() throws {
    let fixture = try SandboxChainFixture()
    let jws = try fixture.sign()
    #expect(try fixture.verifier().verify(jws).isVerified)
    let stranger = try JWSVerifier(trusting: SigningIdentity.mint())
    #expect(stranger.verify(jws).failure?.check == .certificatePath)
  }
}
