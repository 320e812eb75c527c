public import InterfaceLanguage

/// Why some bytes are not a JSON document, and where: the line and column, the byte offset, and what was
/// expected, as a value worded in the interface language.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  public var problem: JSONSyntaxProblem
  public var position: SourcePosition
  /// The 0-based offset of the offending byte.
  public var byteOffset: Int

  public init(_ problem: JSONSyntaxProblem, position: SourcePosition, byteOffset: Int) {
    self.problem = problem
    self.position = position
    self.byteOffset = byteOffset
  }

  /// What is wrong, in `language`.
  public func message(in language: Language) -> String { problem.words(in: language) }

  /// What is wrong, in English: the words of `--json` output and logs, which do not change with the language.
  public var message: String { message(in: .en) }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}
