import Foundation

/// Reads a property list (XML or binary) saved with a `.storekit` name into the same JSON tree a
/// JSON file gives, so the catalog decoder can check it like any other file.
enum PropertyListImport {
  /// Whether `bytes` start like a property list, and which kind.
  static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if bytes.starts(with: Array("bplist".utf8)) { return "a binary property list" }
    let head = String(decoding: bytes.prefix(256), as: UTF8.self).trimmingWhitespace()
    if head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist") {
      return "an XML property list"
    }
    return nil
  }

  /// The property list in `bytes` as a JSON tree, or a reason it could not be read.
  static func node(from bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListProblem) -> JSONNode {
    do {
      return JSONNode(convert(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)))
    } catch {
      throw PropertyListProblem(message: "it starts like a property list but is not a valid one (\(error.localizedDescription))")
    }
  }

  private static func convert(_ value: Any) -> JSONValue {
    switch value {
    case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
    case let text as String: return .string(text)
    case let number as NSNumber:
      if let whole = Int(exactly: number.doubleValue), !number.stringValue.contains(".") { return .number(JSONNumber(whole)) }
      return .number(JSONNumber(text: number.stringValue))
    case let date as Date: return .number(JSONNumber(text: String(date.timeIntervalSinceReferenceDate)))
    case let data as Data: return .string(data.base64EncodedString())
    case let array as [Any]: return .array(array.map { JSONNode(convert($0)) })
    case let dictionary as [AnyHashable: Any]:
      let members = dictionary.map { key, element in
        JSONObject.Member(key: "\(key.base)", value: JSONNode(convert(element)))
      }
      return .object(JSONObject(members.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }))
    default: return .string("\(value)")
    }
  }
}

/// Why a property list could not be read.
struct PropertyListProblem: Error {
  var message: String
}
