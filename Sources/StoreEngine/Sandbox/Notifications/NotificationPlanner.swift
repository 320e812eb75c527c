import StoreCatalog

/// Which App Store Server Notification V2 each change to the account produces: pure functions from what happened to
/// the `notificationType` and `subtype` Apple's table gives ("App Store Server Notifications V2", `notificationType`
/// and `subtype`).
enum NotificationPlanner {
  /// A new purchase: a one-time charge for anything but an auto-renewable subscription; for a subscription
  /// `SUBSCRIBED` (`INITIAL_BUY` the first time in its group, `RESUBSCRIBE` after), or `OFFER_REDEEMED` with the same
  /// subtype when it was bought with a promotional offer, an offer code or a win-back offer.
  static func purchase(_ record: TransactionRecord, everSubscribedInGroup: Bool) -> NotificationKind {
    guard record.productType == .autoRenewable else { return NotificationKind(.oneTimeCharge) }
    let subtype: NotificationSubtype = everSubscribedInGroup ? .resubscribe : .initialBuy
    return NotificationKind(redeemsOffer(record) ? .offerRedeemed : .subscribed, subtype)
  }

  /// An upgrade, which takes effect at once: `DID_CHANGE_RENEWAL_PREF` / `UPGRADE` (or `OFFER_REDEEMED` / `UPGRADE`).
  static func upgrade(_ record: TransactionRecord) -> NotificationKind {
    NotificationKind(redeemsOffer(record) ? .offerRedeemed : .didChangeRenewalPref, .upgrade)
  }

  /// A change that takes effect at the next renewal: `DOWNGRADE` to another product; no subtype when the customer goes
  /// back to the product they have.
  static func renewalPreference(to productID: String, current: TransactionRecord) -> NotificationKind {
    NotificationKind(.didChangeRenewalPref, productID == current.productID ? nil : .downgrade)
  }

  /// Auto-renew turned on or off.
  static func autoRenew(enabled: Bool) -> NotificationKind {
    NotificationKind(.didChangeRenewalStatus, enabled ? .autoRenewEnabled : .autoRenewDisabled)
  }

  /// An offer redeemed for the active subscription: `OFFER_REDEEMED` without a subtype.
  static let offerForActiveSubscription = NotificationKind(.offerRedeemed)

  /// A renewal: `DID_RENEW`, with `BILLING_RECOVERY` when it ends a billing retry.
  static func renewal(recovering: Bool) -> NotificationKind {
    NotificationKind(.didRenew, recovering ? .billingRecovery : nil)
  }

  /// What a step of time passing produces.
  static func step(_ step: RenewalStep) -> NotificationKind {
    switch step {
    case .renew: renewal(recovering: false)
    case .enterBillingRetry(_, let grace): NotificationKind(.didFailToRenew, grace == nil ? nil : .gracePeriod)
    case .expire(let intent, _): expiry(intent)
    }
  }

  /// `EXPIRED` with the subtype that names why.
  static func expiry(_ intent: ExpirationIntent) -> NotificationKind {
    switch intent {
    case .autoRenewDisabled: NotificationKind(.expired, .voluntary)
    case .billingError: NotificationKind(.expired, .billingRetry)
    case .didNotConsentToPriceIncrease: NotificationKind(.expired, .priceIncrease)
    case .productUnavailable: NotificationKind(.expired, .productNotForSale)
    case .unknown: NotificationKind(.expired)
    }
  }

  private static func redeemsOffer(_ record: TransactionRecord) -> Bool {
    switch record.offer?.type {
    case .promotional, .offerCode, .winBack: true
    default: false
    }
  }
}
