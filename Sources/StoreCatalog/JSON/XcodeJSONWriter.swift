/// Writes JSON the way Xcode writes `.storekit` files, so files it saves diff cleanly against Xcode's:
/// keys sorted at every level (Foundation's `sortedKeys` order), two-space indent, `"key" : value`,
/// empty arrays and objects as an open bracket, a blank line and a close bracket, and a final newline.
public enum XcodeJSONWriter {
  /// The bytes of `node` laid out as Xcode lays them out. Xcode 12 ended files without a newline;
  /// later versions end them with one.
  public static func bytes(_ node: JSONNode, finalNewline: Bool = true) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(node.value, indent: 0, into: &output)
    if finalNewline { output.append(UInt8(ascii: "\n")) }
    return output
  }

  /// The text of `node` laid out as Xcode lays it out.
  public static func string(_ node: JSONNode) -> String {
    String(decoding: bytes(node), as: UTF8.self)
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: number.text.utf8)
    case .string(let text): appendQuoted(text, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      writeBody(count: elements.count, indent: indent, into: &output) { index, output in
        write(elements[index].value, indent: indent + 1, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      let members = sortedUniqueMembers(object)
      output.append(UInt8(ascii: "{"))
      writeBody(count: members.count, indent: indent, into: &output) { index, output in
        appendQuoted(members[index].key, to: &output)
        output.append(contentsOf: " : ".utf8)
        write(members[index].value.value, indent: indent + 1, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// The lines between a container's brackets: one element per line, or a blank line when empty.
  private static func writeBody(
    count: Int, indent: Int, into output: inout [UInt8], element: (Int, inout [UInt8]) -> Void
  ) {
    output.append(UInt8(ascii: "\n"))
    if count == 0 { output.append(UInt8(ascii: "\n")) }
    for index in 0..<count {
      appendIndent(indent + 1, to: &output)
      element(index, &output)
      if index + 1 < count { output.append(UInt8(ascii: ",")) }
      output.append(UInt8(ascii: "\n"))
    }
    appendIndent(indent, to: &output)
  }

  /// An object's members in Xcode's order, the last of each duplicated key only.
  static func sortedUniqueMembers(_ object: JSONObject) -> [JSONObject.Member] {
    var seen = Set<String>()
    let unique = object.members.reversed().filter { seen.insert($0.key).inserted }
    return unique.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }
  }

  private static func appendIndent(_ level: Int, to output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
  }

  /// A JSON string literal; escapes only what JSON requires (Xcode leaves `/` and non-ASCII as is).
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
      case 0x0A: output.append(contentsOf: "\\n".utf8)
      case 0x0D: output.append(contentsOf: "\\r".utf8)
      case 0x09: output.append(contentsOf: "\\t".utf8)
      case 0x08: output.append(contentsOf: "\\b".utf8)
      case 0x0C: output.append(contentsOf: "\\f".utf8)
      case 0..<0x20: output.append(contentsOf: "\\u\(hex4(UInt32(byte)))".utf8)
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// The order Foundation's `JSONSerialization` `.sortedKeys` puts keys in, which Xcode uses: case
/// folded (`_storefront` before `_storeKitErrors`), runs of digits compared by value (`"5"` before
/// `"10"`), and plain code-point order to break ties.
public enum XcodeKeyOrder {
  public static func precedes(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
    var i = 0, j = 0
    while i < x.count, j < y.count {
      if isDigit(x[i]), isDigit(y[j]) {
        let (left, nextI) = digitRun(x, from: i)
        let (right, nextJ) = digitRun(y, from: j)
        if left != right { return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right) }
        i = nextI
        j = nextJ
        continue
      }
      let left = folded(x[i]), right = folded(y[j])
      if left != right { return left < right }
      i += 1
      j += 1
    }
    if x.count - i != y.count - j { return x.count - i < y.count - j }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

  /// The digits from `start` without leading zeros (so they compare by value), and where they end.
  private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> ([UInt32], Int) {
    var end = start
    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
    let digits = scalars[start..<end].map(\.value).drop(while: { $0 == 48 })
    return (Array(digits), end)
  }

  private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
    if scalar.value < 0x80 { return scalar.value >= 65 && scalar.value <= 90 ? scalar.value + 32 : scalar.value }
    return scalar.properties.isUppercase
      ? (scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value) : scalar.value
  }
}
