import FoundationEssentials
import StoreCatalog

extension TransactionRecord {
  /// The signed-transaction payload for this record, as the App Store would sign it at `signedDate`.
  func payload(context: SigningContext, signedDate: Date, nonce: UUID, deviceVerification: String) -> TransactionPayload {
    var payload = TransactionPayload()
    payload.transactionId = String(id)
    payload.originalTransactionId = String(originalID)
    payload.webOrderLineItemId = webOrderLineItemID
    payload.bundleId = context.bundleID
    payload.productId = productID
    payload.subscriptionGroupIdentifier = groupID
    payload.purchaseDate = purchaseDate.milliseconds
    payload.originalPurchaseDate = originalPurchaseDate.milliseconds
    payload.expiresDate = expirationDate?.milliseconds
    payload.quantity = quantity
    payload.type = productType.signedValue
    payload.appAccountToken = appAccountToken?.uuidString.lowercased()
    payload.inAppOwnershipType = ownership.rawValue
    payload.signedDate = signedDate.milliseconds
    payload.revocationReason = revocationReason?.rawValue
    payload.revocationDate = revocationDate?.milliseconds
    if isRevoked {
      // A customer's own purchase is revoked by a refund of all of it; a shared one when sharing stops.
      let type: RevocationType = ownership == .familyShared ? .familyRevocation : .refundFull
      payload.revocationType = type.rawValue
      payload.revocationPercentage = ownership == .familyShared ? nil : 100_000
    }
    payload.isUpgraded = productType == .autoRenewable ? isUpgraded : nil
    payload.offerType = offer?.type.rawValue
    payload.offerIdentifier = offer?.id
    payload.offerDiscountType = offer?.paymentMode?.signedValue
    payload.offerPeriod = offer?.period?.iso8601
    payload.environment = context.environment
    payload.storefront = storefront
    payload.storefrontId = storefrontID
    payload.transactionReason = reason.rawValue
    payload.currency = currency
    payload.price = price.map(Money.milliunits)
    payload.appTransactionId = context.appTransactionID
    payload.deviceVerification = deviceVerification
    payload.deviceVerificationNonce = nonce.uuidString.lowercased()
    payload.billingPlanType = billingPlanType
    return payload
  }
}

extension Sandbox {
  /// Signs a payload as of simulated `date` (inside a write: a renewed leaf is saved with it).
  func sign(_ payload: Data, at date: Date) throws -> String {
    try signer.sign(payload, at: date, ledger: ledger)
  }

  /// Signs `record` as it stands at `date` and returns it with its new JWS and signed date.
  func signed(_ record: TransactionRecord, at date: Date) throws -> TransactionRecord {
    var record = record
    record.signedDate = date
    let nonce = UUID.randomNonce()
    let payload = record.payload(
      context: signer.context, signedDate: date, nonce: nonce, deviceVerification: signer.deviceVerification(nonce: nonce))
    record.jws = try sign(payload.json, at: date)
    return record
  }
}
