public import FoundationEssentials

extension JWSVerifier {
  /// What a verifier demands. The defaults are the sandbox's own, strictest rules; `appStoreServerLibrary` is what
  /// Apple's `SignedDataVerifier` accepts (online checks off), for data Storefront did not sign.
  public struct Options: Sendable, Hashable {
    /// Which `x5c` shapes are acceptable.
    public enum ChainRequirement: Sendable, Hashable {
      /// Exactly three certificates — leaf, intermediate, root — where the leaf and intermediate must lead to a
      /// trusted root; `x5c[2]` itself is ignored.
      case appStore
      /// Exactly one self-signed certificate that is itself one of the trusted roots: Xcode's local StoreKit
      /// testing certificate (`StoreKitTestCertificate.cer`). Apple's marker extensions are not required.
      case xcodeLocal
      /// Either of the above, decided by the number of certificates in `x5c`.
      case appStoreOrXcodeLocal
    }

    /// The instant the certificate chain must be valid at.
    public enum ValidationTime: Sendable, Hashable {
      /// The payload's `signedDate` (`receiptCreationDate` for app transactions); data without one fails with
      /// `.missingRequiredProperties`.
      case signedDate
      /// The payload's signing date when it has one, otherwise the `now` given to `verify` — Apple's rule.
      case signedDateOrNow
      /// A fixed instant, whatever the payload says.
      case fixed(Date)
    }

    /// Which `x5c` shapes are acceptable; App Store chains only by default.
    public var chain: ChainRequirement
    /// Whether an App Store chain's leaf must carry `1.2.840.113635.100.6.11.1` and its intermediate
    /// `1.2.840.113635.100.6.2.1`, as Apple's verifiers require.
    public var requiresAppleMarkers: Bool
    /// Whether path validation uses `X509_V_FLAG_X509_STRICT` (key identifiers, well-formed extensions). Apple's
    /// production chain and Storefront's pass it; Apple's published test certificates lack key identifiers and do not.
    public var strictX509: Bool
    /// Whether signatures with s above half the group order are refused. ES256 does not forbid them and Apple's own
    /// test vectors include some, but every signature has such a twin that anyone can compute; Storefront's signer
    /// only emits low-S, so for the sandbox's own data a high-S signature can only be a tampered one.
    public var requiresLowS: Bool
    /// When the chain must be valid; the payload's `signedDate` by default.
    public var validationTime: ValidationTime
    /// The app's bundle identifier the payload must name (`bundleId`, or `data.bundleId` in a notification), if any.
    public var expectedBundleID: String?
    /// The environment the payload must name (`environment`, `receiptType`, or `data.environment`), if any:
    /// `Sandbox`, `Production`, `Xcode`.
    public var expectedEnvironment: String?

    public init(
      chain: ChainRequirement = .appStore, requiresAppleMarkers: Bool = true, strictX509: Bool = true,
      requiresLowS: Bool = true, validationTime: ValidationTime = .signedDate, expectedBundleID: String? = nil,
      expectedEnvironment: String? = nil
    ) {
      self.chain = chain
      self.requiresAppleMarkers = requiresAppleMarkers
      self.strictX509 = strictX509
      self.requiresLowS = requiresLowS
      self.validationTime = validationTime
      self.expectedBundleID = expectedBundleID
      self.expectedEnvironment = expectedEnvironment
    }

    /// What Apple's `SignedDataVerifier` accepts with online checks off: an App Store chain with marker
    /// extensions, strict X.509 (as Apple runs it in production), high-S signatures allowed, validated at the
    /// signing date or else now.
    public static func appStoreServerLibrary(bundleID: String? = nil, environment: String? = nil) -> Options {
      Options(
        requiresLowS: false, validationTime: .signedDateOrNow, expectedBundleID: bundleID,
        expectedEnvironment: environment)
    }
  }
}
