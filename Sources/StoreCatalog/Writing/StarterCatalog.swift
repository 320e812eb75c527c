import FoundationEssentials

extension Catalog {
  /// A small, complete catalog to start from, as `storefront catalog new` writes it: a consumable, a
  /// non-consumable and a monthly subscription with a one-week free trial, default settings with
  /// every simulated error listed and switched off, in format 4.0 (what Xcode 16 writes).
  public static func starter(identifier: String) -> Catalog {
    func english(_ name: String, _ description: String) -> [LocalizedText] {
      [LocalizedText(locale: "en_US", displayName: name, description: description)]
    }
    let groupID = "21000001"
    let monthly = CatalogProduct(
      id: "com.example.app.pro.monthly", type: .autoRenewable, referenceName: "Pro Monthly", price: 4.99,
      internalID: "6E000003", localizations: english("Pro Monthly", "Every Pro feature, billed monthly."),
      subscription: SubscriptionTerms(
        groupID: groupID, level: 1, period: .monthly,
        introductoryOffers: [SubscriptionOffer(kind: .introductory, internalID: "6E000004", paymentMode: .freeTrial, period: .weekly)]))
    var settings = CatalogSettings()
    for api in StoreKitAPI.allCases { settings.simulatedErrors[api] = SimulatedErrorSetting(enabled: false, error: nil) }
    return Catalog(
      identifier: identifier, formatVersion: "4.0",
      products: [
        CatalogProduct(
          id: "com.example.app.coins", type: .consumable, referenceName: "100 Coins", price: 0.99, internalID: "6E000001",
          localizations: english("100 Coins", "A pouch of 100 coins to spend in the app.")),
        CatalogProduct(
          id: "com.example.app.unlock", type: .nonConsumable, referenceName: "Full Version", price: 2.99,
          internalID: "6E000002", localizations: english("Full Version", "Unlocks the whole app, once and for all.")),
        monthly,
      ],
      subscriptionGroups: [
        SubscriptionGroup(id: groupID, name: "Pro", localizations: english("Pro", ""), productIDs: [monthly.id])
      ],
      settings: settings,
      appPolicies: AppPolicies(eula: "", policies: [AppPolicies.Policy(locale: "en_US", policyText: "", policyURL: "")]))
  }
}
