/// Where something was written in a source text, so a message can point at it: a 1-based line and
/// a 1-based column that counts characters (Unicode scalars), not bytes.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`, the way compilers print it.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A `SourcePosition` in eight bytes (line 0 means "unknown"), for storing in every parsed value.
struct PackedPosition: Sendable, Hashable {
  var line: UInt32
  var column: UInt32

  init(line: Int, column: Int) {
    self.line = UInt32(clamping: line)
    self.column = UInt32(clamping: column)
  }

  init(_ position: SourcePosition?) {
    self.init(line: position?.line ?? 0, column: position?.column ?? 0)
  }

  var position: SourcePosition? {
    line == 0 ? nil : SourcePosition(line: Int(line), column: Int(column))
  }
}
