import Synchronization

/// Checks a new transaction's signature on another thread while the App Store makes the purchase durable.
///
/// The verdict is a pure function of the signed bytes, so it can be reached before the commit ends; the purchase is
/// still reported only after both are done. When the commit fails, the verdict is simply never asked for.
final class EarlyVerification: Sendable {
  private let verifier: TransactionVerifier
  private let started = Mutex<(jws: String, verdict: Task<VerificationResult<Transaction>, Never>)?>(nil)

  init(verifier: TransactionVerifier) {
    self.verifier = verifier
  }

  /// Starts verifying `jws` (the sandbox calls this from inside its write).
  @Sendable func start(_ jws: String) {
    let verdict = Task.detached { [verifier] in verifier.verify(jws) }
    started.withLock { $0 = (jws, verdict) }
  }

  /// The verdict on `jws`, when it is the one started; nil otherwise.
  func verdict(on jws: String) async -> VerificationResult<Transaction>? {
    guard let started = started.withLock({ $0 }), started.jws == jws else { return nil }
    return await started.verdict.value
  }
}
