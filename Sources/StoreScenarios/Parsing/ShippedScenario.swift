/// A scenario built into the binary from the project's `catalogs/scenarios/` folder (by the EmbedShippedFiles
/// plugin), so `storefront run refund` plays the shipped refund scenario from any folder, installed or not.
public struct ShippedScenario: Sendable, Hashable {
  /// The file's name in `catalogs/scenarios/`: `refund.scenario`.
  public let fileName: String
  /// Where the file lay in the project when the binary was built.
  public let projectPath: String
  private let contents: StaticString

  init(fileName: String, projectPath: String, contents: StaticString) {
    self.fileName = fileName
    self.projectPath = projectPath
    self.contents = contents
  }

  /// How people name it: the file name without `.scenario` (`refund`).
  public var name: String {
    fileName.hasSuffix(".scenario") ? String(fileName.dropLast(".scenario".count)) : fileName
  }

  /// The scenario's text, as the file had it.
  public var text: String { contents.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

  /// The shipped scenario called `name` (`refund`).
  public static func named(_ name: String) -> ShippedScenario? {
    all.first { $0.name == name }
  }

  public static func == (lhs: ShippedScenario, rhs: ShippedScenario) -> Bool { lhs.fileName == rhs.fileName }

  public func hash(into hasher: inout Hasher) { hasher.combine(fileName) }
}
