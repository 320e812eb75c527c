import FoundationEssentials
import StoreEngine
import StoreOperations

/// Get All Subscription Statuses, Extend a Subscription Renewal Date, Extend for All Active Subscribers and its
/// status, Set App Account Token and Send Consumption Information.
extension AppStoreServerAPI {
  func subscriptionStatuses(_ text: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    try requireCustomer(text)
    let wanted = try Set(request.queryValues("status").map { value -> Int in
      guard let status = Int(value), (1...5).contains(status) else { throw APIError.invalidStatus }
      return status
    })
    let items = try await sandbox.signedSubscriptionStatuses().compactMap { entry -> StatusResponse.GroupItem? in
      let status = entry.status.state.serverStatus
      guard wanted.isEmpty || wanted.contains(status) else { return nil }
      return StatusResponse.GroupItem(
        subscriptionGroupIdentifier: entry.status.groupID,
        lastTransactions: [
          StatusResponse.LastTransaction(
            status: status, originalTransactionId: String(entry.status.transaction.originalID),
            signedTransactionInfo: entry.status.transaction.jws, signedRenewalInfo: entry.renewalInfo)
        ])
    }
    return try ok(StatusResponse(environment: environment, bundleId: sandbox.bundleID, data: items))
  }

  /// The body of Extend a Subscription Renewal Date, and (with `productId`, `storefrontCountryCodes`) of Extend for
  /// All Active Subscribers.
  private struct ExtensionRequest: Decodable {
    var extendByDays: Int?
    var extendReasonCode: Int?
    var requestIdentifier: String?
    var productId: String?
    var storefrontCountryCodes: [String]?

    /// The checked days, reason and request id, with Apple's error for each bad one.
    func checked() throws -> RenewalExtension {
      guard let days = extendByDays, RenewalExtension.allowedDays.contains(days) else { throw APIError.invalidExtendByDays }
      guard let reason = extendReasonCode.flatMap(ExtendReasonCode.init(rawValue:)) else {
        throw APIError.invalidExtendReasonCode
      }
      guard let requestID = requestIdentifier, !requestID.isEmpty, requestID.count <= 128 else {
        throw APIError.invalidRequestIdentifier
      }
      return RenewalExtension(days: days, reason: reason, requestID: requestID)
    }
  }

  func extendRenewalDate(_ text: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    let originalID = try transactionID(text, invalid: .invalidOriginalTransactionID)
    let renewalExtension = try body(ExtensionRequest.self, request).checked()
    guard case .renewalExtended(let record, _) = try await run(.extendRenewalDate(.id(originalID), renewalExtension))
    else { throw APIError.generalInternalRetryable }
    return try ok(ExtendRenewalDateResponse(
      originalTransactionId: String(record.originalID), webOrderLineItemId: record.webOrderLineItemID, success: true,
      effectiveDate: record.expirationDate.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }))
  }

  func extendForAll(_ request: HTTPRequest) async throws -> HTTPResponse {
    let extensionRequest = try body(ExtensionRequest.self, request)
    let renewalExtension = try extensionRequest.checked()
    guard let productID = extensionRequest.productId, !productID.isEmpty else { throw APIError.invalidProductID }
    let storefronts = extensionRequest.storefrontCountryCodes ?? []
    guard storefronts.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isUppercase) }) else {
      throw APIError.invalidStorefrontCountryCode
    }
    _ = try await run(.extendForAllActiveSubscribers(productID: productID, storefronts: storefronts, renewalExtension))
    return try ok(MassExtendRenewalDateResponse(requestIdentifier: renewalExtension.requestID))
  }

  func extendForAllStatus(_ productID: String, _ requestID: String) async throws -> HTTPResponse {
    guard let status = try await sandbox.massExtensionStatus(productID: productID, requestID: requestID) else {
      throw APIError.statusRequestNotFound
    }
    return try ok(MassExtendRenewalDateStatusResponse(
      requestIdentifier: requestID, complete: true, completeDate: Int64((status.completeDate.timeIntervalSince1970 * 1000).rounded()),
      succeededCount: status.succeeded, failedCount: status.failed))
  }

  private struct AppAccountTokenRequest: Decodable {
    var appAccountToken: String
  }

  func setAppAccountToken(_ text: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    let originalID = try transactionID(text, invalid: .invalidOriginalTransactionID)
    guard let token = UUID(uuidString: try body(AppAccountTokenRequest.self, request).appAccountToken) else {
      throw APIError.invalidAppAccountTokenUUID
    }
    _ = try await run(.setAppAccountToken(token, originalTransactionID: originalID))
    return HTTPResponse(status: 200)
  }

  /// The body of Send Consumption Information (v2; v1's older fields are kept as sent).
  private struct ConsumptionRequest: Decodable {
    var customerConsented: Bool?
    var sampleContentProvided: Bool?
    var deliveryStatus: String?
    var consumptionPercentage: Int?
    var refundPreference: String?
  }

  private static let deliveryStatuses: Set<String> = [
    "DELIVERED", "UNDELIVERED_QUALITY_ISSUE", "UNDELIVERED_WRONG_ITEM", "UNDELIVERED_SERVER_OUTAGE", "UNDELIVERED_OTHER",
  ]

  func consumption(_ text: String, version: Int, _ request: HTTPRequest) async throws -> HTTPResponse {
    let id = try transactionID(text)
    let sent = try body(ConsumptionRequest.self, request)
    guard sent.customerConsented == true else { throw APIError.invalidCustomerConsented }
    if version == 2 {
      guard sent.sampleContentProvided != nil else { throw APIError.generalBadRequest }
      guard let delivery = sent.deliveryStatus, Self.deliveryStatuses.contains(delivery) else { throw APIError.invalidDeliveryStatus }
      if let percentage = sent.consumptionPercentage, !(0...100_000).contains(percentage) { throw APIError.generalBadRequest }
      if let preference = sent.refundPreference, !["DECLINE", "GRANT_FULL", "GRANT_PRORATED"].contains(preference) {
        throw APIError.generalBadRequest
      }
    }
    _ = try await run(.sendConsumptionInformation(transactionID: id, json: String(decoding: request.body, as: UTF8.self)))
    return HTTPResponse(status: 202)
  }

  /// Apple's error for a sandbox refusal.
  static func apiError(_ error: ServerAPIError) -> APIError {
    switch error {
    case .keyIDTaken: .generalBadRequest
    case .notAnOriginalSubscription: .originalTransactionIDNotFound
    case .notAnOriginalTransaction: .notOriginalTransactionID
    case .familyShared: .familySharedSubscriptionExtensionIneligible
    case .extensionIneligible: .subscriptionExtensionIneligible
    case .maximumExtensions: .subscriptionMaxExtension
    }
  }
}
