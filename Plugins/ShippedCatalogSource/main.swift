import Foundation

/// Writes the Swift source that builds the shipped catalogs into StoreCatalog: one `ShippedCatalog` per file,
/// its bytes in a string literal. Run by the EmbedShippedCatalogs plugin as
/// `ShippedCatalogSource OUTPUT CATALOG...`; exits 1 with a message when a catalog cannot be embedded.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: ShippedCatalogSource OUTPUT CATALOG...\n".utf8))
  exit(2)
}

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
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
  guard let data = FileManager.default.contents(atPath: url.path),
    let text = String(validating: data, as: UTF8.self)
  else {
    FileHandle.standardError.write(Data("ShippedCatalogSource: \(path) cannot be read as UTF-8 text\n".utf8))
    exit(1)
  }
  entries.append(
    """
        ShippedCatalog(
          fileName: "\(literal(url.lastPathComponent))",
          projectPath: "\(literal(url.path))",
          contents: "\(literal(text))"),
    """)
}

let source = """
  // Generated at build time by the EmbedShippedCatalogs plugin from catalogs/*.storekit. Do not edit.

  extension ShippedCatalog {
    /// Every catalog in the project's `catalogs/` folder when this binary was built, sorted by file name.
    public static let all: [ShippedCatalog] = [
  \(entries.joined(separator: "\n"))
    ]
  }

  """
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("ShippedCatalogSource: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
