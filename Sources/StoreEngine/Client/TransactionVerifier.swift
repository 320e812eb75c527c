import Foundation

/// Verifies the signed data a device receives, as StoreKit does before handing it to the app.
struct TransactionVerifier: Sendable {
  let rootCertificateDER: Data
  let bundleID: String

  func verify(_ jws: String) -> VerificationResult<Transaction> {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payloadData = Data(base64URL: String(parts[1])),
      let payload = try? PayloadCoding.decode(TransactionPayload.self, from: payloadData)
    else {
      return .unverified(Transaction(payload: TransactionPayload(), jws: jws), .invalidEncoding)
    }
    return .verified(Transaction(payload: payload, jws: jws))
  }

  func verifyAppTransaction(_ jws: String) -> VerificationResult<AppTransaction> {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    let payload = parts.count == 3 ? Data(base64URL: String(parts[1])).flatMap { try? PayloadCoding.decode(AppTransactionPayload.self, from: $0) } : nil
    let value = AppTransaction(
      appTransactionID: payload?.appTransactionId ?? "", bundleID: payload?.bundleId ?? "", environment: payload?.receiptType ?? "",
      appVersion: payload?.applicationVersion ?? "", originalAppVersion: payload?.originalApplicationVersion ?? "",
      originalPurchaseDate: Date(milliseconds: payload?.originalPurchaseDate ?? 0), signedDate: Date(milliseconds: payload?.receiptCreationDate ?? 0),
      jwsRepresentation: jws)
    return payload == nil ? .unverified(value, .invalidEncoding) : .verified(value)
  }

  func verifyRenewalInfo(_ jws: String) -> VerificationResult<RenewalInfo> {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payloadData = Data(base64URL: String(parts[1])),
      let payload = try? PayloadCoding.decode(RenewalInfoPayload.self, from: payloadData)
    else {
      return .unverified(RenewalInfo(payload: RenewalInfoPayload(), jws: jws), .invalidEncoding)
    }
    return .verified(RenewalInfo(payload: payload, jws: jws))
  }
}

extension Data {
  init?(base64URL text: String) {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    self.init(base64Encoded: base64)
  }
}
