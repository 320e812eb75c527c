import FoundationEssentials

/// Signs this sandbox's transactions, renewal infos and app transactions with the sandbox's own
/// certificate chain (kept in the ledger, so exported roots stay valid across launches).
///
/// The leaf certificate is renewed when simulated time leaves its validity: old transactions keep the
/// leaf they were signed with (it is in their `x5c`) and still verify at their signing date.
struct SandboxSigner {
  static let identityKey = "signing_identity"
  static let contextKey = "signing_context"

  let context: SigningContext
  private(set) var identity: SigningIdentity
  private(set) var signer: JWSSigner

  /// Loads the sandbox's identity, or mints one valid from a day before `date` (inside a write).
  static func loadOrCreate(in ledger: Ledger, at date: Date) throws -> SandboxSigner {
    let context = try ledger.metaValue(SigningContext.self, contextKey) ?? SigningContext.newSandbox()
    try ledger.setMetaValue(contextKey, context)
    let identity: SigningIdentity
    if let archive = try ledger.meta(identityKey) {
      do { identity = try SigningIdentity(archive: archive) } catch {
        throw SandboxError.unreadableSigningIdentity(path: ledger.path, detail: "\(error)")
      }
    } else {
      identity = try SigningIdentity.mint(validFrom: min(date, Date()).addingTimeInterval(-SigningIdentity.defaultBackdating))
      try ledger.setMeta(identityKey, try identity.archived())
    }
    return SandboxSigner(context: context, identity: identity, signer: JWSSigner(identity: identity))
  }

  /// Signs `payload` as of `date`, first renewing the leaf when `date` is outside its validity (the new
  /// identity is saved in `ledger`; call inside a write).
  mutating func sign(_ payload: Data, at date: Date, ledger: Ledger) throws -> String {
    let leaf = identity.leaf
    let intermediate = identity.intermediate
    if date < leaf.notBefore || date > leaf.notAfter, date >= intermediate.notBefore, date <= intermediate.notAfter {
      identity = try identity.issuingNewLeaf(validFrom: max(intermediate.notBefore, date.addingTimeInterval(-SigningIdentity.defaultBackdating)))
      signer = JWSSigner(identity: identity)
      try ledger.setMeta(Self.identityKey, try identity.archived())
    }
    return try signer.sign(payload: payload)
  }

  /// The device verification value for a nonce, for this sandbox's device.
  func deviceVerification(nonce: UUID) -> String {
    DeviceVerification.payloadValue(nonce: nonce, deviceVerificationID: context.deviceVerificationID)
  }
}
