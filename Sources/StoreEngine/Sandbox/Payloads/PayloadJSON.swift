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

/// Builds a signed payload's JSON: compact, keys sorted (the same payload always gives the same bytes),
/// absent fields left out, dates as whole milliseconds.
struct PayloadWriter {
  private var members: [(key: String, value: JSONValue)] = []

  init() { members.reserveCapacity(32) }

  mutating func set(_ key: String, _ value: String?) { add(key, value.map { .string($0) }) }
  mutating func set(_ key: String, _ value: Int?) { add(key, value.map { .number(JSONNumber($0)) }) }
  mutating func set(_ key: String, _ value: Int64?) { add(key, value.map { .number(JSONNumber(text: String($0))) }) }
  mutating func set(_ key: String, _ value: Bool?) { add(key, value.map { .bool($0) }) }
  mutating func set(_ key: String, _ values: [String]?) {
    add(key, values.map { .array($0.map { JSONNode(.string($0)) }) })
  }
  mutating func set(_ key: String, _ value: Double?) {
    add(key, value.map { number in .number(JSONNumber(text: Int64(exactly: number).map(String.init) ?? "\(number)")) })
  }

  /// Each key is set once; an absent value leaves the key out.
  private mutating func add(_ key: String, _ value: JSONValue?) {
    if let value { members.append((key, value)) }
  }

  var data: Data {
    Data(CompactJSONWriter.bytes(members: members.sorted { $0.key < $1.key }))
  }
}
