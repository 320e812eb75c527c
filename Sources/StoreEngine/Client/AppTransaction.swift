public import Foundation
import StoreCatalog

/// The signed record of the app's own purchase or download (StoreKit's `AppTransaction`).
public struct AppTransaction: Sendable, Hashable {
  public let appTransactionID: String
  public let bundleID: String
  public let environment: String
  public let appVersion: String
  public let originalAppVersion: String
  public let originalPurchaseDate: Date
  public let signedDate: Date
  public let jwsRepresentation: String

  init(payload: AppTransactionPayload, jws: String) {
    appTransactionID = payload.appTransactionId ?? ""
    bundleID = payload.bundleId ?? ""
    environment = payload.receiptType ?? ""
    appVersion = payload.applicationVersion ?? ""
    originalAppVersion = payload.originalApplicationVersion ?? ""
    originalPurchaseDate = Date(milliseconds: payload.originalPurchaseDate ?? 0)
    signedDate = Date(milliseconds: payload.receiptCreationDate ?? 0)
    jwsRepresentation = jws
  }
}

/// The payload of a signed app transaction, keyed as Apple's `AppTransaction` JWS.
struct AppTransactionPayload: Sendable, Hashable {
  var receiptType: String?
  var bundleId: String?
  var appTransactionId: String?
  var applicationVersion: String?
  var originalApplicationVersion: String?
  var originalPurchaseDate: Double?
  var receiptCreationDate: Double?
  var requestDate: Double?
  var deviceVerification: String?
  var deviceVerificationNonce: String?

  init(
    receiptType: String?, bundleId: String?, appTransactionId: String?, applicationVersion: String?,
    originalApplicationVersion: String?, originalPurchaseDate: Double?, receiptCreationDate: Double?,
    requestDate: Double?, deviceVerification: String?, deviceVerificationNonce: String?
  ) {
    self.receiptType = receiptType
    self.bundleId = bundleId
    self.appTransactionId = appTransactionId
    self.applicationVersion = applicationVersion
    self.originalApplicationVersion = originalApplicationVersion
    self.originalPurchaseDate = originalPurchaseDate
    self.receiptCreationDate = receiptCreationDate
    self.requestDate = requestDate
    self.deviceVerification = deviceVerification
    self.deviceVerificationNonce = deviceVerificationNonce
  }

  /// Reads the payload from parsed JSON (see `PayloadReader`).
  init(json: JSONNode?) {
    let fields = PayloadReader(json)
    self.init(
      receiptType: fields.string("receiptType"), bundleId: fields.string("bundleId"),
      appTransactionId: fields.string("appTransactionId"), applicationVersion: fields.string("applicationVersion"),
      originalApplicationVersion: fields.string("originalApplicationVersion"),
      originalPurchaseDate: fields.double("originalPurchaseDate"), receiptCreationDate: fields.double("receiptCreationDate"),
      requestDate: fields.double("requestDate"), deviceVerification: fields.string("deviceVerification"),
      deviceVerificationNonce: fields.string("deviceVerificationNonce"))
  }

  /// The payload as compact JSON with sorted keys, ready to sign.
  var json: Data {
    var writer = PayloadWriter()
    writer.set("appTransactionId", appTransactionId)
    writer.set("applicationVersion", applicationVersion)
    writer.set("bundleId", bundleId)
    writer.set("deviceVerification", deviceVerification)
    writer.set("deviceVerificationNonce", deviceVerificationNonce)
    writer.set("originalApplicationVersion", originalApplicationVersion)
    writer.set("originalPurchaseDate", originalPurchaseDate)
    writer.set("receiptCreationDate", receiptCreationDate)
    writer.set("receiptType", receiptType)
    writer.set("requestDate", requestDate)
    return writer.data
  }
}

extension Sandbox {
  /// Signs the app transaction: the app was "downloaded" when the sandbox was created.
  public func signedAppTransaction() throws -> String {
    let date = now
    let nonce = UUID.randomNonce()
    let payload = AppTransactionPayload(
      receiptType: signer.context.environment, bundleId: signer.context.bundleID,
      appTransactionId: signer.context.appTransactionID, applicationVersion: "1", originalApplicationVersion: "1",
      originalPurchaseDate: clock.anchorVirtual.milliseconds, receiptCreationDate: date.milliseconds,
      requestDate: date.milliseconds, deviceVerification: signer.deviceVerification(nonce: nonce),
      deviceVerificationNonce: nonce.uuidString.lowercased())
    return try ledger.write { try sign(payload.json, at: date) }
  }
}

extension Store {
  /// The app's signed app transaction (`AppTransaction.shared`).
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
