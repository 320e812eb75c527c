public import StoreCatalog

/// A scenario built into the binary from the project's `catalogs/scenarios/` folder (by the EmbedShippedFiles
/// plugin), so `storefront run refund` plays the shipped refund scenario from any folder, installed or not.
public struct ShippedScenario: Sendable, Hashable {
  /// The file built in: `refund.scenario`.
  public let file: ShippedFile

  init(_ file: ShippedFile) { self.file = file }

  /// How people name it: the file name without `.scenario` (`refund`).
  public var name: String { file.name }

  /// The shipped scenario called `name` (`refund`).
  public static func named(_ name: String) -> ShippedScenario? {
    all.first { $0.name == name }
  }
}
