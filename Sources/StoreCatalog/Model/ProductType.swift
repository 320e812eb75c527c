/// The four kinds of in-app product StoreKit knows, named as `Product.ProductType` names them.
///
/// `fileValue` is how a `.storekit` file spells the type; `signedValue` is how Apple's signed
/// transactions spell it (`JWSTransactionDecodedPayload.type`).
public enum ProductType: String, Sendable, Hashable, CaseIterable, Codable {
  case consumable
  case nonConsumable
  case nonRenewable
  case autoRenewable

  /// The `type` value Xcode writes in a `.storekit` file.
  public var fileValue: String {
    switch self {
    case .consumable: "Consumable"
    case .nonConsumable: "NonConsumable"
    case .nonRenewable: "NonRenewingSubscription"
    case .autoRenewable: "RecurringSubscription"
    }
  }

  /// The `type` value in a signed transaction payload.
  public var signedValue: String {
    switch self {
    case .consumable: "Consumable"
    case .nonConsumable: "Non-Consumable"
    case .nonRenewable: "Non-Renewing Subscription"
    case .autoRenewable: "Auto-Renewable Subscription"
    }
  }

  /// Plain words for people: "Consumable", "Non-Consumable", …
  public var displayName: String { signedValue }

  /// The type a `.storekit` file's `type` value names, if it is one Xcode writes.
  public init?(fileValue: String) {
    switch fileValue {
    case "Consumable": self = .consumable
    case "NonConsumable": self = .nonConsumable
    case "NonRenewingSubscription": self = .nonRenewable
    case "RecurringSubscription": self = .autoRenewable
    default: return nil
    }
  }

  /// The type a signed payload's `type` value names.
  public init?(signedValue: String) {
    guard let match = Self.allCases.first(where: { $0.signedValue == signedValue }) else { return nil }
    self = match
  }
}
