import Foundation
import StoreCatalog
import StoreEngine

/// Takes a transaction's JWS apart for the detail view: the header's algorithm and certificate subjects, the
/// payload as terminal-safe JSON, and a full signature check against the sandbox's root with the app's bundle
/// identifier and environment, with the reason when it fails.
enum TransactionInspector {
  static func inspect(_ id: UInt64, in sandbox: Sandbox) async -> TransactionInspection {
    guard let record = try? await sandbox.transaction(id) else { return .missing(id) }
    let verification = verifier(for: sandbox).map { $0.verify(record.jws) }
    let decoded = verification?.decoded ?? (try? DecodedJWS(compactSerialization: record.jws))
    let check: TransactionInspection.Check =
      switch verification {
      case .verified?: .verified
      case .unverified(_, let failure)?: .failed(failure)
      case nil: .unchecked
      }
    return TransactionInspection(
      transactionID: id, algorithm: decoded?.algorithm,
      certificates: (decoded?.certificateChain ?? []).map(subject), payload: decoded?.payload.formatted() ?? "",
      check: check, jws: record.jws, orderID: try? await sandbox.orderID(of: id))
  }

  private static func verifier(for sandbox: Sandbox) -> JWSVerifier? {
    let context = sandbox.signingContext
    return try? JWSVerifier(
      trustedRoots: [sandbox.rootCertificateDER],
      options: JWSVerifier.Options(expectedBundleID: context.bundleID, expectedEnvironment: context.environment))
  }

  /// The subject of one `x5c` entry (standard base64 DER), or why it cannot be read.
  private static func subject(_ base64: String) -> String {
    guard let der = Data(base64Encoded: base64), let certificate = try? X509Certificate(der: der) else {
      return "(not a readable certificate)"
    }
    return certificate.subject
  }
}
