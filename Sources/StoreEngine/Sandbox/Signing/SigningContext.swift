public import FoundationEssentials

/// What every payload this sandbox signs says about the app and the device: fixed per sandbox.
public struct SigningContext: Sendable, Hashable, Codable {
  /// The app's bundle identifier (`bundleId`).
  public var bundleID: String
  /// `Sandbox` by default, so backends verify with Apple's libraries for real (they skip `Xcode` data).
  public var environment: String
  /// The app transaction id (`appTransactionId`).
  public var appTransactionID: String
  /// The device's `AppStore.deviceVerificationID`.
  public var deviceVerificationID: UUID

  public static func newSandbox() -> SigningContext {
    SigningContext(
      bundleID: "com.example.storefront", environment: "Sandbox",
      appTransactionID: String(UInt64.random(in: 1_000_000_000...9_999_999_999)), deviceVerificationID: UUID())
  }
}
