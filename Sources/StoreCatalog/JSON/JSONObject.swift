/// A JSON object as written: its members in source order, duplicates included.
public struct JSONObject: Sendable, Hashable {
  /// One `"key" : value` member of an object.
  public struct Member: Sendable, Hashable {
    public var key: String
    var packedKeyPosition: PackedPosition
    public var value: JSONNode

    public init(key: String, keyPosition: SourcePosition? = nil, value: JSONNode) {
      self.key = key
      packedKeyPosition = PackedPosition(keyPosition)
      self.value = value
    }

    init(key: String, packedKeyPosition: PackedPosition, value: JSONNode) {
      self.key = key
      self.packedKeyPosition = packedKeyPosition
      self.value = value
    }

    /// Where the key is written; nil for members made in code.
    public var keyPosition: SourcePosition? { packedKeyPosition.position }

    public static func == (lhs: Member, rhs: Member) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(value)
    }
  }

  /// The members in source order, duplicates included.
  public private(set) var members: [Member]
  /// Whether some key is written more than once.
  public private(set) var hasDuplicateKeys: Bool

  public init(_ members: [Member] = []) {
    self.members = members
    hasDuplicateKeys = Self.containsDuplicateKeys(members)
  }

  /// An object from key–value pairs, in the order given.
  public init(_ pairs: KeyValuePairs<String, JSONValue>) {
    self.init(pairs.map { Member(key: $0.key, value: JSONNode($0.value)) })
  }

  /// Whether some key is written more than once: key by key against the earlier ones (lengths first) for the handful
  /// of members most objects have, with a set past that, so that an object with a hundred thousand keys stays linear.
  static func containsDuplicateKeys(_ members: [Member]) -> Bool {
    containsDuplicateKeys(members.lazy.map(\.key))
  }

  /// The same, for keys alone (in order).
  static func containsDuplicateKeys<Keys: Collection<String>>(_ keys: Keys) -> Bool {
    guard keys.count > 16 else {
      return keys.indices.contains { index in
        let key = keys[index]
        return keys[..<index].contains { $0.utf8.count == key.utf8.count && $0 == key }
      }
    }
    var seen = Set<String>(minimumCapacity: keys.count)
    return keys.contains { !seen.insert($0).inserted }
  }

  /// The value of `key`; when a key is written twice, the last one counts (as with Apple's parser).
  public subscript(key: String) -> JSONNode? {
    get { lastIndex(of: key).map { members[$0].value } }
    set {
      members.removeAll(where: { $0.key == key })
      if let newValue { members.append(Member(key: key, value: newValue)) }
      hasDuplicateKeys = Self.containsDuplicateKeys(members)
    }
  }

  /// Where the member that counts for `key` (the last one) is.
  func lastIndex(of key: String) -> Int? {
    // Comparing lengths first skips most full string comparisons.
    let length = key.utf8.count
    var index = members.count
    while index > 0 {
      index -= 1
      if members[index].key.utf8.count == length, members[index].key == key { return index }
    }
    return nil
  }

  public var keys: [String] { members.map(\.key) }

  public var isEmpty: Bool { members.isEmpty }

  /// The members whose key was already used earlier in the object (each repeat, in order).
  public var duplicateMembers: [Member] {
    var seen = Set<String>()
    return members.filter { !seen.insert($0.key).inserted }
  }
}
