public import Foundation
public import StoreCatalog
public import StoreEngine

/// Something a scenario does: what the customer does in the app, or what a tester does to the
/// simulated App Store (Xcode's Transaction Manager and StoreKitTest controls).
///
/// The recorder turns a live session's actions into these values, and the TUI plays them; every case
/// has exactly one spelling in the language (see `StatementFormatter`).
public enum ScenarioAction: Sendable, Hashable {
  // MARK: - Setting up the App Store

  /// `set …`: a run-time setting of the sandbox.
  case set(SettingChange)
  /// `fault API ERROR|none`: make an API fail with an error, or stop it failing.
  case fault(StoreKitAPI, SimulatedError?)

  // MARK: - In the app

  /// `buy PRODUCT [options]`: the customer buys (in the app, on another device or in the App Store).
  case buy(productID: String, options: PurchaseRequest)
  /// `cancel PRODUCT`: the customer taps Cancel on the confirmation sheet.
  case cancel(productID: String)
  /// `redeem CODE PRODUCT`: the customer redeems an offer code in the redeem sheet.
  case redeem(code: String, productID: String)
  /// `finish TRANSACTION`: the app calls `finish()`.
  case finish(TransactionReference)
  /// `request-refund TRANSACTION`: the customer asks for a refund from the app's refund sheet.
  case requestRefund(TransactionReference)
  /// `restore`: the customer taps Restore Purchases (`AppStore.sync()`).
  case restore
  /// `consume PRODUCT [N]`: the app spends units of a consumable it delivered.
  case consume(productID: String, amount: Int)
  /// `load-products`: the app loads its products again (a Retry button).
  case loadProducts
  /// `restart`: the app quits and launches again on the same account; unfinished transactions replay.
  case restart

  // MARK: - At the App Store

  /// `approve REQUEST`: a parent approves an Ask to Buy request.
  case approve(RequestReference)
  /// `decline REQUEST`: a parent declines an Ask to Buy request.
  case decline(RequestReference)
  /// `resolve REQUEST`: the customer fixes what interrupted a purchase.
  case resolve(RequestReference)
  /// `expire REQUEST`: the clock moves to when an Ask to Buy request expires.
  case expire(RequestReference)
  /// `refund TRANSACTION [developer-issue]`: the App Store refunds a transaction.
  case refund(TransactionReference, RevocationReason)
  /// `revoke TRANSACTION`: the App Store revokes access (Family Sharing ended, for example).
  case revoke(TransactionReference)
  /// `delete TRANSACTION`: the tester deletes a transaction from the history.
  case delete(TransactionReference)
  /// `advance …`: simulated time moves forward; everything due on the way happens.
  case advance(ClockMove)
  /// `subscription cancel|resume|expire|renew SUBSCRIPTION`.
  case subscription(SubscriptionAction, SubscriptionReference)
  /// `reset`: the sandbox forgets everything; the app relaunches on the empty account.
  case reset
}

/// A run-time setting a scenario changes (`set NAME VALUE`).
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
}

/// How a purchase is made: StoreKit's purchase options plus where it happens.
public struct PurchaseRequest: Sendable, Hashable {
  /// Where a purchase happens.
  public enum Place: String, Sendable, Hashable, CaseIterable {
    /// In the app under test, through its store model.
    case app
    /// In the same app on another device of the account: it arrives on this app's `updates`.
    case anotherDevice = "another-device"
    /// In the App Store itself (a promoted purchase): it arrives on `updates`.
    case appStore = "app-store"
  }

  public var quantity: Int?
  public var appAccountToken: UUID?
  public var promotionalOffer: String?
  public var winBackOffer: String?
  public var offerCode: String?
  /// `simulatesAskToBuyInSandbox(true)`.
  public var askToBuy: Bool
  /// The app delivers the content but never calls `finish()` (it crashed, say).
  public var noFinish: Bool
  public var place: Place

  public init(
    quantity: Int? = nil, appAccountToken: UUID? = nil, promotionalOffer: String? = nil, winBackOffer: String? = nil,
    offerCode: String? = nil, askToBuy: Bool = false, noFinish: Bool = false, place: Place = .app
  ) {
    self.quantity = quantity
    self.appAccountToken = appAccountToken
    self.promotionalOffer = promotionalOffer
    self.winBackOffer = winBackOffer
    self.offerCode = offerCode
    self.askToBuy = askToBuy
    self.noFinish = noFinish
    self.place = place
  }
}

/// Which transaction a statement means.
public enum TransactionReference: Sendable, Hashable {
  /// `last`: the transaction the most recent statement produced or touched.
  case last
  /// `PRODUCT`: the newest transaction of that product.
  case newest(productID: String)
  /// `transaction N`: the transaction with that id.
  case id(UInt64)
}

/// Which purchase request (Ask to Buy, interrupted purchase) a statement means.
public enum RequestReference: Sendable, Hashable {
  /// `last-request`: the newest request.
  case last
  /// `PRODUCT`: the newest request for that product.
  case newest(productID: String)
  /// `request N`: the request with that id.
  case id(UInt64)
}

/// A subscription group, named by its id, its reference name or one of its products.
public struct SubscriptionReference: Sendable, Hashable {
  public var name: String

  public init(_ name: String) {
    self.name = name
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

/// How a scenario moves simulated time.
public enum ClockMove: Sendable, Hashable {
  /// `advance DURATION`.
  case by(ScenarioDuration)
  /// `advance next-event`: to the next renewal, expiry, retry or request expiry.
  case nextEvent
  /// `advance to DATE`.
  case to(Date)
}
