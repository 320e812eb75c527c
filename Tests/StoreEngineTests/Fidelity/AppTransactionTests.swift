import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// The app transaction carries Apple's fields, verifies like every signed value, and keeps its download date.
///
/// Apple's `AppTransaction` (developer.apple.com/documentation/storekit/apptransaction) and the App Store Server API's
/// `JWSAppTransactionDecodedPayload`: `receiptType` (the environment), `bundleId`, `appTransactionId`,
/// `applicationVersion`, `originalApplicationVersion` — "in the sandbox testing environment, the originalAppVersion
/// value is always 1.0" (…/apptransaction/originalappversion) — `originalPlatform`, `originalPurchaseDate`,
/// `receiptCreationDate` (the signing date) and the device verification pair; `appID` and `appVersionID` are nil in the
/// sandbox (…/apptransaction/appid, …/apptransaction/appversionid). StoreKit Testing's `appTransaction` failure makes
/// `AppTransaction.shared` throw (developer.apple.com/documentation/storekittest/failablestorekitapi/apptransaction).
@Suite struct AppTransactionTests {
  @Test func carriesApplesFieldsAndVerifies() async throws {
    let store = try await FidelityFixtures.launch()
    let app = try await store.appTransaction().payloadValue
    #expect(app.bundleID == store.sandbox.bundleID)
    #expect(app.environment == "Sandbox")
    #expect(app.appTransactionID == store.sandbox.signingContext.appTransactionID)
    #expect(app.originalAppVersion == "1.0")
    #expect(app.originalPlatform == "iOS")
    #expect(app.appID == nil)
    #expect(app.appVersionID == nil)
    #expect(app.originalPurchaseDate == EngineFixtures.start)
    #expect(app.signedDate == EngineFixtures.start)
    #expect(app.deviceVerificationNonce != nil)
    let signed = try FidelityFixtures.payload(of: app.jwsRepresentation)
    #expect(
      Set(signed.keys) == [
        "appTransactionId", "applicationVersion", "bundleId", "deviceVerification", "deviceVerificationNonce",
        "originalApplicationVersion", "originalPlatform", "originalPurchaseDate", "receiptCreationDate", "receiptType",
      ])
  }

  @Test func theDownloadDateStaysWhileTheSigningDateMoves() async throws {
    let store = try await FidelityFixtures.launch()
    let first = try await store.appTransaction().payloadValue
    try await store.sandbox.advanceClock(by: 86_400)
    let relaunch = try await Store(sandbox: store.sandbox, device: "tablet")
    let later = try await relaunch.appTransaction().payloadValue
    #expect(later.originalPurchaseDate == first.originalPurchaseDate)
    #expect(later.signedDate == first.signedDate.addingTimeInterval(86_400))
    #expect(later.appTransactionID == first.appTransactionID)
  }

  @Test func anInjectedAppTransactionErrorThrows() async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setSimulatedError(.generic(.networkError), for: .appTransaction)
    await #expect(throws: StoreKitError.networkError("notConnectedToInternet")) { try await store.appTransaction() }
  }
}
