/// A product catalog: everything a `.storekit` file (or a catalog Storefront ships) says about what an
/// app sells and how the simulated App Store behaves.
public struct Catalog: Sendable, Hashable {
  /// The file's `identifier`, when it has one.
  public var identifier: String?
  /// The file's `version` (`major.minor`), when it states one; a hint, never a gate.
  public var formatVersion: String?
  /// Every product, subscriptions included, in file order.
  public var products: [CatalogProduct] {
    didSet { productIndex = ProductIndex() }
  }
  /// Where each product identifier first appears in `products`, built at the first lookup after a change (so a
  /// decoder appending products one by one does not rebuild it each time).
  private var productIndex = ProductIndex()
  public var subscriptionGroups: [SubscriptionGroup]
  public var settings: CatalogSettings
  public var appPolicies: AppPolicies?
  /// Xcode's local key for signing promotional offers (`subscriptionOffersKeyPair`).
  public var offerSigningKey: OfferSigningKey?

  public init(
    identifier: String? = nil, formatVersion: String? = nil, products: [CatalogProduct] = [],
    subscriptionGroups: [SubscriptionGroup] = [], settings: CatalogSettings = CatalogSettings(),
    appPolicies: AppPolicies? = nil, offerSigningKey: OfferSigningKey? = nil
  ) {
    self.identifier = identifier
    self.formatVersion = formatVersion
    self.products = products
    self.subscriptionGroups = subscriptionGroups
    self.settings = settings
    self.appPolicies = appPolicies
    self.offerSigningKey = offerSigningKey
  }

  /// The product with this identifier.
  public func product(_ id: String) -> CatalogProduct? {
    productIndex.position(of: id, in: products).map { products[$0] }
  }

  /// The group with this identifier.
  public func group(_ id: String) -> SubscriptionGroup? {
    subscriptionGroups.first(where: { $0.id == id })
  }
}

/// Terms and privacy policy links per locale (format 4.0+), as `SubscriptionStoreView` shows them.
public struct AppPolicies: Sendable, Hashable, Codable {
  public struct Policy: Sendable, Hashable, Codable {
    public var locale: String
    public var policyText: String
    public var policyURL: String

    public init(locale: String, policyText: String, policyURL: String) {
      self.locale = locale
      self.policyText = policyText
      self.policyURL = policyURL
    }
  }

  public var eula: String
  public var policies: [Policy]

  public init(eula: String, policies: [Policy]) {
    self.eula = eula
    self.policies = policies
  }
}

/// The key Xcode generates so promotional-offer signatures can be made and checked locally.
public struct OfferSigningKey: Sendable, Hashable, Codable {
  /// The key identifier that goes into an offer signature.
  public var id: String
  /// Base64 of a PKCS#8 EC P-256 private key.
  public var privateKeyBase64: String

  public init(id: String, privateKeyBase64: String) {
    self.id = id
    self.privateKeyBase64 = privateKeyBase64
  }
}
