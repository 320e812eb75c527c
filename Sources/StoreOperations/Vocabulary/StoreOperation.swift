public import FoundationEssentials
public import StoreCatalog
public import StoreEngine

/// Everything a person can do to the store, as one vocabulary: what the customer does in the app, and what a
/// tester does to the simulated App Store (Xcode's Transaction Manager and StoreKitTest's controls).
///
/// The storefront's effects, the script commands and the scenario runner all hand these to one `StoreExecutor`;
/// a scenario statement wraps one, and recording a session appends the operation that ran.
public enum StoreOperation: Sendable, Hashable {
  // MARK: - The customer, in the app

  /// The app loads its products (again, for a Retry button).
  case loadProducts
  /// The customer buys a product — in the app, on another device of the account, or in the App Store.
  case buy(productID: String, options: PurchaseRequest)
  /// The customer taps Cancel on the confirmation sheet: the app's purchase ends in `.userCancelled`.
  case cancel(productID: String)
  /// The customer taps Restore Purchases (`AppStore.sync()`).
  case restore
  /// The customer redeems an offer code in the redeem sheet; the transaction arrives on updates.
  case redeem(code: String, productID: String)
  /// The customer asks for a refund in the app's refund sheet.
  case requestRefund(TransactionReference)
  /// The app spends units of a consumable it delivered.
  case consume(productID: String, amount: Int)
  /// The app calls `finish()` on a transaction.
  case finish(TransactionReference)
  /// The app reads its signed app transaction (`AppTransaction.shared`).
  case readAppTransaction
  /// The app shows the App Store's manage-subscriptions sheet (`AppStore.showManageSubscriptions(in:)`).
  case manageSubscriptions

  // MARK: - A tester, at the App Store

  /// The App Store refunds a transaction (approved at once, as in testing).
  case refund(TransactionReference, RevocationReason)
  /// The App Store revokes access (Family Sharing ended, for example).
  case revoke(TransactionReference)
  /// The App Store reverses a refund it granted (the customer disputed it): the purchase is entitled again.
  case reverseRefund(TransactionReference)
  /// A subscription's price rises and the customer is asked to consent, consents or declines (StoreKitTest's
  /// price-increase consent).
  case priceIncrease(PriceIncreaseStep, SubscriptionReference)
  /// Another member of the customer's family shares a product they bought, or stops sharing it.
  case family(FamilySharingAction, productID: String)
  /// The transaction leaves the history, as Xcode's Transaction Manager deletes it.
  case delete(TransactionReference)
  /// A parent approves an Ask to Buy request.
  case approve(RequestReference)
  /// A parent declines an Ask to Buy request: nothing is charged and the app is never told.
  case decline(RequestReference)
  /// The customer fixes what interrupted a purchase; it completes.
  case resolve(RequestReference)
  /// The clock moves to when an Ask to Buy request expires.
  case expire(RequestReference)
  /// Auto-renew off or on, expire now, renew now (resolving a billing issue).
  case subscription(SubscriptionAction, SubscriptionReference)
  /// A run-time setting of the sandbox.
  case set(SettingChange)
  /// Make an API fail with an error, or (nil) stop it failing.
  case fault(StoreKitAPI, SimulatedError?)
  /// Stop simulated time.
  case pauseClock
  /// Let simulated time run again.
  case resumeClock
  /// Move simulated time forward; everything due on the way happens at its moment.
  case advance(ClockMove)
  /// Erase the account's history and every run-time setting.
  case reset

  // MARK: - The app's server, through the App Store Server API

  /// A request of the app's server that changes the sandbox (an extension, an app account token, a test
  /// notification).
  case server(ServerOperation)

