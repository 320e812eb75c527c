extension ProductType {
  /// The type a hand-written `type` value means, ignoring case, spaces, dashes and underscores:
  /// `AutoRenewableSubscription`, `SUBSCRIPTION`, `non-consumable`, `non_renewing`, …
  /// Nil when the value names no type unambiguously.
  init?(looseName: String) {
    let letters = String(looseName.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic })
    switch letters {
    case "consumable", "consumables": self = .consumable
    case "nonconsumable", "nonconsumables": self = .nonConsumable
    case "nonrenewingsubscription", "nonrenewablesubscription", "nonrenewing", "nonrenewable",
      "nonautorenewablesubscription", "nonautorenewingsubscription":
      self = .nonRenewable
    case "recurringsubscription", "autorenewablesubscription", "autorenewingsubscription", "autorenewable",
      "autorenewing", "subscription", "recurring", "renewablesubscription":
      self = .autoRenewable
    default: return nil
    }
  }
}
