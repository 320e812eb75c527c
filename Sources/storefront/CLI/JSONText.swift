/// JSON text of the values commands print with `--json`: dictionaries with `String` keys, arrays, strings, booleans,
/// integers, and optionals (nil is `null`). Keys are sorted; slashes are not escaped. Pretty text has two-space
/// indents and `"key" : value`, as swift-corelibs-foundation's `JSONSerialization` wrote it.
enum JSONText {
  static func pretty(_ value: Any) -> String {
    var text = ""
    write(value, to: &text, indent: "")
    return text
  }

  /// The same on one line, without spaces: `{"a":1,"b":[true]}`.
  static func compact(_ value: Any) -> String {
    var text = ""
    write(value, to: &text, indent: nil)
    return text
  }

  /// Appends `value`; `indent` is the current line's indentation, nil for compact text.
  private static func write(_ value: Any, to text: inout String, indent: String?) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return text += "null" }
      return write(wrapped, to: &text, indent: indent)
    }
    switch value {
    case let flag as Bool: text += flag ? "true" : "false"
    case let string as String: quote(string, to: &text)
    case let number as any BinaryInteger: text += "\(number)"
    case let object as [String: Any]:
      let members = object.sorted { $0.key < $1.key }
      container("{", "}", members, to: &text, indent: indent) { member, text, inner in
        quote(member.key, to: &text)
        text += inner == nil ? ":" : " : "
        write(member.value, to: &text, indent: inner)
      }
    case let array as [Any]:
      container("[", "]", array, to: &text, indent: indent) { element, text, inner in
        write(element, to: &text, indent: inner)
      }
    default: quote("\(value)", to: &text)
    }
  }

  private static func container<Element>(
    _ open: String, _ close: String, _ elements: [Element], to text: inout String, indent: String?,
    _ element: (Element, inout String, String?) -> Void
  ) {
    guard !elements.isEmpty else { return text += open + close }
    let inner = indent.map { $0 + "  " }
    text += open
    for (index, item) in elements.enumerated() {
      if index > 0 { text += "," }
      if let inner { text += "\n" + inner }
      element(item, &text, inner)
    }
    if let indent { text += "\n" + indent }
    text += close
  }

  private static func quote(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
