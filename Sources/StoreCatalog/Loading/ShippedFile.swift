/// A file of the project built into the binary by the EmbedShippedFiles plugin — a catalog of `catalogs/` or a
/// scenario of `catalogs/scenarios/` — so a `storefront` binary copied anywhere still has it.
public struct ShippedFile: Sendable, Hashable {
  /// The file's name in its folder: `demo.storekit`, `refund.scenario`.
  public let fileName: String
  /// Where the file lay in the project when the binary was built.
  public let projectPath: String
  private let contents: StaticString

  public init(fileName: String, projectPath: String, contents: StaticString) {
    self.fileName = fileName
    self.projectPath = projectPath
    self.contents = contents
  }

  /// How people name it: the file name without its extension (`demo`, `refund`).
  public var name: String {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
    return String(fileName[..<dot])
  }

  /// The file's text, as it was.
  public var text: String { contents.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

  /// Runs `body` on the bytes built into the binary (no copy is made).
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    contents.withUTF8Buffer(body)
  }

  public static func == (lhs: ShippedFile, rhs: ShippedFile) -> Bool { lhs.projectPath == rhs.projectPath }

  public func hash(into hasher: inout Hasher) { hasher.combine(projectPath) }
}