  /// Whether the operation is the customer's, in the app (it needs the app running).
  public var isInApp: Bool {
    switch self {
    case .buy(_, let options): options.place == .app
    case .loadProducts, .cancel, .restore, .redeem, .requestRefund, .consume, .finish, .readAppTransaction,
      .manageSubscriptions:
      true
    case .refund, .revoke, .reverseRefund, .priceIncrease, .family, .delete, .approve, .decline, .resolve, .expire, .subscription, .set, .fault,
      .pauseClock, .resumeClock, .advance, .reset, .server:
      false
    }
  }
}

/// What a tester (or the customer, in Settings) does to a subscription.
public enum SubscriptionAction: String, Sendable, Hashable, CaseIterable {
  /// Turn auto-renew off: it runs to the end of the period, then expires.
  case cancel
  /// Turn auto-renew back on.
  case resume
  /// End it now.
  case expire
  /// Renew it now, or resolve a billing issue.
  case renew
}

/// A step of a subscription price increase that needs the customer's consent (`SKTestSession`'s
/// `requestPriceIncreaseConsentForTransaction`, `consentToPriceIncreaseForTransaction`,
/// `declinePriceIncreaseForTransaction`).
public enum PriceIncreaseStep: String, Sendable, Hashable, CaseIterable {
  /// The App Store tells the customer of the increase and asks for consent.
  case request
  /// The customer consents: the subscription renews.
  case consent
  /// The customer declines: auto-renew turns off and the subscription expires at the end of the period.
  case decline
}

/// What another member of the customer's Family Sharing group does with a product they bought ("Supporting Family
/// Sharing in your app").
public enum FamilySharingAction: Sendable, Hashable {
  /// They buy a family-shareable product and share it: the customer gets a `familyShared` transaction of their own.
  case share
  /// They stop sharing it (or the customer leaves the family): the customer's shared transactions are revoked.
  case stop
  /// The purchaser turns auto-renew off: the shared subscription renews no more and expires at the end of its period.
  case lapse
  /// The purchaser is refunded for this reason: the customer's shared transactions are revoked with it (REVOKE).
  case refund(RevocationReason)
  /// The purchaser's payment fails from the next renewal on: the shared subscription then enters billing retry
  /// (with the grace period first, when the app has one), and expires when billing retry runs out.
  case billingFail
  /// The purchaser's payment goes through again: a shared subscription in billing retry renews now.
  case billingRecover

  /// The action's word in the CLI and in scenarios (`family share PRODUCT`).
  public var word: String {
    switch self {
    case .share: "share"
    case .stop: "stop"
    case .lapse: "lapse"
    case .refund: "refund"
    case .billingFail: "billing-fail"
    case .billingRecover: "billing-recover"
    }
  }

  /// The words of every action, in the order the CLI's help and completion list them.
  public static let words = ["share", "stop", "lapse", "refund", "billing-fail", "billing-recover"]
}

/// How simulated time moves forward.
public enum ClockMove: Sendable, Hashable {
  /// By a duration.
  case by(SimulatedDuration)
  /// To the next renewal, expiry, retry or request expiry, which then happens.
  case nextEvent
  /// To an instant.
  case to(Date)
}

/// A run-time setting of the sandbox, changed by a tester.
public enum SettingChange: Sendable, Hashable {
  case askToBuy(Bool)
  case interruptedPurchases(Bool)
  case billingRetry(Bool)
  case gracePeriod(Bool)
  case offline(Bool)
  /// Real seconds the App Store waits before each answer.
  case latency(TimeInterval)
  /// An App Store storefront code (alpha-3, alpha-2 or Apple's id).
  case storefront(String)
  case locale(String)
  /// An Xcode `_timeRate` raw value.
  case timeRate(Int)
  /// How the App Store answers the refund sheet: approve, decline or the customer cancels.
  case refundAnswer(RefundRequestAnswer)
  /// App Store Connect's billing grace period length; nil is StoreKit Testing's own (6 days weekly, 16 otherwise).
  case gracePeriodLength(GracePeriodLength?)
  /// The app's `SKIncludeConsumableInAppPurchaseHistory`: finished consumables stay in `Transaction.all`.
  case consumableHistory(Bool)
}
