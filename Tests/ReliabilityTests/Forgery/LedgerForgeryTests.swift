import Foundation
import Testing
import TestSupport

@testable import StoreEngine

/// Forged transactions written straight into the ledger file (issue 7): the app sees each one as
/// `.unverified` with StoreKit's reason for it, never grants it and never finishes it — in process (the
/// app's store model) and through the `storefront` commands.
@Suite(.timeLimit(.minutes(2))) struct LedgerForgeryTests {
  /// A way to forge transaction #2, and the reason the app must give for refusing it.
  enum Forgery: String, CaseIterable, CustomTestStringConvertible {
    case highS, otherKeyRightCertificate, leafNotSignedByIntermediate, expiredLeaf, leafNotYetValid
    case duplicatedPayloadKey, bundleMismatch, environmentMismatch

    var testDescription: String { rawValue }

    var reason: VerificationError {
      switch self {
      case .highS, .otherKeyRightCertificate: .invalidSignature
      case .leafNotSignedByIntermediate, .expiredLeaf, .leafNotYetValid: .invalidCertificateChain
      case .duplicatedPayloadKey: .invalidEncoding
      case .bundleMismatch, .environmentMismatch: .invalidDeviceVerification
      }
    }

    func jws(_ lab: ForgeryLab) throws -> String {
      let now = Date()
      switch self {
      case .highS:
        let genuine = try lab.sign(lab.payload())
        let parts = genuine.split(separator: ".").map(String.init)
        let signature = try ECDSASignature(raw: try #require(Base64URL.decode(parts[2].utf8)))
        let highS = signature.r + ECDSASignature.subtract(ECDSASignature.order, signature.s)
        return [parts[0], parts[1], Base64URL.encode(highS)].joined(separator: ".")
      case .otherKeyRightCertificate:
        return try lab.sign(lab.payload(), key: P256PrivateKey.generate())
      case .leafNotSignedByIntermediate:
        let request = SigningIdentity.request(.leaf, "Forged Leaf", from: now.addingTimeInterval(-86_400), lasting: 86_400 * 30)
        return try lab.sign(lab.payload(), chain: lab.chain(withLeaf: request, signedBy: P256PrivateKey.generate()))
      case .expiredLeaf:
        let request = SigningIdentity.request(.leaf, "Old Leaf", from: now.addingTimeInterval(-86_400 * 60), lasting: 86_400 * 30)
        return try lab.sign(lab.payload(), chain: lab.chain(withLeaf: request))
      case .leafNotYetValid:
        let request = SigningIdentity.request(.leaf, "Future Leaf", from: now.addingTimeInterval(86_400 * 30), lasting: 86_400 * 30)
        return try lab.sign(lab.payload(), chain: lab.chain(withLeaf: request))
      case .duplicatedPayloadKey:
        let genuine = try lab.payload(["productId": "com.example.storefront.gems.100"])
        return try lab.sign(String(genuine.dropLast()) + ",\"productId\":\"\(ForgeryLab.forgedProduct)\"}")
      case .bundleMismatch:
        return try lab.sign(lab.payload(["bundleId": "com.attacker.app"]))
      case .environmentMismatch:
        return try lab.sign(lab.payload(["environment": "Production"]))
      }
    }
  }

  @Test(arguments: Forgery.allCases)
  func theAppSeesItUnverifiedAndNeitherGrantsNorFinishesIt(_ forgery: Forgery) async throws {
    let lab = try await ForgeryLab.make()
    try lab.plant(forgery.jws(lab))

    let (replayed, snapshot, entitlements) = try await lab.nextLaunch()
    guard case .unverified(let transaction, let reason) = try #require(replayed) else {
      Issue.record("\(forgery) verified")
      return
    }
    #expect(reason == forgery.reason)
    if forgery != .duplicatedPayloadKey {  // with two values, which one a decoder keeps is the point of the attack
      #expect(transaction.productID == ForgeryLab.forgedProduct)
    }
    #expect(snapshot.entitlements[ForgeryLab.forgedProduct] == nil)
    #expect(!entitlements.contains { if case .verified(let granted) = $0 { granted.id == 2 } else { false } })
    #expect(try lab.forgedTransactionIsUnfinished())
  }

  @Test(arguments: Forgery.allCases)
  func theCommandsRefuseItToo(_ forgery: Forgery) async throws {
    let lab = try await ForgeryLab.make()
    try lab.plant(forgery.jws(lab))

    let updates = try await ProcessRunner.storefront(
      ["updates", "--finish", "--json", "--count", "1", "--timeout", "20", "--sandbox", lab.path])
    #expect(updates.status == 0, "\(updates.stderr)")
    let delivered = try JSONSerialization.jsonObject(with: Data(updates.stdout.utf8)) as? [String: Any]
    #expect(delivered?["id"] as? Int == 2)
    #expect(delivered?["verified"] as? Bool == false)
    #expect(try lab.forgedTransactionIsUnfinished())

    let shown = try await ProcessRunner.storefront(["entitlements", "--json", "--sandbox", lab.path])
    #expect(shown.status == 0, "\(shown.stderr)")
    let listed = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    let granted = (listed?["entitlements"] as? [[String: Any]] ?? []).filter { $0["verified"] as? Bool == true }
    #expect(!granted.contains { $0["id"] as? Int == 2 })
  }

  /// A genuine JWS (of consumable #1) copied into row #2: its signature vouches for #1, not for #2, so the
  /// app must not see #1 again as a current entitlement (a consumable there breaks StoreKit's rules).
  @Test func aGenuineSignatureCopiedIntoAnotherRowIsRefused() async throws {
    let lab = try await ForgeryLab.make()
    try lab.plant(lab.genuineJWS)
    let (replayed, snapshot, entitlements) = try await lab.nextLaunch()
    guard case .unverified(_, let reason) = try #require(replayed) else {
      Issue.record("a copied signature verified for another row")
      return
    }
    #expect(reason == .invalidSignature)
    #expect(snapshot.entitlements.isEmpty)
    #expect(!entitlements.contains { if case .verified = $0 { true } else { false } })
    #expect(try lab.forgedTransactionIsUnfinished())
  }
}

