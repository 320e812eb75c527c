/// A subscription's price increase and the customer's answer, as StoreKitTest drives them
/// (`SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:)`, `consentToPriceIncreaseForTransaction`,
/// `declinePriceIncreaseForTransaction`) and as a server hears them ("App Store Server Notifications V2",
/// notificationType `PRICE_INCREASE`: subtype `PENDING` while the customer hasn't responded, `ACCEPTED` once they
/// consented; a customer who doesn't consent by the renewal date sees the subscription expire, `EXPIRED` /
/// `PRICE_INCREASE`). The signed renewal info carries `priceIncreaseStatus` (0 no response yet, 1 consented).
///
/// A `.storekit` catalog has one price per storefront and no date a new one takes effect, so the increase changes no
/// charged price here: what it tests is the consent flow and its notifications, as Xcode's does.
extension Sandbox {
  /// The App Store tells the customer of a price increase that needs consent: `PRICE_INCREASE` / `PENDING`.
  public func requestPriceIncreaseConsent(_ name: String) throws {
    let head = try subscribedHead(name)
    try changeRenewal(of: head, device: nil, at: now, notifying: NotificationKind(.priceIncrease, .pending)) {
      $0.priceIncrease = .pending
    }
  }

  /// The customer consents: `PRICE_INCREASE` / `ACCEPTED`, and the subscription renews as before.
  public func consentToPriceIncrease(_ name: String) throws {
    let head = try pendingPriceIncrease(name)
    try changeRenewal(of: head, device: nil, at: now, notifying: NotificationKind(.priceIncrease, .accepted)) {
      $0.priceIncrease = .agreed
    }
  }

  /// The customer declines: auto-renew turns off (`DID_CHANGE_RENEWAL_STATUS` / `AUTO_RENEW_DISABLED`), and at the
  /// end of the period the subscription expires for not consenting (`EXPIRED` / `PRICE_INCREASE`).
  public func declinePriceIncrease(_ name: String) throws {
    let head = try pendingPriceIncrease(name)
    try changeRenewal(of: head, device: nil, at: now, notifying: NotificationPlanner.autoRenew(enabled: false)) {
      $0.autoRenew = false
    }
  }

  /// The head of the group `name` names, when a price increase waits for the customer's answer.
  private func pendingPriceIncrease(_ name: String) throws -> TransactionRecord {
    let head = try subscribedHead(name)
    guard let groupID = head.groupID, try ledger.renewal(group: groupID)?.priceIncrease == .pending else {
      throw SandboxActionError.noPriceIncreasePending(name)
    }
    return head
  }
}
