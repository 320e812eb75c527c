/// "Did you mean …?" for a word that is not one of the known ones.
enum Suggestion {
  /// The known word closest to `word`, when it is close enough to be a likely typo (or differs only
  /// in letter case).
  static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
    let limit = max(1, word.count / 6)
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased(), limit: limit)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// Edit distance (insertions, deletions, substitutions), giving up once every path exceeds `limit`.
  static func distance(_ a: String, _ b: String, limit: Int) -> Int {
    let source = Array(a.unicodeScalars)
    let target = Array(b.unicodeScalars)
    guard abs(source.count - target.count) <= limit else { return limit + 1 }
    var row = Array(0...target.count)
    for (i, sourceScalar) in source.enumerated() {
      var next = [i + 1]
      next.reserveCapacity(target.count + 1)
      for (j, targetScalar) in target.enumerated() {
        let substitution = row[j] + (sourceScalar == targetScalar ? 0 : 1)
        next.append(min(substitution, row[j + 1] + 1, next[j] + 1))
      }
      if next.min()! > limit { return limit + 1 }
      row = next
    }
    return row[target.count]
  }
}
