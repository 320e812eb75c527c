import Foundation

/// Writes the Swift source that builds shipped files into a target: one value of TYPE (`ShippedCatalog`,
/// `ShippedScenario`) per file, wrapping a `ShippedFile` with its bytes in a string literal. Run by the
/// EmbedShippedFiles plugin as `ShippedFileSource OUTPUT TYPE FOLDER IMPORTS FILE...` (IMPORTS: the modules the
/// source needs, comma-separated, or empty); exits 1 with a message when a file cannot be embedded.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4 else {
  FileHandle.standardError.write(Data("usage: ShippedFileSource OUTPUT TYPE FOLDER IMPORTS FILE...\n".utf8))
  exit(2)
}
let (output, type, folder) = (arguments[0], arguments[1], arguments[2])
let imports = arguments[3].split(separator: ",").map { "import \($0)\n" }.joined()

/// `text` as the body of a Swift string literal: quotes, backslashes and control characters escaped.
func literal(_ text: String) -> String {
  var escaped = ""
  escaped.reserveCapacity(text.utf8.count + text.utf8.count / 8)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      escaped += "\\u{\(String(scalar.value, radix: 16))}"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped
}

var entries: [String] = []
for path in arguments.dropFirst(4) {
  let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
  guard let data = FileManager.default.contents(atPath: url.path),
    let text = String(validating: data, as: UTF8.self)
  else {
    FileHandle.standardError.write(Data("ShippedFileSource: \(path) cannot be read as UTF-8 text\n".utf8))
    exit(1)
  }
  entries.append(
    """
        \(type)(
          ShippedFile(
            fileName: "\(literal(url.lastPathComponent))",
            projectPath: "\(literal(url.path))",
            contents: "\(literal(text))")),
    """)
}

let source = """
  // Generated at build time by the EmbedShippedFiles plugin from \(folder)/. Do not edit.
  \(imports)
  extension \(type) {
    /// Every file of this kind in the project's `\(folder)/` folder when this binary was built, sorted by name.
    public static let all: [\(type)] = [
  \(entries.joined(separator: "\n"))
    ]
  }

  """
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("ShippedFileSource: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
