/// Parses UTF-8 bytes into `JSONNode`s, without ever crashing: strict RFC 8259 JSON, with positions on every value,
/// a nesting limit, and errors that say where and what was expected. The document is checked and indexed by
/// `JSONScanner` (as the catalog loader reads it), and the tree is built from the index.
public enum JSONParser {
  /// How deep arrays and objects may nest before the parser gives up (deep input fails fast
  /// instead of exhausting the stack).
  public static let defaultMaximumDepth = 512

  /// Parses a whole document: one value, optionally surrounded by whitespace.
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
    -> JSONNode
  {
    let result: Result<JSONNode, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        return .success(try parse(buffer, maximumDepth: maximumDepth))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses a whole document from bytes in memory (a mapped file, a buffer).
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = defaultMaximumDepth)
    throws(JSONParseError) -> JSONNode
  {
    try JSONIndex.withIndex(of: bytes, maximumDepth: maximumDepth) { $0.node(0) }
  }

  /// Parses a document from a string's UTF-8.
  public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
    -> JSONNode
  {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
  }
}

extension JSONIndex {
  /// The tree of the value at `entry`.
  func node(_ entry: Int) -> JSONNode {
    let value: JSONValue
    switch kind(entry) {
    case .null: value = .null
    case .bool: value = .bool(bytes[entries[entry].start] == UInt8(ascii: "t"))
    case .number: value = .number(JSONNumber(text: numberText(entry)))
    case .string: value = .string(string(entry))
    case .array:
      var elements: [JSONNode] = []
      var element = entry + 1
      while element < Int(entries[entry].end) {
        elements.append(node(element))
        element = next(after: element)
      }
      value = .array(elements)
    case .object:
      var members: [JSONObject.Member] = []
      var key = entry + 1
      while key < Int(entries[entry].end) {
        members.append(JSONObject.Member(key: string(key), packedKeyPosition: entries[key].position, value: node(key + 1)))
        key = next(after: key + 1)
      }
      value = .object(JSONObject(members))
    }
    return JSONNode(value, packed: entries[entry].position)
  }
}
