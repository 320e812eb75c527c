public import StoreCatalog

extension StoreKitAPI {
  /// The API's name in commands and scenarios: `load-products`, `purchase`, `refund-request`, …
  public var commandName: String {
    fileName.replacing(" Sheet", with: "").lowercased().replacing(" ", with: "-")
  }

  /// The API a command name means (the raw value is accepted too: `loadProducts`).
  public init?(commandName: String) {
    let wanted = commandName.lowercased()
    guard let api = Self.allCases.first(where: { $0.commandName == wanted || $0.rawValue.lowercased() == wanted })
    else { return nil }
    self = api
  }
}
