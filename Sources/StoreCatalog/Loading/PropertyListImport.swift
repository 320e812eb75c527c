import FoundationEssentials

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

  /// The property list in `bytes`, of the `kind` its start shows, as a JSON tree, or a reason it could not be read.
  static func node(
    from bytes: UnsafeBufferPointer<UInt8>, kind: CatalogProblem.PropertyListFormat
  ) throws(PropertyListProblem) -> JSONNode {
    // FoundationEssentials parses XML eagerly, one call deeper for each level: a file nested thousands of levels
    // deep would overflow the stack before any depth check of ours.
    if kind == .xml, xmlDepth(of: bytes) > JSONParser.defaultMaximumDepth {
      throw PropertyListProblem(failure: .nestedTooDeep(maximum: JSONParser.defaultMaximumDepth))
    }
    do {
      return JSONNode(try PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes)).json)
    } catch let problem as PropertyListProblem {
      throw problem
    } catch let DecodingError.dataCorrupted(context) {
      throw PropertyListProblem(failure: .foundation(context.debugDescription))
    } catch {
      throw PropertyListProblem(failure: .foundation("\(error)"))
    }
  }
}

/// How deep the XML's `<array>` and `<dict>` elements nest, read tag by tag without parsing (comments and CDATA
/// skipped).
private func xmlDepth(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
  func starts(_ text: String, at position: Int) -> Bool {
    let utf8 = text.utf8
    return position + utf8.count <= bytes.count && bytes[position..<position + utf8.count].elementsEqual(utf8)
  }
  /// The position just past the first `terminator` from `position`, or the end.
  func end(of terminator: String, from position: Int) -> Int {
    var position = position
    while position < bytes.count, !starts(terminator, at: position) { position += 1 }
    return min(bytes.count, position + terminator.utf8.count)
  }
  var depth = 0, deepest = 0, index = 0
  while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
    if starts("<!--", at: start) { index = end(of: "-->", from: start); continue }
    if starts("<![CDATA[", at: start) { index = end(of: "]]>", from: start); continue }
    index = end(of: ">", from: start)
    if starts("</array", at: start) || starts("</dict", at: start) {
      depth -= 1
    } else if starts("<array", at: start) || starts("<dict", at: start), bytes[index - 2] != UInt8(ascii: "/") {
      depth += 1
      deepest = max(deepest, depth)
    }
  }
  return deepest
}

/// Any value of a property list, read through `Decodable` as the JSON value it becomes: dictionaries as objects in
/// Xcode's key order, dates as seconds since 2001 (what Xcode would write), data as Base64 text.
private struct PropertyListValue: Decodable {
  let json: JSONValue

  init(from decoder: any Decoder) throws {
    guard decoder.codingPath.count < JSONParser.defaultMaximumDepth else {
      throw PropertyListProblem(failure: .nestedTooDeep(maximum: JSONParser.defaultMaximumDepth))
    }
    if let dictionary = try? decoder.container(keyedBy: Key.self) {
      var members: [JSONObject.Member] = []
      for key in dictionary.allKeys {
        let value = try dictionary.decode(PropertyListValue.self, forKey: key)
        members.append(JSONObject.Member(key: key.stringValue, value: JSONNode(value.json)))
      }
      json = .object(JSONObject(members.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }))
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONNode] = []
      while !array.isAtEnd { elements.append(JSONNode(try array.decode(PropertyListValue.self).json)) }
      json = .array(elements)
    } else {
      json = try Self.scalar(decoder.singleValueContainer())
    }
  }

  private static func scalar(_ value: any SingleValueDecodingContainer) throws -> JSONValue {
    if let flag = try? value.decode(Bool.self) { return .bool(flag) }
    if let whole = try? value.decode(Int.self) { return .number(JSONNumber(whole)) }
    if let number = try? value.decode(Double.self) {
      // JSON has no infinity or NaN: they are kept as their text, which the catalog reads as it reads a price typed
      // wrong.
      return number.isFinite ? .number(JSONNumber(text: "\(number)")) : .string("\(number)")
    }
    if let text = try? value.decode(String.self) { return .string(text) }
    if let date = try? value.decode(Date.self) { return .number(JSONNumber(text: "\(date.timeIntervalSinceReferenceDate)")) }
    return .string(try value.decode(Data.self).base64EncodedString())
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// Why a property list could not be read.
struct PropertyListProblem: Error {
  var failure: CatalogProblem.PropertyListFailure
}
