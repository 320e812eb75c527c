import FoundationEssentials
import StoreCatalog

/// The PEM text armour (`-----BEGIN CERTIFICATE-----` …) around base64 DER, read and written without OpenSSL BIOs.
enum PEM {
  /// One armoured block: its label (`CERTIFICATE`, `PRIVATE KEY`…) and the DER bytes inside.
  struct Block: Equatable {
    var label: String
    var der: [UInt8]
  }

  /// Why text is not PEM.
  enum DecodingError: Error, Equatable, CustomStringConvertible {
    case noBlock
    case unterminated(String)
    case invalidBase64(String)

    var description: String {
      switch self {
      case .noBlock: "no '-----BEGIN …-----' line"
      case .unterminated(let label): "the \(label) block has no matching END line"
      case .invalidBase64(let label): "the \(label) block is not valid base64"
      }
    }
  }

  /// `der` armoured with `label`, 64 base64 characters a line, ending with a newline.
  static func encode(_ der: some Collection<UInt8>, label: String) -> String {
    let base64 = Data(der).base64EncodedString()
    var lines = ["-----BEGIN \(label)-----"]
    var rest = Substring(base64)
    while !rest.isEmpty {
      lines.append(String(rest.prefix(64)))
      rest = rest.dropFirst(64)
    }
    lines.append("-----END \(label)-----")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every block in `text`, in order; text outside blocks is ignored.
  static func decodeAll(_ text: String) throws(DecodingError) -> [Block] {
    var blocks: [Block] = []
    var label: String?
    var body = ""
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let line = rawLine.trimmingWhitespace()
      if let current = label {
        if line == "-----END \(current)-----" {
          guard let der = Data(base64Encoded: body) else { throw .invalidBase64(current) }
          blocks.append(Block(label: current, der: Array(der)))
          label = nil
          body = ""
        } else {
          body += line
        }
      } else if line.hasPrefix("-----BEGIN "), line.hasSuffix("-----"), line.count > 16 {
        label = String(line.dropFirst(11).dropLast(5))
      }
    }
    if let label { throw .unterminated(label) }
    guard !blocks.isEmpty else { throw .noBlock }
    return blocks
  }
}
