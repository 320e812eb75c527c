import FoundationEssentials
import StoreCatalog

/// Works out why a promotional-offer signature fails: decodes it the ways developers get wrong (base64 twice, raw
/// r‖s instead of DER) and re-checks it against field variants that common mistakes produce.
struct PromotionalOfferDiagnosis {
  let fields: PromotionalOfferSignature
  let key: P256PublicKey

  /// Problems with `signature`; empty when it is good.
  func signatureProblems(_ signature: String) -> [PromotionalOfferProblem] {
    guard let decoded = Data(base64Encoded: signature.trimmingWhitespace()) else {
      return [.malformedSignature("it is not base64")]
    }
    let bytes = Array(decoded)
    if let text = String(bytes: bytes, encoding: .ascii), let inner = Data(base64Encoded: text),
      (try? ECDSASignature(der: inner)) != nil
    {
      return [.malformedSignature("it was base64-encoded twice; encode the DER bytes once")]
    }
    guard let parsed = try? ECDSASignature(der: bytes) else {
      if let raw = try? ECDSASignature(raw: bytes), verifies(raw, fields.signedText) {
        return [.malformedSignature("it is the raw 64-byte r‖s form; Apple expects the DER encoding")]
      }
      return [.malformedSignature("\(bytes.count) bytes that are not a DER ECDSA signature")]
    }
    guard !key.isValidSignature(der: bytes, for: Data(fields.signedText.utf8)) else { return [] }
    return [.signatureMismatch(likelyCause: likelyCause(parsed))]
  }

  private func verifies(_ signature: ECDSASignature, _ text: String) -> Bool {
    key.isValidSignature(signature, for: Data(text.utf8))
  }

  /// The first common mistake whose variant of the signed text the signature does match.
  private func likelyCause(_ signature: ECDSASignature) -> String? {
    let token = fields.appAccountToken
    let nonce = fields.nonce.uuidString
    let variants: [(String, String)] = [
      (text(nonce: nonce.uppercased()), "the nonce was signed in upper case; Apple signs the lower-case UUID string"),
      (text(token: token.uppercased()), "the app account token was signed in upper case; Apple lower-cases it"),
      (text(token: token), "the app account token was signed with its original case; Apple lower-cases it"),
      (text(token: ""), "the signature leaves out the app account token the purchase carries"),
      (
        text(timestamp: fields.timestamp / 1000),
        "the signature covers the timestamp in seconds; it must be milliseconds"
      ),
      (
        text(product: fields.offerIdentifier, offer: fields.productIdentifier),
        "the product and offer identifiers are swapped in the signed text"
      ),
      (
        text(separator: "\\u2063"),
        "the fields are joined with the six characters \\u2063 instead of the character U+2063 itself"
      ),
    ]
    return variants.first { variant, _ in variant != fields.signedText && verifies(signature, variant) }?.1
  }

  /// The signed text with some fields as a mistaken signer would have written them.
  private func text(
    token: String? = nil, nonce: String? = nil, timestamp: Int64? = nil, product: String? = nil, offer: String? = nil,
    separator: String = "\u{2063}"
  ) -> String {
    [
      fields.appBundleID, fields.keyIdentifier, product ?? fields.productIdentifier, offer ?? fields.offerIdentifier,
      token ?? fields.appAccountToken.lowercased(), nonce ?? fields.nonce.uuidString.lowercased(),
      String(timestamp ?? fields.timestamp),
    ].joined(separator: separator)
  }
}
