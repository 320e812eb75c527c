public import FoundationEssentials
import StoreCatalog

/// The signed record of the app's own purchase or download (StoreKit's `AppTransaction`).
public struct AppTransaction: Sendable, Hashable {
  public let appTransactionID: String
  public let bundleID: String
  /// `AppStore.Environment`'s raw value (`Sandbox`), from the payload's `receiptType`.
  public let environment: String
  public let appVersion: String
  /// Always `1.0` in the sandbox, as Apple documents.
  public let originalAppVersion: String
  /// The platform the customer first got the app on (`iOS`, `macOS`, `tvOS`, `visionOS`).
  public let originalPlatform: String?
  public let originalPurchaseDate: Date
  /// The App Store's id for the app and its version: nil in the sandbox.
  public let appID: UInt64?
  public let appVersionID: UInt64?
  /// When the customer preordered the app; nil when they did not.
  public let preorderDate: Date?
  public let deviceVerification: Data?
  public let deviceVerificationNonce: UUID?
  public let signedDate: Date
  public let jwsRepresentation: String

  init(payload: AppTransactionPayload, jws: String) {
    appTransactionID = payload.appTransactionId ?? ""
    bundleID = payload.bundleId ?? ""
    environment = payload.receiptType ?? ""
    appVersion = payload.applicationVersion ?? ""
    originalAppVersion = payload.originalApplicationVersion ?? ""
    originalPlatform = payload.originalPlatform
    originalPurchaseDate = Date(milliseconds: payload.originalPurchaseDate ?? 0)
    appID = payload.appAppleId.flatMap { UInt64(exactly: $0) }
    appVersionID = payload.versionExternalIdentifier.flatMap { UInt64(exactly: $0) }
    preorderDate = payload.preorderDate.map { Date(milliseconds: $0) }
    deviceVerification = payload.deviceVerification.flatMap { Data(base64Encoded: $0) }
    deviceVerificationNonce = payload.deviceVerificationNonce.flatMap(UUID.init(uuidString:))
    signedDate = Date(milliseconds: payload.receiptCreationDate ?? 0)
    jwsRepresentation = jws
  }
}

/// The payload of a signed app transaction, keyed as Apple's `JWSAppTransactionDecodedPayload` (the
/// app-store-server-library's `AppTransaction` model). Absent fields stay out of the JSON.
struct AppTransactionPayload: Sendable, Hashable {
  var receiptType: String?
  var appAppleId: Int64?
  var bundleId: String?
  var applicationVersion: String?
  var versionExternalIdentifier: Int64?
  var receiptCreationDate: Double?
  var originalPurchaseDate: Double?
  var originalApplicationVersion: String?
  var deviceVerification: String?
  var deviceVerificationNonce: String?
  var preorderDate: Double?
  var appTransactionId: String?
  var originalPlatform: String?

  init() {}

  /// Reads the payload from parsed JSON (see `PayloadReader`).
  init(json: JSONNode?) {
    let fields = PayloadReader(json)
    receiptType = fields.string("receiptType")
    appAppleId = fields.int64("appAppleId")
    bundleId = fields.string("bundleId")
    applicationVersion = fields.string("applicationVersion")
    versionExternalIdentifier = fields.int64("versionExternalIdentifier")
    receiptCreationDate = fields.double("receiptCreationDate")
    originalPurchaseDate = fields.double("originalPurchaseDate")
    originalApplicationVersion = fields.string("originalApplicationVersion")
    deviceVerification = fields.string("deviceVerification")
    deviceVerificationNonce = fields.string("deviceVerificationNonce")
    preorderDate = fields.double("preorderDate")
    appTransactionId = fields.string("appTransactionId")
    originalPlatform = fields.string("originalPlatform")
  }

  /// The payload as compact JSON with sorted keys, ready to sign.
  var json: Data {
    var writer = PayloadWriter()
    writer.set("appAppleId", appAppleId)
    writer.set("appTransactionId", appTransactionId)
    writer.set("applicationVersion", applicationVersion)
    writer.set("bundleId", bundleId)
    writer.set("deviceVerification", deviceVerification)
    writer.set("deviceVerificationNonce", deviceVerificationNonce)
    writer.set("originalApplicationVersion", originalApplicationVersion)
    writer.set("originalPlatform", originalPlatform)
    writer.set("originalPurchaseDate", originalPurchaseDate)
    writer.set("preorderDate", preorderDate)
    writer.set("receiptCreationDate", receiptCreationDate)
    writer.set("receiptType", receiptType)
    writer.set("versionExternalIdentifier", versionExternalIdentifier)
    return writer.data
  }
}

extension Sandbox {
  /// Signs the app transaction as the sandbox App Store would: the app was downloaded on iOS when the sandbox was
  /// created; in the sandbox `originalAppVersion` is always `1.0` and the App Store's app and version ids are absent
  /// (developer.apple.com/documentation/storekit/apptransaction/originalappversion, …/appid, …/appversionid).
  public func signedAppTransaction() throws -> String {
    let date = now
    let nonce = UUID.randomNonce()
    var payload = AppTransactionPayload()
    payload.receiptType = signer.context.environment
    payload.bundleId = signer.context.bundleID
    payload.appTransactionId = signer.context.appTransactionID
    payload.applicationVersion = Self.appVersion
    payload.originalApplicationVersion = Self.appVersion
    payload.originalPlatform = "iOS"
    payload.originalPurchaseDate = try appDownloadDate().milliseconds
    payload.receiptCreationDate = date.milliseconds
    payload.deviceVerification = signer.deviceVerification(nonce: nonce)
    payload.deviceVerificationNonce = nonce.uuidString.lowercased()
    return try ledger.write { try sign(payload.json, at: date) }
  }

  /// The app's version in the sandbox: the one Apple documents for `originalAppVersion` there.
  static let appVersion = "1.0"

  /// When the customer got the app: recorded the first time anyone asks (the sandbox's first app transaction), so
  /// it stays the same for every later one.
  func appDownloadDate() throws -> Date {
    let date = now
    return try ledger.write {
      if let stored = try ledger.metaValue(Date.self, MetaKey.appDownload) { return stored }
      try ledger.setMetaValue(MetaKey.appDownload, date)
      return date
    }
  }
}

extension Store {
  /// The app's signed app transaction (`AppTransaction.shared`), verified like every signed value the app gets.
  public func appTransaction() async throws -> VerificationResult<AppTransaction> {
    let injected = try await reachAppStore(.appTransaction).simulatedErrors[.verification]
    return verifier.verifyAppTransaction(try await sandbox.signedAppTransaction()).failing(with: injected)
  }

  /// Shows the manage-subscriptions sheet (`AppStore.showManageSubscriptions`); throws when the tester
  /// made it fail.
  public func showManageSubscriptions() async throws {
    _ = try await reachAppStore(.manageSubscriptions)
  }
}
