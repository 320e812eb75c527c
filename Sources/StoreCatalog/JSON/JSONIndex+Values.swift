/// Reading an index's values the way a decoder reads a tree: a value, an object's members, an array's elements.
/// Each is an entry number and the index, so reading allocates nothing but the strings and numbers asked for.
extension JSONIndex {
  /// One value of the document.
  struct Value {
    let index: JSONIndex
    let entry: Int

    var kind: Kind { index.kind(entry) }

    /// Where the value starts; nil when the document was written out from a tree.
    var position: SourcePosition? { index.position(entry) }

    var isNull: Bool { kind == .null }

    var string: String? { kind == .string ? index.string(entry) : nil }

    var bool: Bool? { kind == .bool ? index.bytes[index.entries[entry].start] == UInt8(ascii: "t") : nil }

    /// A number's text as written.
    var numberText: String? { kind == .number ? index.numberText(entry) : nil }

    /// The value as an `Int`, when it is a number written as a whole number that fits (as `JSONNumber.int`).
    var int: Int? { numberText.flatMap { Int($0) } }

    var object: Object? { kind == .object ? Object(index: index, keys: index.keys(ofObject: entry)) : nil }

    var array: Elements? { kind == .array ? Elements(index: index, array: entry) : nil }
  }

  /// An object's members, in source order, duplicates included.
  struct Object {
    let index: JSONIndex
    /// The entries of its keys (each member's value is the entry after its key).
    let keys: [Int]

    /// One `"key" : value` member.
    struct Member {
      let index: JSONIndex
      /// The key's entry; the value's is the next one.
      let keyEntry: Int

      var key: String { index.string(keyEntry) }
      var keyPosition: SourcePosition? { index.position(keyEntry) }
      var value: Value { Value(index: index, entry: keyEntry + 1) }
    }

    var members: [Member] { keys.map { Member(index: index, keyEntry: $0) } }

    var keyNames: [String] { keys.map(index.string) }

    /// The value of `key`; when a key is written twice, the last one counts (as with Apple's parser).
    subscript(key: String) -> Value? { index.key(named: key, in: keys).map { Value(index: index, entry: $0 + 1) } }

    /// The members whose key was already used earlier in the object (each repeat, in order).
    var duplicateMembers: [Member] {
      guard hasDuplicateKeys else { return [] }
      var seen = Set<String>()
      return members.filter { !seen.insert($0.key).inserted }
    }

    /// Whether some key is written more than once: by the keys' bytes (lengths first) for an object of at most 16
    /// keys written in ASCII without escapes, almost every object; as `JSONObject` decides otherwise.
    private var hasDuplicateKeys: Bool {
      guard keys.count <= 16, keys.allSatisfy({ index.entries[$0].form == .ascii }) else {
        return JSONObject.containsDuplicateKeys(keys.lazy.map(index.string))
      }
      for position in keys.indices {
        for earlier in keys[..<position] where index.asciiKey(earlier, equals: keys[position]) { return true }
      }
      return false
    }
  }

  /// An array's elements, in order.
  struct Elements: Sequence {
    let index: JSONIndex
    /// The first element's entry, and the entry after the last element's.
    let first: Int
    let end: Int

    /// The elements of the array at `entry`.
    init(index: JSONIndex, array entry: Int) {
      self.index = index
      first = entry + 1
      end = Int(index.entries[entry].end)
    }

    /// No elements (for an absent array).
    init(index: JSONIndex) {
      self.index = index
      first = 0
      end = 0
    }

    var isEmpty: Bool { first >= end }

    struct Iterator: IteratorProtocol {
      let index: JSONIndex
      var element: Int
      let end: Int

      mutating func next() -> Value? {
        guard element < end else { return nil }
        defer { element = index.next(after: element) }
        return Value(index: index, entry: element)
      }
    }

    func makeIterator() -> Iterator { Iterator(index: index, element: first, end: end) }
  }
}
