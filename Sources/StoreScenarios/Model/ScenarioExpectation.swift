public import FoundationEssentials
public import StoreEngine
public import StoreOperations

/// Something a scenario checks, always from the app's side: what the app's code would see through
/// StoreKit and what its store model shows.
public enum ScenarioExpectation: Sendable, Hashable {
  /// `expect result KIND`: how the last app action ended.
  case result(ResultExpectation)
  /// `expect [not] entitled PRODUCT`.
  case entitled(productID: String, Bool)
  /// `expect entitlements PRODUCT… | none`: exactly these products, no more.
  case entitlements(Set<String>)
  /// `expect balance PRODUCT N`: the consumable balance the app keeps.
  case balance(productID: String, Int)
  /// `expect subscription SUBSCRIPTION FACET…`.
  case subscription(SubscriptionReference, [SubscriptionFacet])
  /// `expect [not] intro-eligible SUBSCRIPTION`.
  case introEligible(SubscriptionReference, Bool)
  /// `expect updates N [PRODUCT…] | none`: what `Transaction.updates` delivered since the last check.
  case updates(count: Int, productIDs: [String])
  /// `expect transaction TRANSACTION FACET…`.
  case transaction(TransactionReference, [TransactionFacet])
  /// `expect transactions N [PRODUCT]`: how many transactions the App Store recorded.
  case transactionCount(Int, productID: String?)
  /// `expect unfinished N`.
  case unfinished(Int)
  /// `expect request REQUEST STATE`.
  case request(RequestReference, PurchaseRequestRecord.State)
  /// `expect pending-requests N`.
  case pendingRequests(Int)
  /// `expect products loaded|empty|failed [ERROR]`.
  case products(ProductsExpectation)
  /// `expect price PRODUCT TEXT`: the display price the app shows.
  case price(productID: String, String)
  /// `expect log TEXT`: a line of the app's log contains the text.
  case log(String)
  /// `expect message TEXT`: the message the app shows the customer contains the text.
  case message(String)
  /// `expect now DATE`: the simulated clock.
  case now(Date)
}

/// How the last app action ended.
public enum ResultExpectation: Sendable, Hashable {
  /// The purchase went through: StoreKit's `.success`, whatever the App Store made of it (a new charge, an
  /// upgrade, what the customer already had, a change at the next renewal).
  case purchased
  /// A new transaction was charged (not an upgrade, not something already owned, not a change at renewal).
  case charged
  /// An upgrade: the new level starts now and replaces the current one.
  case upgraded
  /// Nothing was charged: the customer already had it.
  case alreadyOwned
  /// Nothing was charged and nothing changes now: the subscription's next renewal changed (a downgrade).
  case scheduled
  case pending
  case cancelled
  /// The action worked (restore, refund request, redeem, load products, consume).
  case succeeded
  /// A refund request the App Store received (`success`) and declined.
  case declined
  /// A second purchase while one was in flight was ignored.
  case ignored
  /// It failed; with a name, with that error (`networkError`, `invalidQuantity`, …).
  case failed(String?)
  /// The purchase returned a transaction that failed verification; with a reason, for that reason.
  case unverified(VerificationError?)
}

/// How product loading stands.
public enum ProductsExpectation: Sendable, Hashable {
  case loaded
  case empty
  case failed(String?)
}

/// One thing to check about a subscription group, as the app sees its status and renewal info.
public enum SubscriptionFacet: Sendable, Hashable {
  /// The group's renewal state; nil means the customer never subscribed (`none`).
  case state(RenewalState?)
  /// `auto-renew on|off`.
  case autoRenew(Bool)
  /// `renews-to PRODUCT`: the product it renews to.
  case renewsTo(String)
  /// `product PRODUCT`: the product currently (or last) active.
  case product(String)
  /// `expires DATE`: the end of the current period.
  case expires(Date)
}

/// One thing to check about a transaction, as the app decodes and verifies it.
public enum TransactionFacet: Sendable, Hashable {
  case product(String)
  /// `price DECIMAL|free`; nil means free (no price or zero).
  case price(Decimal?)
  case currency(String)
  case storefront(String)
  case quantity(Int)
  /// `offer KIND|none`; nil means bought without an offer.
  case offer(OfferKind?)
  case offerID(String)
  /// `reason purchase|renewal`.
  case reason(TransactionReason)
  case accountToken(UUID)
  case expires(Date)
  /// `[not] revoked`.
  case revoked(Bool)
  /// `ownership purchased|family-shared`: `Transaction.ownershipType`.
  case ownership(OwnershipType)
  /// `revocation-type refund-full|refund-prorated|family-revoke|none`: `Transaction.revocationType`; nil: none.
  case revocationType(RevocationType?)
  /// `[not] upgraded`.
  case upgraded(Bool)
  /// `[not] finished`.
  case finished(Bool)
  /// `verified`, or `unverified [REASON]` (`nil` reason: any reason).
  case verified
  case unverified(VerificationError?)
}

/// The kinds of subscription offer a transaction can carry, as the language names them.
public enum OfferKind: String, Sendable, Hashable, CaseIterable {
  case introductory
  case promotional
  case offerCode = "offer-code"
  case winBack = "win-back"
}
