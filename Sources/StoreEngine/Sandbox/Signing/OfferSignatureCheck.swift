public import FoundationEssentials
import StoreCatalog

extension Sandbox {
  /// Checks a promotional offer's signature against the catalog's offer key, as of simulated now.
  func checkOfferSignature(
    productID: String, offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int64, appAccountToken: UUID?
  ) -> RequestedOffer.SignatureCheck {
    guard !keyID.isEmpty, !signature.isEmpty, timestamp > 0 else { return .missingParameters }
    guard let key = catalog.offerSigningKey else {
      return .invalid("the catalog has no subscriptionOffersKeyPair to check promotional offer signatures with")
    }
    let fields = PromotionalOfferSignature(
      appBundleID: signingContext.bundleID, keyIdentifier: keyID, productIdentifier: productID, offerIdentifier: offerID,
      appAccountToken: appAccountToken?.uuidString ?? "", nonce: nonce, timestamp: timestamp)
    let problems = fields.problems(signature: signature.base64EncodedString(), key: key, now: now)
    return problems.isEmpty ? .valid : .invalid(problems.map(\.description).joined(separator: "; "))
  }

  /// A promotional offer option signed with the catalog's offer key, as the app's server would make it.
  public func signedPromotionalOffer(_ offerID: String, for productID: String, appAccountToken: UUID?) throws -> PurchaseOption {
    guard let key = catalog.offerSigningKey else {
      throw SandboxActionError.noOfferKey
    }
    let nonce = UUID.randomNonce()
    let timestamp = now.millisecondsInteger
    let fields = PromotionalOfferSignature(
      appBundleID: signingContext.bundleID, keyIdentifier: key.id, productIdentifier: productID, offerIdentifier: offerID,
      appAccountToken: appAccountToken?.uuidString ?? "", nonce: nonce, timestamp: timestamp)
    let signature = Data(base64Encoded: try fields.sign(with: key)) ?? Data()
    return .promotionalOffer(offerID: offerID, keyID: key.id, nonce: nonce, signature: signature, timestamp: timestamp)
  }
}
