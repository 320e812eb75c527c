/// A JSON document as an index over its bytes: an entry for every value and every object key, in document order,
/// saying where it starts and ends and where it was written. `JSONScanner` builds it in one pass that checks the
/// document strictly, into one array, without allocating per value; strings and numbers become Swift values only
/// when asked for, so the catalog decoder makes strings only for what the catalog keeps, and a `JSONNode` tree is
/// built from it only for those who want the whole document (`JSONParser`).
///
/// Peak memory of a storefront with 5,000 products (`bench/tui`): the tree this replaces for reading a catalog was
/// 93,000 nodes in 8.4 MB; the index of the same 3.6 MB file is 174,000 entries in 2.8 MB (docs/benchmarks.md,
/// start24).
///
/// An index borrows the bytes and its entries: it is valid only inside the body of `withIndex`.
struct JSONIndex {
  /// One value or key, in 16 bytes. What it is, is its first byte: `{`, `[`, `"`, `t`, `f`, `n`, or a number's.
  struct Entry {
    /// The offset of its first byte (a string's opening quote), and in the top two bits how a string is written.
    private var first: UInt32
    /// For a string, the offset of its closing quote; for a number or a literal, the offset after it; for an
    /// object or an array, the index of the entry after its members (where its next sibling is).
    var end: UInt32
    /// Where it was written (unknown for a document written out from a tree).
    var position: PackedPosition

    init(start: Int, end: Int, form: StringForm = .ascii, position: PackedPosition) {
      first = UInt32(start) | form.rawValue << 30
      self.end = UInt32(end)
      self.position = position
    }

    var start: Int { Int(first & 0x3FFF_FFFF) }
    var form: StringForm { StringForm(rawValue: first >> 30) ?? .escaped }
  }

  /// How a string is written: its bytes are its text (`ascii`, `unicode`), or it has escapes. A key written in
  /// ASCII without escapes equals another by its bytes alone.
  enum StringForm: UInt32 {
    case ascii, unicode, escaped
  }

  /// What a value is.
  enum Kind {
    case null, bool, number, string, array, object
  }

  /// The largest document an index can address (its offsets are 30 bits).
  static let maximumSize = 1 << 30

  let bytes: UnsafeBufferPointer<UInt8>
  let entries: UnsafeBufferPointer<Entry>

  /// Checks `bytes` and calls `body` with their index (the root is entry 0). With `recordingPositions` false, no
  /// entry has a position: for text written out from a tree, where a position would point at text nobody wrote.
  static func withIndex<T>(
    of bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSONParser.defaultMaximumDepth,
    recordingPositions: Bool = true, _ body: (JSONIndex) -> T
  ) throws(JSONParseError) -> T {
    var scanner = JSONScanner(bytes, maximumDepth: maximumDepth, recordsPositions: recordingPositions)
    try scanner.indexDocument()
    return scanner.entries.withUnsafeBufferPointer { body(JSONIndex(bytes: bytes, entries: $0)) }
  }

  // MARK: - Reading entries

  func kind(_ entry: Int) -> Kind {
    switch bytes[entries[entry].start] {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
    case UInt8(ascii: "n"): .null
    default: .number
    }
  }

  /// The entry after `entry` and everything inside it.
  func next(after entry: Int) -> Int {
    switch bytes[entries[entry].start] {
    case UInt8(ascii: "{"), UInt8(ascii: "["): Int(entries[entry].end)
    default: entry + 1
    }
  }

  func position(_ entry: Int) -> SourcePosition? { entries[entry].position.position }

  /// The bytes of a string between its quotes (escapes not decoded), or of a number or literal.
  func text(_ entry: Int) -> UnsafeBufferPointer<UInt8> {
    let value = entries[entry]
    let isString = bytes[value.start] == UInt8(ascii: "\"")
    return UnsafeBufferPointer(rebasing: bytes[(value.start + (isString ? 1 : 0))..<Int(value.end)])
  }

  /// A string entry, decoded.
  func string(_ entry: Int) -> String {
    guard entries[entry].form == .escaped else { return String(decoding: text(entry), as: UTF8.self) }
    // Checked when indexed: decoding it again cannot fail.
    var scanner = JSONScanner(bytes, maximumDepth: 0)
    scanner.offset = entries[entry].start
    return (try? scanner.parseString()) ?? ""
  }

  /// A number entry's text, as written.
  func numberText(_ entry: Int) -> String { String(decoding: text(entry), as: UTF8.self) }

  // MARK: - Objects

  /// The key entries of the object at `entry`, in order (each member's value is the entry after its key).
  func keys(ofObject entry: Int) -> [Int] {
    var keys: [Int] = []
    var key = entry + 1
    while key < Int(entries[entry].end) {
      keys.append(key)
      key = next(after: key + 1)
    }
    return keys
  }

  /// Which of `keys` (key entries, in order) is `name` (the last one, when a key is written twice), compared as
  /// `JSONObject` compares keys: the same UTF-8 length and equal strings. A key written without escapes is its
  /// bytes; an escaped one is decoded only when its length allows it (escapes only shorten a string).
  func key(named name: String, in keys: [Int]) -> Int? {
    var name = name
    return name.withUTF8 { wanted in
      for key in keys.reversed() {
        let value = entries[key]
        let start = value.start + 1
        let written = Int(value.end) - start
        switch value.form {
        case .ascii:
          if written == wanted.count, equal(start, wanted) { return key }
          continue
        case .unicode:
          guard written == wanted.count else { continue }
          if equal(start, wanted) { return key }
        case .escaped:
          guard written > wanted.count else { continue }
        }
        // Other bytes are an equal string only when decoded, or when neither is ASCII (canonical equivalence).
        let decoded = string(key)
        if decoded.utf8.count == wanted.count && decoded == String(decoding: wanted, as: UTF8.self) { return key }
      }
      return nil
    }
  }

  /// Whether the bytes from `start` are `wanted`'s.
  private func equal(_ start: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < wanted.count {
      if bytes[start + index] != wanted[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether the key entries `a` and `b`, both written in ASCII without escapes, are the same key.
  func asciiKey(_ a: Int, equals b: Int) -> Bool {
    let (first, second) = (entries[a], entries[b])
    let length = Int(first.end) - first.start
    guard Int(second.end) - second.start == length else { return false }
    var index = 1
    while index < length {
      if bytes[first.start + index] != bytes[second.start + index] { return false }
      index += 1
    }
    return true
  }
}
