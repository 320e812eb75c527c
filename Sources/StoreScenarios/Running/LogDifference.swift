import StoreEngine

/// Which entries of a bounded, append-only log are new since it was last read.
enum LogDifference {
  /// The entries of `current` after what `previous` already held. The log drops its oldest entries
  /// when full, so the overlap is found where `previous` ends and `current` begins.
  static func newEntries(previous: [StoreLogEntry], current: [StoreLogEntry]) -> ArraySlice<StoreLogEntry> {
    if current.starts(with: previous) { return current.dropFirst(previous.count) }
    for overlap in stride(from: min(previous.count, current.count), to: 0, by: -1)
    where previous.suffix(overlap).elementsEqual(current.prefix(overlap)) {
      return current.dropFirst(overlap)
    }
    return current[...]
  }
}
