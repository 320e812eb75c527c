public import FoundationEssentials
public import StoreCatalog

/// Options an app passes to a purchase (`Product.PurchaseOption`).
public enum PurchaseOption: Sendable, Hashable {
  /// How many to buy: 1…10, consumables and non-renewing subscriptions only.
  case quantity(Int)
  /// A token the app uses to link the purchase to its own account; kept in the transaction.
  case appAccountToken(UUID)
  /// Ask a parent to approve this purchase, whatever the sandbox setting (`simulatesAskToBuyInSandbox`).
  case simulatesAskToBuy(Bool)
  /// A promotional offer, with the signature the app's server made with the offer key.
  case promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int64)
  /// A win-back offer the customer is eligible for.
  case winBackOffer(offerID: String)
  /// An offer code the customer typed in the redeem sheet (its reference name in the catalog).
  case offerCode(String)
  /// Pay an auto-renewable subscription by one of its billing plans (`BILLED_UPFRONT`, `MONTHLY`).
  case billingPlan(String)
  /// Whether the purchase goes on when the storefront changed since the product was loaded (default: it does).
  case onStorefrontChange(StorefrontChangeHandler)
}

/// The app's answer to a storefront change during a purchase (`onStorefrontChange(shouldContinuePurchase:)`): given
/// the new storefront, whether to continue. Two handlers are equal only when they are the same one.
public struct StorefrontChangeHandler: Sendable, Hashable {
  private let id = UUID()
  public let shouldContinuePurchase: @Sendable (Storefront) -> Bool

  public init(_ shouldContinuePurchase: @escaping @Sendable (Storefront) -> Bool) {
    self.shouldContinuePurchase = shouldContinuePurchase
  }

  public static func == (lhs: StorefrontChangeHandler, rhs: StorefrontChangeHandler) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Array where Element == PurchaseOption {
  /// The requested quantity (1 when not given).
  public var quantity: Int {
    for case .quantity(let count) in self { return count }
    return 1
  }

  /// The app account token, when one is given.
  public var appAccountToken: UUID? {
    for case .appAccountToken(let token) in self { return token }
    return nil
  }

  /// The billing plan asked for, when one is.
  public var billingPlanType: String? {
    for case .billingPlan(let type) in self { return type }
    return nil
  }

  /// Whether the purchase goes on in `storefront`, a storefront other than the one the product was loaded in.
  public func continuesPurchase(in storefront: Storefront) -> Bool {
    for case .onStorefrontChange(let handler) in self { return handler.shouldContinuePurchase(storefront) }
    return true
  }

  /// Whether the purchase asks for Ask to Buy whatever the sandbox setting.
  public var simulatesAskToBuy: Bool {
    for case .simulatesAskToBuy(let flag) in self { return flag }
    return false
  }
}

/// What a purchase ended in (`Product.PurchaseResult`).
public enum PurchaseResult: Sendable, Hashable {
  case success(VerificationResult<Transaction>)
  case userCancelled
  /// Waiting for someone (a parent, a payment fix); the transaction arrives on `updates` if it completes.
  case pending
}
