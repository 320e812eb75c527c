import FoundationEssentials
import StoreEngine
import StoreOperations

/// Takes a transaction's JWS apart for the detail view: the header's algorithm and certificate subjects, the
/// payload as terminal-safe JSON, and a full signature check against the sandbox's root with the app's bundle
/// identifier and environment, with the reason when it fails.
enum TransactionInspector {
  static func inspect(_ id: UInt64, in sandbox: Sandbox) async -> TransactionInspection {
    guard let record = try? await sandbox.transaction(id) else { return .missing(id) }
    var inspection = inspect(record.jws, as: .transaction(id), in: sandbox)
    inspection.orderID = try? await sandbox.orderID(of: id)
    return inspection
  }

  /// The app transaction as the app reads it through the executor (its verdict, an injected verification error
  /// honoured), with its JWS taken apart and checked like a transaction's (it has no order).
  static func readAppTransaction(with executor: StoreExecutor) async -> AppTransactionReading? {
    guard case .appTransaction(let outcome) = await executor.run(.readAppTransaction).outcome else { return nil }
    let inspection = outcome.appTransaction.map { inspect($0.jwsRepresentation, as: .appTransaction, in: executor.sandbox) }
    return AppTransactionReading(outcome: outcome, inspection: inspection)
  }

  private static func inspect(_ jws: String, as item: HistoryItem.ID, in sandbox: Sandbox) -> TransactionInspection {
    let verification = verifier(for: sandbox).map { $0.verify(jws) }
    let decoded = verification?.decoded ?? (try? DecodedJWS(compactSerialization: jws))
    let check: TransactionInspection.Check =
      switch verification {
      case .verified?: .verified
      case .unverified(_, let failure)?: .failed(failure)
      case nil: .unchecked
      }
    return TransactionInspection(
      item: item, algorithm: decoded?.algorithm,
      certificates: (decoded?.certificateChain ?? []).map(subject), payload: decoded?.payload.formatted() ?? "",
      check: check, jws: jws)
  }

  private static func verifier(for sandbox: Sandbox) -> JWSVerifier? {
    let context = sandbox.signingContext
    return try? JWSVerifier(
      trustedRoots: [sandbox.rootCertificateDER],
      options: JWSVerifier.Options(expectedBundleID: context.bundleID, expectedEnvironment: context.environment))
  }

  /// The subject of one `x5c` entry (standard base64 DER), or nil when it is not a readable certificate.
  private static func subject(_ base64: String) -> String? {
    guard let der = Data(base64Encoded: base64), let certificate = try? X509Certificate(der: der) else { return nil }
    return certificate.subject
  }
}
