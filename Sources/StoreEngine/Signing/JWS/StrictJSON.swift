/// JSON as signed data needs it read: exactly (numbers keep their literal text), refusing what lenient parsers let
/// through (invalid UTF-8, lone surrogates, trailing data, absurd nesting) and reporting every duplicated object key —
/// two `bundleId`s in one payload mean two readers may see two different transactions.
public enum StrictJSON {
  /// A JSON value. Objects keep their members in order, duplicates included.
  public indirect enum Value: Sendable, Hashable {
    case object([Member])
    case array([Value])
    case string(String)
    /// The number's literal text as it appeared, e.g. `1697679936049.7297`.
    case number(String)
    case bool(Bool)
    case null

    /// The value of the last member named `key`, when this is an object holding one.
    public subscript(key: String) -> Value? {
      guard case .object(let members) = self else { return nil }
      return members.last(where: { $0.key == key })?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
      guard case .string(let text) = self else { return nil }
      return text
    }

    /// The number as a `Double`, when this is a number.
    public var doubleValue: Double? {
      guard case .number(let literal) = self else { return nil }
      return Double(literal)
    }

    /// The elements, when this is an array.
    public var arrayValue: [Value]? {
      guard case .array(let elements) = self else { return nil }
      return elements
    }
  }

  /// One `"key": value` member of an object.
  public struct Member: Sendable, Hashable {
    /// The key, unescaped.
    public var key: String
    /// The member's value.
    public var value: Value

    public init(key: String, value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// Why bytes are not JSON: what was wrong and at which byte offset.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, e.g. "unterminated string".
    public var message: String
    /// The byte offset where it was noticed.
    public var offset: Int
    public var description: String { "\(message) at byte \(offset)" }
  }

  /// A parsed document and the paths of keys that appear more than once in one object (`data.bundleId`).
  public struct Document: Sendable, Hashable {
    /// The document's value.
    public var value: Value
    /// Dotted paths of keys that appear more than once in one object, e.g. `data.bundleId`.
    public var duplicateKeys: [String]
  }

  /// Parses all of `bytes` as one JSON value.
  public static func parse(_ bytes: some Collection<UInt8>) throws(SyntaxError) -> Document {
    var parser = StrictJSONParser(bytes: Array(bytes))
    let value = try parser.parseDocument()
    return Document(value: value, duplicateKeys: parser.duplicateKeys)
  }
}
