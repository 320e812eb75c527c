extension StringProtocol {
  /// The text without leading and trailing whitespace: spaces, tabs, line ends (`\r\n` included), form feeds,
  /// no-break spaces — what `trimmingCharacters(in: .whitespacesAndNewlines)` trims.
  public func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
      return ""
    }
    return String(self[first...last])
  }
}
