/// Verdicts already reached, by the exact JWS text: verification is a pure function of the signed bytes (the chain
/// is checked at their own signing date), so a snapshot refresh need not verify the same transactions again.
/// Bounded; any change to a transaction changes its JWS.
struct VerdictCache {
  static let limit = 5_000

  private var verdicts: [TailHashedKey: VerificationResult<Transaction>] = [:]

  /// The verdict on exactly this text, if one was reached.
  func verdict(on jws: String) -> VerificationResult<Transaction>? {
    verdicts[TailHashedKey(text: jws)]
  }

  mutating func remember(_ verdict: VerificationResult<Transaction>, on jws: String) {
    if verdicts.count >= Self.limit { verdicts.removeAll(keepingCapacity: true) }
    verdicts[TailHashedKey(text: jws)] = verdict
  }
}
