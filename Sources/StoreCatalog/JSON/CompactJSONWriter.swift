/// Writes JSON with no whitespace, members in the order given — the form signed payloads travel in.
public enum CompactJSONWriter {
  public static func bytes(_ node: JSONNode) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1_024)
    write(node.value, into: &output)
    return output
  }

  /// Appends `text` as a JSON string literal (quoted and escaped as every writer here does), for callers that
  /// write JSON straight to bytes.
  public static func appendString(_ text: String, to output: inout [UInt8]) {
    XcodeJSONWriter.appendQuoted(text, to: &output)
  }

  private static func write(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: number.text.utf8)
    case .string(let text): XcodeJSONWriter.appendQuoted(text, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element.value, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      for (index, member) in object.members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        XcodeJSONWriter.appendQuoted(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        write(member.value.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }
}
