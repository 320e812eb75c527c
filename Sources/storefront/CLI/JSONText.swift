import StoreCatalog

/// JSON text of the values commands print with `--json` (dictionaries with `String` keys, arrays, strings, booleans,
/// integers, and optionals, nil being `null`), written by the catalog's JSON writers with keys in Xcode's order (the
/// same as `JSONSerialization`'s for field names; keys made of product identifiers may come in another order):
/// pretty as `JSONSerialization` wrote it (two-space indents, `"key" : value`), or compact on one line.
enum JSONText {
  static func pretty(_ value: Any) -> String {
    String(decoding: XcodeJSONWriter.bytes(JSONNode(json(value)), finalNewline: false), as: UTF8.self)
  }

  static func compact(_ value: Any) -> String {
    String(decoding: CompactJSONWriter.bytes(JSONNode(json(value))), as: UTF8.self)
  }

  private static func json(_ value: Any) -> JSONValue {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.map { json($0.value) } ?? .null }
    switch value {
    case let flag as Bool: return .bool(flag)
    case let text as String: return .string(text)
    case let number as any BinaryInteger: return .number(JSONNumber(text: "\(number)"))
    case let object as [String: Any]:
      let members = object.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }
      return .object(JSONObject(members.map { JSONObject.Member(key: $0.key, value: JSONNode(json($0.value))) }))
    case let array as [Any]: return .array(array.map { JSONNode(json($0)) })
    default: return .string("\(value)")
    }
  }
}
