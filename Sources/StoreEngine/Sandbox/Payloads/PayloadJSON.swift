import FoundationEssentials
import StoreCatalog

/// Reads a signed payload's fields from parsed JSON, as Apple's libraries do: a missing field, or one
/// of the wrong type, reads as absent; unknown fields are ignored.
struct PayloadReader {
  private let object: JSONObject?

  init(_ node: JSONNode?) { object = node?.object }

  func string(_ key: String) -> String? { object?[key]?.string }
  func double(_ key: String) -> Double? { object?[key]?.number?.double }
  func int(_ key: String) -> Int? { object?[key]?.number.flatMap { Int($0.text) } }
  func int64(_ key: String) -> Int64? { object?[key]?.number.flatMap { Int64($0.text) } }
  func bool(_ key: String) -> Bool? { object?[key]?.bool }
  func strings(_ key: String) -> [String]? { object?[key]?.array?.compactMap(\.string) }
}

/// Builds a signed payload's JSON: compact, keys sorted (the same payload always gives the same bytes), absent
/// fields left out, dates as whole milliseconds. Each field's value is written as it is set and kept by key (setting
/// a key again replaces its value); the members are put in ascending key order when the JSON is read, so the order
/// fields are set in does not matter.
struct PayloadWriter {
  private var members: [String: [UInt8]] = [:]

  mutating func set(_ key: String, _ value: String?) {
    guard let value else { return }
    var bytes: [UInt8] = []
    CompactJSONWriter.appendString(value, to: &bytes)
    members[key] = bytes
  }

  mutating func set(_ key: String, _ value: Int?) { set(key, value.map(Int64.init)) }

  mutating func set(_ key: String, _ value: Int64?) {
    guard let value else { return }
    members[key] = Array(String(value).utf8)
  }

  mutating func set(_ key: String, _ value: Bool?) {
    guard let value else { return }
    members[key] = Array((value ? "true" : "false").utf8)
  }

  mutating func set(_ key: String, _ values: [String]?) {
    guard let values else { return }
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      CompactJSONWriter.appendString(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    members[key] = bytes
  }

  mutating func set(_ key: String, _ value: Double?) {
    guard let value else { return }
    members[key] = Array((Int64(exactly: value).map(String.init) ?? "\(value)").utf8)
  }

  /// A nested object (a notification's `data` or `summary`).
  mutating func set(_ key: String, _ object: PayloadWriter?) {
    guard let object else { return }
    members[key] = object.bytes
  }

  /// The object: `{"key":value,…}` with the keys in ascending order.
  var data: Data { Data(bytes) }

  private var bytes: [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    bytes.reserveCapacity(1_024)
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
      CompactJSONWriter.appendString(key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(contentsOf: value)
    }
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }
}
