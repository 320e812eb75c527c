public import FoundationEssentials

/// A parsed JSON value. Objects keep their members in source order (duplicates included) and numbers
/// keep their source text, so nothing is lost between reading and writing a file.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONNode])
  case object(JSONObject)
}

/// A JSON value together with where it was written. Two nodes are equal when their values are:
/// where they were written does not matter.
public struct JSONNode: Sendable, Hashable {
  public var value: JSONValue
  /// Where the value starts, packed small: a catalog's tree holds hundreds of thousands of nodes.
  var packedPosition: PackedPosition

  public init(_ value: JSONValue, at position: SourcePosition? = nil) {
    self.value = value
    packedPosition = PackedPosition(position)
  }

  init(_ value: JSONValue, packed: PackedPosition) {
    self.value = value
    packedPosition = packed
  }

  /// Where the value starts in the source; nil for values made in code or read from a property list.
  public var position: SourcePosition? {
    get { packedPosition.position }
    set { packedPosition = PackedPosition(newValue) }
  }

  public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  // MARK: - Reading values

  /// The member named `key` when this is an object.
  public subscript(key: String) -> JSONNode? { object?[key] }

  public var object: JSONObject? {
    if case .object(let object) = value { return object }
    return nil
  }

  public var array: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  public var number: JSONNumber? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The value as an `Int`, when it is a number written as a whole number that fits.
  public var int: Int? { number?.int }

  public var isNull: Bool { value == .null }
}

/// A JSON number kept as the text it was written with, so that `Decimal` and `Int` read it exactly
/// and a writer can put it back unchanged.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written (`804965276.43550706`, `-1e3`, `0`).
  public let text: String

  /// A number from its JSON text; the text is trusted to follow JSON's number grammar.
  public init(text: String) { self.text = text }

  public init(_ value: Int) { self.text = String(value) }

  /// The number as an `Int` when it is written as a whole number (no fraction or exponent) that fits.
  public var int: Int? { Int(text) }

  /// The number as a `Decimal`, read exactly from its text; nil when it is out of `Decimal`'s range.
  public var decimal: Decimal? {
    let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    guard let value, !value.isNaN else { return nil }
    return value
  }

  /// The number as a `Double` (for times and other values where binary floating point is fine).
  public var double: Double? { Double(text) }

  public var description: String { text }
}
