public import FoundationEssentials
import StoreCatalog

/// What the App Store Server API reads from and changes in the sandbox: refunds, orders, API keys,
/// renewal-date extensions, app account tokens and consumption information.
extension Sandbox {
  // MARK: - Reading

  /// Refunded or revoked transactions in ascending revocation order, after `position` (revocation date, id).
  public func refunds(after position: (Date, UInt64)?, limit: Int) throws -> TransactionPage {
    try ledger.refunds(after: position, limit: limit)
  }

  /// The transactions of an order (empty when no purchase has this order id).
  public func transactions(inOrder orderID: String) throws -> [TransactionRecord] {
    try ledger.transactions(inOrder: orderID)
  }

  /// The order id of a transaction.
  public func orderID(of transactionID: UInt64) throws -> String? {
    try ledger.orderID(of: transactionID)
  }

  // MARK: - API keys

  /// The issuer id of this sandbox's API keys (the JWT's `iss`), made once per sandbox.
  public func issuerID() throws -> String {
    try ledger.write {
      if let stored = try ledger.metaValue(String.self, "server_issuer_id") { return stored }
      let made = UUID().uuidString.lowercased()
      try ledger.setMetaValue("server_issuer_id", made)
      return made
    }
  }

  public func apiKeys() throws -> [APIKeyRecord] {
    try ledger.apiKeys()
  }

  /// Registers an API key's public half; throws when the key id is taken.
  public func addAPIKey(keyID: String, issuerID: String, publicKeyDER: Data) throws {
    let date = now
    try commit {
      guard try !ledger.apiKeys().contains(where: { $0.keyID == keyID }) else { throw ServerAPIError.keyIDTaken(keyID) }
      try ledger.addAPIKey(APIKeyRecord(keyID: keyID, issuerID: issuerID, publicKey: publicKeyDER, addedAt: date))
    }
  }

  /// Removes an API key; returns whether it was there.
  @discardableResult
  public func removeAPIKey(_ keyID: String) throws -> Bool {
    try commit { try ledger.removeAPIKey(keyID) }
  }

  // MARK: - Changing

  /// Extend a Subscription Renewal Date: moves the current period's end `days` days later (re-signed; the renewal
  /// follows it) and records a `RENEWAL_EXTENDED` notification. At most two extensions a year, only while the
  /// subscription is active.
  public func extendRenewalDate(originalID: UInt64, days: Int, reason: Int, requestID: String) throws -> TransactionRecord {
    try settle()
    let date = now
    return try commit {
      guard let original = try ledger.transaction(originalID), original.id == original.originalID,
        original.productType == .autoRenewable, let groupID = original.groupID, let head = try ledger.latest(inGroup: groupID)
      else { throw ServerAPIError.notAnOriginalSubscription(originalID) }
      guard head.ownership == .purchased else { throw ServerAPIError.familyShared }
      guard !head.isRevoked, let expiration = head.expirationDate, expiration > date,
        try ledger.renewal(group: groupID)?.isInBillingRetry != true
      else { throw ServerAPIError.extensionIneligible }
      guard try ledger.extensionCount(originalID: head.originalID, since: date.addingTimeInterval(-365 * 86400)) < 2 else {
        throw ServerAPIError.maximumExtensions
      }
      var record = head
      record.expirationDate = expiration.addingTimeInterval(Double(days) * 86400)
      record = try signed(record, at: date)
      try ledger.update(record)
      try ledger.appendEvent(.updated, transactionID: record.id, device: nil, at: date)
      try ledger.recordExtension(originalID: head.originalID, requestID: requestID, days: days, reason: reason, at: date)
      try notify(NotificationKind(.renewalExtended), about: record, at: date)
      return record
    }
  }

  /// Extend for All Active Subscribers of `productID` (in `storefronts`, when given): every active subscription
  /// of the product is extended; the outcome is kept for its status request and summarised in a
  /// `RENEWAL_EXTENSION` / `SUMMARY` notification.
  public func extendRenewalDatesForAll(
    productID: String, storefronts: [String], days: Int, reason: Int, requestID: String
  ) throws -> MassExtensionStatus {
    try settle()
    var status = MassExtensionStatus(productID: productID, requestID: requestID, completeDate: now, succeeded: 0, failed: 0)
    for group in try subscriptionStatuses()
    where group.transaction.productID == productID && group.state == .subscribed
      && (storefronts.isEmpty || storefronts.contains(group.transaction.storefront))
    {
      do {
        _ = try extendRenewalDate(originalID: group.transaction.originalID, days: days, reason: reason, requestID: requestID)
        status.succeeded += 1
      } catch is ServerAPIError {
        status.failed += 1
      }
    }
    let summary = status
    try commit {
      try ledger.recordMassExtension(summary)
      var fields = PayloadWriter()
      fields.set("requestIdentifier", requestID)
      fields.set("productId", productID)
      fields.set("storefrontCountryCodes", storefronts)
      fields.set("succeededCount", summary.succeeded)
      fields.set("failedCount", summary.failed)
      try notify(NotificationKind(.renewalExtension, .summary), about: nil, at: summary.completeDate, summary: fields)
    }
    return summary
  }

  /// The outcome of an Extend for All Active Subscribers request, if it was made.
  public func massExtensionStatus(productID: String, requestID: String) throws -> MassExtensionStatus? {
    try ledger.massExtension(productID: productID, requestID: requestID)
  }

  /// Set App Account Token: the original transaction and every renewal after it carry `token` from now on,
  /// re-signed (the app sees them on its updates stream).
  public func setAppAccountToken(_ token: UUID, originalID: UInt64) throws {
    let date = now
    try commit {
      guard let original = try ledger.transaction(originalID) else { throw SandboxActionError.noSuchTransaction(originalID) }
      guard original.id == original.originalID else { throw ServerAPIError.notAnOriginalTransaction(originalID) }
      guard original.ownership == .purchased else { throw ServerAPIError.familyShared }
      for var record in try ledger.chain(originalID: originalID) {
        record.appAccountToken = token
        record = try signed(record, at: date)
        try ledger.update(record)
        try ledger.appendEvent(.updated, transactionID: record.id, device: nil, at: date)
      }
    }
  }

  /// Send Consumption Information: the backend's answer to a consumption request, kept as the JSON it sent.
  public func recordConsumptionInformation(transactionID: UInt64, json: String) throws {
    let date = now
    try commit { try ledger.recordConsumption(transactionID: transactionID, body: json, at: date) }
  }

  /// The consumption information sent for a transaction, as JSON.
  public func consumptionInformation(transactionID: UInt64) throws -> String? {
    try ledger.consumption(transactionID: transactionID)
  }
}

/// Why the App Store server cannot do what a request asks of the sandbox.
public enum ServerAPIError: Error, Sendable, Hashable {
  case keyIDTaken(String)
  case notAnOriginalSubscription(UInt64)
  case notAnOriginalTransaction(UInt64)
  case familyShared
  case extensionIneligible
  case maximumExtensions
}
