import FoundationEssentials

/// What to put in a certificate Storefront mints: who it names, when it is valid, and what it is for.
///
/// The role decides the extensions, modelled on Apple's App Store signing chain (JWS.md §1): CA certificates
/// get `basicConstraints=critical,CA:TRUE` and `keyUsage=critical,keyCertSign,cRLSign`; the leaf gets
/// `basicConstraints=critical,CA:FALSE` and `keyUsage=critical,digitalSignature`. Every certificate carries a
/// subject key identifier and every issued one an authority key identifier, so chains pass
/// `X509_V_FLAG_X509_STRICT`.
struct CertificateRequest {
  /// Where a certificate sits in an App Store–style chain.
  enum Role {
    case root
    case intermediate
    case leaf

    /// Apple's marker extension for this role (JWS.md §4 step 7), if it has one.
    var appleMarkerOID: String? {
      switch self {
      case .root: nil
      case .intermediate: AppleMarkerOID.intermediate
      case .leaf: AppleMarkerOID.receiptSigner
      }
    }
  }

  var role: Role
  /// Name attributes in order, e.g. `[("CN", "Storefront Sandbox Root CA"), ("O", "Storefront")]`.
  var subject: [(field: String, value: String)]
  var notBefore: Date
  var notAfter: Date
  /// Whether to include the role's Apple marker extension (tests turn it off to forge bad chains).
  var includesAppleMarker = true
}

/// The custom extensions Apple puts in its App Store signing chain, whose presence verifiers check.
enum AppleMarkerOID {
  /// On the leaf: "Mac App Store Receipt Signing" (WWDR CPS §4.11.10).
  static let receiptSigner = "1.2.840.113635.100.6.11.1"
  /// On the intermediate: Apple Worldwide Developer Relations.
  static let intermediate = "1.2.840.113635.100.6.2.1"
}
