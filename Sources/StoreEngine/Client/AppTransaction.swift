public import Foundation

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
struct AppTransactionPayload: Codable, Sendable, Hashable {
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
}

extension Sandbox {
  /// Signs the app transaction: the app was "downloaded" when the sandbox was created.
  public func signedAppTransaction() throws -> String {
    let date = now
    let nonce = UUID()
    let payload = AppTransactionPayload(
      receiptType: signer.context.environment, bundleId: signer.context.bundleID,
      appTransactionId: signer.context.appTransactionID, applicationVersion: "1", originalApplicationVersion: "1",
      originalPurchaseDate: clock.anchorVirtual.milliseconds, receiptCreationDate: date.milliseconds,
      requestDate: date.milliseconds, deviceVerification: signer.deviceVerification(nonce: nonce),
      deviceVerificationNonce: nonce.uuidString.lowercased())
    return try ledger.write { try sign(try PayloadCoding.encode(payload), at: date) }
  }
}

extension Store {
  /// The app's signed app transaction (`AppTransaction.shared`).
  public func appTransaction() async throws -> VerificationResult<AppTransaction> {
    _ = try await reachAppStore(.appTransaction)
    return verifier.verifyAppTransaction(try await sandbox.signedAppTransaction())
  }

  /// Shows the manage-subscriptions sheet (`AppStore.showManageSubscriptions`); throws when the tester
  /// made it fail.
  public func showManageSubscriptions() async throws {
    _ = try await reachAppStore(.manageSubscriptions)
  }
}