/// A row rewritten behind the app's back while it runs — with no word in the change log — is read again: the
/// transactions page of the running app's snapshot shows the forged row `.unverified` after the next refresh, as a
/// new launch would.
@Suite(.timeLimit(.minutes(2))) struct LedgerEditedWhileRunningTests {
  @Test func theRunningAppsHistoryShowsARowForgedBehindItsBack() async throws {
    let history = try await historyAfterRewriting { lab, _ in
      try lab.sign(lab.payload(["productId": ForgeryLab.forgedProduct]), key: P256PrivateKey.generate())
    }
    #expect(history.count == 1)
    #expect(history.first.map { !$0.result.isVerified } == true)
  }

  /// The same for a row whose text differs from the verified one only in a canonically equivalent character (`K`
  /// rewritten as U+212A KELVIN SIGN): `String` holds the two texts equal, but the verdict stands only for the exact
  /// bytes ("jwsRepresentation": the transaction signed by the App Store, in JWS Compact Serialization), so the
  /// rewritten row is verified afresh and fails.
  @Test func aRowRewrittenWithACanonicallyEquivalentCharacterIsVerifiedAgain() async throws {
    var rewritten = ""
    let history = try await historyAfterRewriting { _, row in
      let genuine = row.result.unsafePayloadValue.jwsRepresentation
      let k = try #require(genuine.utf8.firstIndex(of: UInt8(ascii: "K")), "a JWS text with a K in it")
      rewritten = genuine
      rewritten.replaceSubrange(k...k, with: "\u{212A}")
      #expect(rewritten == genuine)
      return rewritten
    }
    let after = try #require(history.first)
    #expect(!after.result.isVerified)
    #expect(after.result.unsafePayloadValue.jwsRepresentation.utf8.elementsEqual(rewritten.utf8))
  }

  /// Opens the app on a forgery lab's ledger, its newest row verified; rewrites that row's text behind the app's back
  /// with what `rewrite` makes of the lab and the row; refreshes, and returns the snapshot's history.
  private func historyAfterRewriting(
    _ rewrite: (ForgeryLab, LedgerTransaction) throws -> String
  ) async throws -> [LedgerTransaction] {
    let lab = try await ForgeryLab.make()
    let store = try await Store(sandbox: Sandbox(path: lab.path, catalog: lab.catalog), device: "app")
    let model = await StoreModel(store: store)
    await model.refresh()
    let before = try #require(model.currentSnapshot.history.first)
    #expect(before.result.isVerified)
    try RawLedger(path: lab.path).execute(
      "UPDATE transactions SET jws = ? WHERE id = ?", [try rewrite(lab, before), Int64(before.result.unsafePayloadValue.id)])
    await model.refresh()
    let history = model.currentSnapshot.history
    await model.stop()
    return history
  }
}
