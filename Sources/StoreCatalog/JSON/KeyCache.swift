#if canImport(Glibc)
  import Glibc
#endif

/// Hands out one shared `String` for each object key the parser meets again, so that a catalog's
/// thousands of `"recurringSubscriptionPeriod"` keys cost one allocation rather than thousands.
/// Keys of up to 15 bytes are stored inline in `String` anyway and skip the cache.
struct KeyCache {
  private var slots = [String?](repeating: nil, count: 256)

  /// The string for `bytes`, from the cache when it holds the same key.
  mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
    let slot = Int(truncatingIfNeeded: (bytes.count &* 31) ^ Int(bytes[bytes.count / 2]) &* 7 ^ Int(bytes[bytes.count - 1])) & 255
    if let cached = slots[slot], cached.utf8.count == bytes.count,
      cached.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) == true
    {
      return cached
    }
    let key = String(decoding: bytes, as: UTF8.self)
    slots[slot] = key
    return key
  }
}

extension JSONScanner {
  /// Parses an object key (a string), sharing repeated keys through the key cache.
  mutating func parseKey() throws(JSONParseError) -> String {
    let start = offset + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        offset = end + 1
        return keyCache.string(for: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      end += 1
    }
    return try parseString()
  }
}
