import Foundation
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
/// fields left out, dates as whole milliseconds. Written straight to bytes as fields are set, so callers set keys in
/// ascending order (debug builds check).
struct PayloadWriter {
  private var bytes: [UInt8] = []
  #if DEBUG
    private var lastKey = ""
  #endif

  init() {
    bytes.reserveCapacity(1_024)
    bytes.append(UInt8(ascii: "{"))
  }

  mutating func set(_ key: String, _ value: String?) {
    guard let value else { return }
    start(key)
    CompactJSONWriter.appendString(value, to: &bytes)
  }

  mutating func set(_ key: String, _ value: Int?) { set(key, value.map(Int64.init)) }

  mutating func set(_ key: String, _ value: Int64?) {
    guard let value else { return }
    start(key)
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func set(_ key: String, _ value: Bool?) {
    guard let value else { return }
    start(key)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func set(_ key: String, _ values: [String]?) {
    guard let values else { return }
    start(key)
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      CompactJSONWriter.appendString(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func set(_ key: String, _ value: Double?) {
    guard let value else { return }
    start(key)
    bytes.append(contentsOf: (Int64(exactly: value).map(String.init) ?? "\(value)").utf8)
  }

  /// `"key":` after a comma when a member came before.
  private mutating func start(_ key: String) {
    #if DEBUG
      assert(lastKey < key, "payload keys must be set in ascending order: '\(key)' came after '\(lastKey)'")
      lastKey = key
    #endif
    if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
    CompactJSONWriter.appendString(key, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  var data: Data {
    Data(bytes + [UInt8(ascii: "}")])
  }
}
