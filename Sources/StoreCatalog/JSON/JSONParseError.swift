/// Why some bytes are not a JSON document, and where: the line and column, the byte offset, and
/// plain words on what was expected.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public var position: SourcePosition
  /// The 0-based offset of the offending byte.
  public var byteOffset: Int

  public init(message: String, position: SourcePosition, byteOffset: Int) {
    self.message = message
    self.position = position
    self.byteOffset = byteOffset
  }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}
