import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Parsing a large document on two cores. A catalog's root object is a handful of members, one or
/// two of them huge (`products`, `subscriptionGroups`). In Xcode's layout a top-level member starts
/// on a line `,\n  "key"`; raw newlines never occur inside strings, so such a line near the middle is
/// a good guess for where to split. The second half is parsed on another thread from that point while
/// this thread parses up to it. When the guess was wrong (the line was not a root member after all)
/// this thread simply goes on parsing the whole document, and the result is the same either way.
extension JSONScanner {
  /// Documents smaller than this are parsed on one thread.
  static let splitThreshold = 1 << 20

  /// The root object parsed in two halves, or nil when the document is not split.
  mutating func parseLargeRootInTwoHalves() throws(JSONParseError) -> JSONNode? {
    guard bytes.count >= Self.splitThreshold, bytes[offset] == UInt8(ascii: "{"), let split = splitPoint() else {
      return nil
    }
    let shared = SharedBytes(bytes: bytes)
    let maximumDepth = maximumDepth
    let secondHalf = BackgroundWork { () -> Result<[JSONObject.Member], JSONParseError> in
      var scanner = JSONScanner(shared.bytes, maximumDepth: maximumDepth)
      scanner.startMemberOfRoot(at: split)
      do throws(JSONParseError) {
        var members: [JSONObject.Member] = []
        var duplicates = false
        try scanner.parseMembers(into: &members, hasDuplicateKeys: &duplicates)
        try scanner.expectEnd()
        return .success(members)
      } catch {
        return .failure(error)
      }
    }
    // The other thread reads the buffer: wait for it on every path out of here.
    stopOffset = split
    let firstHalf: Result<JSONNode, JSONParseError>
    do throws(JSONParseError) {
      firstHalf = .success(try parseValue())
    } catch {
      firstHalf = .failure(error)
    }
    stopOffset = -1
    let rest = secondHalf.wait()
    var root = try firstHalf.get()
    guard depth == 1, offset == split, case .object(let first) = root.value else {
      try expectEnd()  // the guess was wrong and this thread parsed everything
      return root
    }
    root.value = .object(JSONObject(first.members + (try rest.get())))
    return root
  }

  /// The start of a line `,\n  "` nearest the middle of the document, if there is one. Forward, line
  /// starts are found with `memchr`; backward, no further than the forward candidate is away.
  private func splitPoint() -> Int? {
    let base = bytes.baseAddress!, middle = bytes.count / 2
    func isSplit(_ newline: Int) -> Bool {
      newline > offset && newline + 3 < bytes.count && bytes[newline - 1] == UInt8(ascii: ",")
        && bytes[newline + 1] == UInt8(ascii: " ") && bytes[newline + 2] == UInt8(ascii: " ")
        && bytes[newline + 3] == UInt8(ascii: "\"")
    }
    var after: Int?
    var start = middle
    while after == nil, start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
      let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if isSplit(newline) { after = newline + 3 }
      start = newline + 1
    }
    var before: Int?
    var index = middle
    let limit = max(offset, after.map { middle - ($0 - middle) } ?? offset)
    while before == nil, index > limit {
      index -= 1
      if bytes[index] == 0x0A, isSplit(index) { before = index + 3 }
    }
    switch (before, after) {
    case (let before?, let after?): return middle - before <= after - middle ? before : after
    default: return before ?? after
    }
  }

  /// Positions this scanner at `split`, the start of a root member's key, inside the root object.
  private mutating func startMemberOfRoot(at split: Int) {
    line = 1 + countNewlines(before: split)
    lineStart = split - 2
    offset = split
    depth = 1
  }

  /// How many `\n` bytes come before `end`, eight bytes at a time.
  private func countNewlines(before end: Int) -> Int {
    var count = 0, index = 0
    let base = UnsafeRawPointer(bytes.baseAddress!)
    while index + 8 <= end {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
      let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
      count += (~(((word & low) &+ low) | word | low)).nonzeroBitCount  // one bit per zero byte
      index += 8
    }
    while index < end {
      if bytes[index] == 0x0A { count += 1 }
      index += 1
    }
    return count
  }
}

/// The document's bytes, handed to the thread that parses the second half.
///
/// `@unchecked Sendable` is safe here: the bytes are only read, and `parseLargeRootInTwoHalves`
/// waits for that thread on every path before returning, so the buffer outlives every read.
private struct SharedBytes: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
}
