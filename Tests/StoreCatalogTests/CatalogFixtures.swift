import StoreCatalog

/// Small `.storekit` documents written inline, for tests of one problem at a time.
enum Fixture {
  /// A product object's JSON with the given members replaced or added (values are raw JSON).
  static func product(
    _ id: String = "com.example.coins", type: String = "Consumable", price: String = "\"0.99\"",
    extra: String = ""
  ) -> String {
    """
    {"displayPrice" : \(price), "familyShareable" : false, "internalID" : "00000001",
     "localizations" : [{"description" : "Coins", "displayName" : "Coins", "locale" : "en_US"}],
     "productID" : "\(id)", "referenceName" : "Coins", "type" : "\(type)"\(extra)}
    """
  }

  /// A subscription object's JSON.
  static func subscription(
    _ id: String = "com.example.pro", group: String = "G1", level: String = "1", period: String = "P1M",
    extra: String = ""
  ) -> String {
    product(
      id, type: "RecurringSubscription", price: "\"4.99\"",
      extra: """
        , "groupNumber" : \(level), "recurringSubscriptionPeriod" : "\(period)", "subscriptionGroupID" : "\(group)"\(extra)
        """)
  }

  /// A whole catalog document.
  static func catalog(
    products: [String] = [], groups: [String] = [], settings: String = "{}", extra: String = ""
  ) -> String {
    """
    {"products" : [\(products.joined(separator: ", "))], "nonRenewingSubscriptions" : [],
     "subscriptionGroups" : [\(groups.joined(separator: ", "))], "settings" : \(settings),
     "version" : {"major" : 4, "minor" : 0}\(extra)}
    """
  }

  /// A subscription group's JSON.
  static func group(_ id: String = "G1", name: String = "Pro", subscriptions: [String]) -> String {
    #"{"id" : "\#(id)", "localizations" : [], "name" : "\#(name)", "subscriptions" : [\#(subscriptions.joined(separator: ", "))]}"#
  }

  /// Loads a document given as text.
  static func load(_ text: String, strict: Bool = false) -> CatalogLoadResult {
    CatalogLoader.load(bytes: Array(text.utf8), file: "test.storekit", strict: strict)
  }
}

extension CatalogLoadResult {
  /// The codes of every diagnostic, in order.
  var codes: [DiagnosticCode] { diagnostics.map(\.code) }

  /// The first diagnostic with `code`.
  func first(_ code: DiagnosticCode) -> Diagnostic? { diagnostics.first(where: { $0.code == code }) }
}
