import Glibc
import Synchronization

/// A compact JWS (`header.payload.signature`) kept as its header and the rest, with the header shared: every JWS the
/// sandbox signs carries the same header, whose `x5c` certificate chain is three quarters of the text (3,030 of
/// 3,916 bytes), so the thousands of transactions a session holds keep one copy of it. A storefront on 5,000
/// products and 100,000 transactions holds 1,750 of them when its products are shown: 6.9 MB of text kept whole,
/// about 1.6 MB kept this way (`bench/tui`'s peak memory: docs/benchmarks.md, mem26).
public struct CompactJWS: Sendable, Hashable {
  /// Nil for a text with no `.` at all (not a JWS; kept as it is, for the verifier to say so).
  private let header: String?
  private let rest: String

  /// The JWS `text`, its header shared with the last one made that had the same header.
  ///
  /// The dot is found by `Character`: searching the UTF-8 bytes instead took 15% off the app cycle's CPU but nothing
  /// off its rate or the first frame, and raised `bench/tui`'s peak by 2 MiB (docs/benchmarks.md, stop 27).
  public init(_ text: String) {
    guard let dot = text.firstIndex(of: ".") else {
      header = nil
      rest = text
      return
    }
    header = Self.shared(text[..<dot])
    rest = String(text[text.index(after: dot)...])
  }

  /// The whole compact JWS, as signed.
  public var text: String { header.map { $0 + "." + rest } ?? rest }

  /// The header most recently read: JWS texts arrive in runs signed with one chain.
  private static let lastHeader = Mutex("")

  private static func shared(_ header: Substring) -> String {
    lastHeader.withLock { last in
      if !sameBytes(last.utf8, header.utf8) { last = String(header) }
      return last
    }
  }

  /// Two texts are the same JWS only byte for byte: `String`'s own `==` holds canonically equivalent texts equal
  /// (`K` and U+212A KELVIN SIGN), and a verdict reached on one text must not stand for another.
  public static func == (lhs: CompactJWS, rhs: CompactJWS) -> Bool {
    switch (lhs.header, rhs.header) {
    case (nil, nil): sameBytes(lhs.rest.utf8, rhs.rest.utf8)
    case (let left?, let right?): sameBytes(left.utf8, right.utf8) && sameBytes(lhs.rest.utf8, rhs.rest.utf8)
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(header == nil)
    var rest = rest
    rest.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Compared with `memcmp` where both are contiguous (native strings are): a header is 3 KB, compared at every
  /// ledger row read, and `elementsEqual` over two UTF-8 views takes 14 µs for it, `memcmp` 0.04 µs.
  private static func sameBytes(_ lhs: some Collection<UInt8>, _ rhs: some Collection<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    let compared = lhs.withContiguousStorageIfAvailable { left in
      rhs.withContiguousStorageIfAvailable { right in
        left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
    return (compared ?? nil) ?? lhs.elementsEqual(rhs)
  }
}
