/// The Simplified Chinese side of a catalogue entry, written as a template with its values interpolated
/// (`"为\(name)退款"`) and spaced where the template meets a value by `ChineseSpacing` — so a template never
/// carries spaces for its values by hand: `为移除广告退款`, `为 Pro 版退款`, `共 3 项`.
public struct ChineseText: Sendable, ExpressibleByStringInterpolation {
  /// The text, spaced.
  public let text: String
  /// Whether the text begins or ends with a value, where joining more text to it is a seam.
  private let opensWithValue: Bool
  private let closesWithValue: Bool

  /// Text that is all template: no seam is spaced.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }

  /// Text already made (a word from elsewhere in the catalogue), used as it is.
  public init(verbatim text: String) {
    self.text = text
    opensWithValue = false
    closesWithValue = false
  }

  public init(stringInterpolation: StringInterpolation) {
    self.init(
      text: stringInterpolation.text, opensWithValue: stringInterpolation.opensWithValue,
      closesWithValue: stringInterpolation.closesWithValue)
  }

  /// Two parts of one template, as a long template is split across lines: the seam between them is spaced when a
  /// value meets it.
  public static func + (left: ChineseText, right: ChineseText) -> ChineseText {
    ChineseText(
      text: left.closesWithValue || right.opensWithValue
        ? ChineseSpacing.join(left.text, right.text) : left.text + right.text,
      opensWithValue: left.text.isEmpty ? right.opensWithValue : left.opensWithValue,
      closesWithValue: right.text.isEmpty ? left.closesWithValue : right.closesWithValue)
  }

  private init(text: String, opensWithValue: Bool, closesWithValue: Bool) {
    self.text = text
    self.opensWithValue = opensWithValue
    self.closesWithValue = closesWithValue
  }

  /// A template being filled: literal parts join as they are, values join through `ChineseSpacing.join`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var opensWithValue = false
    var closesWithValue = false

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      guard !literal.isEmpty else { return }
      append(literal, isValue: false)
    }

    public mutating func appendInterpolation<Value>(_ value: Value) {
      append(String(describing: value), isValue: true)
    }

    private mutating func append(_ part: String, isValue: Bool) {
      if text.isEmpty { opensWithValue = isValue }
      text = isValue || closesWithValue ? ChineseSpacing.join(text, part) : text + part
      closesWithValue = isValue
    }
  }
}
