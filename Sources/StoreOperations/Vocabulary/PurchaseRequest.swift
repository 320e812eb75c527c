public import FoundationEssentials

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
  /// The billing plan an auto-renewable subscription is paid by (`BILLED_UPFRONT`, `MONTHLY`).
  public var billingPlan: String?
  /// `simulatesAskToBuyInSandbox(true)`.
  public var askToBuy: Bool
  /// The app delivers the content but never calls `finish()` (it crashed, say).
  public var noFinish: Bool
  public var place: Place

  public init(
    quantity: Int? = nil, appAccountToken: UUID? = nil, promotionalOffer: String? = nil, winBackOffer: String? = nil,
    offerCode: String? = nil, billingPlan: String? = nil, askToBuy: Bool = false, noFinish: Bool = false,
    place: Place = .app
  ) {
    self.quantity = quantity
    self.appAccountToken = appAccountToken
    self.promotionalOffer = promotionalOffer
    self.winBackOffer = winBackOffer
    self.offerCode = offerCode
    self.billingPlan = billingPlan
    self.askToBuy = askToBuy
    self.noFinish = noFinish
    self.place = place
  }
}
