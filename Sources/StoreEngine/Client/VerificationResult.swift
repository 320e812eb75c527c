import StoreCatalog

/// A signed value and whether its signature checked out (StoreKit's `VerificationResult`).
///
/// Unverified values still carry their decoded payload, as StoreKit's do; an app must never grant or
/// finish them.
public enum VerificationResult<SignedType: Sendable & Hashable>: Sendable, Hashable {
  case unverified(SignedType, VerificationError)
  case verified(SignedType)

  /// The payload, or the verification error when it is unverified.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): return value
      case .unverified(_, let error): throw error
      }
    }
  }

  /// The payload whether or not it verified.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let value), .unverified(let value, _): value
    }
  }

  public var isVerified: Bool {
    if case .verified = self { return true }
    return false
  }

  /// The reason verification failed, when it did.
  public var verificationError: VerificationError? {
    if case .unverified(_, let error) = self { return error }
    return nil
  }
}

extension VerificationResult {
  /// The verdict a device reaches while the tester makes verification fail: the same payload, unverified for the
  /// injected reason (StoreKit Testing's `verification` failure applies to every signed value StoreKit hands out).
  func failing(with injected: SimulatedError?) -> VerificationResult {
    guard case .verification(let reason)? = injected, let error = VerificationError(rawValue: reason.rawValue) else {
      return self
    }
    return .unverified(unsafePayloadValue, error)
  }
}
