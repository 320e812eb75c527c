/// A long text (a JWS, a JWS header) as a dictionary key: hashed by its length and its last bytes only, compared
/// whole. Hashing kilobytes on every look-up cost more than the caches save; equality still reads every byte, so
/// two texts that differ anywhere are never taken for one another.
struct TailHashedKey: Hashable, Sendable {
  let text: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    for byte in text.utf8.suffix(24) { hasher.combine(byte) }
  }

  static func == (lhs: TailHashedKey, rhs: TailHashedKey) -> Bool { lhs.text == rhs.text }
}
