import Synchronization

/// Checks a new transaction's signature on the verification thread while the App Store makes the purchase durable.
///
/// The verdict is a pure function of the signed bytes, so it can be reached before the commit ends; the purchase is
/// still reported only after both are done. When the commit fails, the verdict is simply never asked for.
final class EarlyVerification: Sendable {
  private struct State {
    var jws: String?
    var verdict: VerificationResult<Transaction>?
    var waiter: CheckedContinuation<VerificationResult<Transaction>, Never>?
  }

  private let verifier: TransactionVerifier
  private let state = Mutex(State())

  init(verifier: TransactionVerifier) {
    self.verifier = verifier
  }

  /// Starts verifying `jws` (the sandbox calls this from inside its write).
  @Sendable func start(_ jws: String) {
    state.withLock { $0.jws = jws }
    VerificationThread.shared.run { [self] in
      let verdict = verifier.verify(jws)
      let waiter = state.withLock { state in
        state.verdict = verdict
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: verdict)
    }
  }

  /// The verdict on `jws`, when it is the one started (waiting for it if need be); nil otherwise.
  func verdict(on jws: String) async -> VerificationResult<Transaction>? {
    guard state.withLock({ $0.jws }) == jws else { return nil }
    return await withCheckedContinuation { continuation in
      let reached = state.withLock { state in
        if state.verdict == nil { state.waiter = continuation }
        return state.verdict
      }
      if let reached { continuation.resume(returning: reached) }
    }
  }
}
