/// Chains a verifier has already validated, keyed by their exact `x5c` text, with the leaf key and the span of
/// time (whole seconds, both ends excluded) every certificate and revocation list involved is valid for. Inside that
/// span, path validation, marker checks and key parsing would conclude the same, so only the signature is left to
/// check. Holds at most 64 chains; when full it starts over.
final class ValidatedChainCache: Sendable {
  struct Entry: Sendable {
    let leafKey: P256PublicKey
    let validAfter: Int64
    let validBefore: Int64
  }

  /// Keyed by the certificates' bytes: `String` holds canonically equivalent texts equal (`K` and U+212A KELVIN
  /// SIGN), and a chain rewritten that way must be validated (and refused) afresh.
  private let entries = BoundedCache<[[UInt8]], Entry>(capacity: 64)

  /// The leaf key of `chain` if it was validated before and `seconds` lies strictly inside its validity span.
  func leafKey(for chain: [String], at seconds: Int64) -> P256PublicKey? {
    guard let entry = entries[Self.key(chain)], entry.validAfter < seconds, seconds < entry.validBefore else { return nil }
    return entry.leafKey
  }

  func remember(_ chain: [String], _ entry: Entry) {
    entries.remember(entry, for: Self.key(chain))
  }

  private static func key(_ chain: [String]) -> [[UInt8]] {
    chain.map { Array($0.utf8) }
  }
}
