import FoundationEssentials

/// An App Store Server API error response: the HTTP status and the `{"errorCode", "errorMessage"}` body Apple sends
/// (codes and words from the App Store Server API's error pages, as Apple's `APIError` enum lists them).
struct APIError: Error, Sendable, Hashable {
  let status: Int
  let code: Int
  let message: String

  static let generalBadRequest = APIError(status: 400, code: 4_000_000, message: "Bad request.")
  static let invalidRequestRevision = APIError(status: 400, code: 4_000_005, message: "Invalid request revision.")
  static let invalidTransactionID = APIError(status: 400, code: 4_000_006, message: "Invalid transaction id.")
  static let invalidOriginalTransactionID = APIError(status: 400, code: 4_000_008, message: "Invalid original transaction id.")
  static let invalidExtendByDays = APIError(status: 400, code: 4_000_009, message: "Invalid extend by days value.")
  static let invalidExtendReasonCode = APIError(status: 400, code: 4_000_010, message: "Invalid extend reason code.")
  static let invalidRequestIdentifier = APIError(status: 400, code: 4_000_011, message: "Invalid request identifier.")
  static let startDateTooFarInPast = APIError(status: 400, code: 4_000_012, message: "Start date too far in the past.")
  static let startDateAfterEndDate = APIError(status: 400, code: 4_000_013, message: "Start date after end date.")
  static let invalidPaginationToken = APIError(status: 400, code: 4_000_014, message: "Invalid pagination token.")
  static let invalidStartDate = APIError(status: 400, code: 4_000_015, message: "Invalid start date.")
  static let invalidEndDate = APIError(status: 400, code: 4_000_016, message: "Invalid end date.")
  static let invalidNotificationType = APIError(status: 400, code: 4_000_018, message: "Invalid notification type.")
  static let multipleFiltersSupplied = APIError(status: 400, code: 4_000_019, message: "Multiple filters supplied.")
  static let invalidTestNotificationToken = APIError(status: 400, code: 4_000_020, message: "Invalid test notification token.")
  static let invalidSort = APIError(status: 400, code: 4_000_021, message: "Invalid sort.")
  static let invalidProductType = APIError(status: 400, code: 4_000_022, message: "Invalid product type.")
  static let invalidProductID = APIError(status: 400, code: 4_000_023, message: "Invalid product id.")
  static let invalidSubscriptionGroupIdentifier = APIError(status: 400, code: 4_000_024, message: "Invalid subscription group identifier.")
  static let invalidInAppOwnershipType = APIError(status: 400, code: 4_000_026, message: "Invalid in-app ownership type.")
  static let invalidStorefrontCountryCode = APIError(status: 400, code: 4_000_028, message: "Invalid storefront country code.")
  static let invalidRevoked = APIError(status: 400, code: 4_000_030, message: "Invalid revoked.")
  static let invalidStatus = APIError(status: 400, code: 4_000_031, message: "Invalid status.")
  static let invalidCustomerConsented = APIError(status: 400, code: 4_000_035, message: "Customer consented is invalid or false.")
  static let invalidDeliveryStatus = APIError(status: 400, code: 4_000_036, message: "Invalid delivery status.")
  static let invalidAppAccountTokenUUID = APIError(status: 400, code: 4_000_183, message: "Invalid app account token UUID.")
  static let notOriginalTransactionID = APIError(
    status: 400, code: 4_000_187, message: "Transaction id is not an original transaction id.")
  static let subscriptionExtensionIneligible = APIError(status: 403, code: 4_030_004, message: "Subscription extension ineligible.")
  static let subscriptionMaxExtension = APIError(status: 403, code: 4_030_005, message: "Subscription max extension.")
  static let familySharedSubscriptionExtensionIneligible = APIError(
    status: 403, code: 4_030_007, message: "Family shared subscription extension ineligible.")
  static let originalTransactionIDNotFound = APIError(status: 404, code: 4_040_005, message: "Original transaction id not found.")
  static let serverNotificationURLNotFound = APIError(status: 404, code: 4_040_007, message: "Server notification URL not found.")
  static let testNotificationNotFound = APIError(status: 404, code: 4_040_008, message: "Test notification not found.")
  static let statusRequestNotFound = APIError(status: 404, code: 4_040_009, message: "Status request not found.")
  static let transactionIDNotFound = APIError(status: 404, code: 4_040_010, message: "Transaction id not found.")
  static let generalInternalRetryable = APIError(status: 500, code: 5_000_001, message: "An unknown error occurred. Please try again.")

  /// The body is too large to be a request Apple's API accepts.
  static let bodyTooLarge = APIError(status: 413, code: 4_000_000, message: "The request body is too large.")

  var response: HTTPResponse {
    var body = JSONWriter()
    body.raw("{\"errorCode\":\(code),\"errorMessage\":")
    body.string(message)
    body.raw("}")
    return .json(status, body.data)
  }
}

extension HTTPResponse {
  /// 401 as Apple's servers answer a bad token: plain text, no JSON error body (Apple's libraries then raise an
  /// `APIException` with status 401 and no error code).
  static let unauthenticated = HTTPResponse(
    status: 401, contentType: "text/plain", body: Data("Unauthenticated\n\nRequest ID: STOREFRONT.0.0\n".utf8))

  /// A path the API does not have.
  static let notFound = HTTPResponse(status: 404, contentType: "text/plain", body: Data("Not Found\n".utf8))

  /// A path the API has, with a method it does not take there.
  static let methodNotAllowed = HTTPResponse(status: 405, contentType: "text/plain", body: Data("Method Not Allowed\n".utf8))
}
