public import StoreCatalog

extension JSONNode {
  /// The value as indented JSON (two spaces a level), members in their original order, numbers as written.
  ///
  /// Safe to print to a terminal whatever the signed data held: control characters, DEL, C1 controls and
  /// bidirectional-formatting characters inside strings are written as `\uXXXX` escapes.
  public func formatted() -> String {
    var output = ""
    write(into: &output, indent: "")
    return output
  }

  private func write(into output: inout String, indent: String) {
    switch value {
    case .object(let object):
      Self.writeContainer(object.members, "{", "}", into: &output, indent: indent) { member, output, inner in
        output += Self.quoted(member.key) + ": "
        member.value.write(into: &output, indent: inner)
      }
    case .array(let elements):
      Self.writeContainer(elements, "[", "]", into: &output, indent: indent) { element, output, inner in
        element.write(into: &output, indent: inner)
      }
    case .string(let text): output += Self.quoted(text)
    case .number(let number): output += number.text
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    }
  }

  /// Dotted paths (`data.bundleId`, `list.0.x`) of keys written more than once in one object, anywhere in
  /// this value: two `bundleId`s in one payload mean two readers may see two different transactions.
  public func duplicateKeyPaths(prefix: String = "") -> [String] {
    var found: [String] = []
    collectDuplicateKeyPaths(prefix: prefix, into: &found)
    return found
  }

  /// Paths are only spelled out for objects and arrays (and duplicates): a payload is mostly scalars.
  private func collectDuplicateKeyPaths(prefix: String, into found: inout [String]) {
    let path = { (component: String) in prefix.isEmpty ? component : "\(prefix).\(component)" }
    switch value {
    case .object(let object):
      if object.hasDuplicateKeys { found += object.duplicateMembers.map { path($0.key) } }
      for member in object.members where member.value.value.isContainer {
        member.value.collectDuplicateKeyPaths(prefix: path(member.key), into: &found)
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() where element.value.isContainer {
        element.collectDuplicateKeyPaths(prefix: path(String(index)), into: &found)
      }
    default:
      break
    }
  }

  /// Writes `items` one a line between `open` and `close`, indented a level deeper; `{}` / `[]` when empty.
  private static func writeContainer<Item>(
    _ items: [Item], _ open: String, _ close: String, into output: inout String, indent: String,
    writeItem: (Item, inout String, String) -> Void
  ) {
    guard !items.isEmpty else {
      output += open + close
      return
    }
    let inner = indent + "  "
    output += open + "\n"
    for (index, item) in items.enumerated() {
      output += inner
      writeItem(item, &output, inner)
      output += index == items.count - 1 ? "\n" : ",\n"
    }
    output += indent + close
  }

  /// `text` as a JSON string literal with terminal-unsafe characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isUnsafeForTerminal(scalar): result += unicodeEscape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: false)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension JSONValue {
  /// Whether this is an object or an array.
  fileprivate var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}
