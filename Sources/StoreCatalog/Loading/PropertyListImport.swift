import Foundation

/// Reads a property list (XML or binary) saved with a `.storekit` name into the same JSON tree a
/// JSON file gives, so the catalog decoder can check it like any other file.
enum PropertyListImport {
  /// Whether `bytes` start like a property list, and which kind.
  static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> CatalogProblem.PropertyListFormat? {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    let head = String(decoding: bytes.prefix(256), as: UTF8.self).trimmingWhitespace()
    if head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist") {
      return .xml
    }
    return nil
  }

  /// The property list in `bytes` as a JSON tree, or a reason it could not be read.
  static func node(from bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListProblem) -> JSONNode {
    let value: Any
    do {
      value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw PropertyListProblem(failure: .foundation(error.localizedDescription))
    }
    return JSONNode(try convert(value, depth: 0))
  }

  private static func convert(_ value: Any, depth: Int) throws(PropertyListProblem) -> JSONValue {
    guard depth < JSONParser.defaultMaximumDepth else {
      throw PropertyListProblem(failure: .nestedTooDeep(maximum: JSONParser.defaultMaximumDepth))
    }
    switch value {
    case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
    case let text as String: return .string(text)
    case let number as NSNumber:
      // JSON has no infinity or NaN: they are kept as their text, which the catalog reads as it reads a price typed
      // wrong.
      guard number.doubleValue.isFinite else { return .string(number.stringValue) }
      if let whole = Int(exactly: number.doubleValue), !number.stringValue.contains(".") { return .number(JSONNumber(whole)) }
      return .number(JSONNumber(text: number.stringValue))
    case let date as Date: return .number(JSONNumber(text: String(date.timeIntervalSinceReferenceDate)))
    case let data as Data: return .string(data.base64EncodedString())
    case let array as [Any]:
      var elements: [JSONNode] = []
      for element in array { elements.append(JSONNode(try convert(element, depth: depth + 1))) }
      return .array(elements)
    case let dictionary as [AnyHashable: Any]:
      var members: [JSONObject.Member] = []
      for (key, element) in dictionary {
        members.append(JSONObject.Member(key: "\(key.base)", value: JSONNode(try convert(element, depth: depth + 1))))
      }
      return .object(JSONObject(members.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }))
    default: return .string("\(value)")
    }
  }
}

/// Why a property list could not be read.
struct PropertyListProblem: Error {
  var failure: CatalogProblem.PropertyListFailure
}
