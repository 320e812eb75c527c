import FoundationEssentials
import StoreCatalog
import StoreEngine
import StoreOperations

/// Compares subscription facets with the group's status as the app reads it
/// (`Product.SubscriptionInfo.status`: the renewal state, the latest transaction, the renewal info).
enum SubscriptionObserver {
  static func observe(
    _ facets: [SubscriptionFacet], group groupID: String, store: Store, words: OutcomeWords
  ) async throws -> Observation {
    let status: SubscriptionStatus?
    do {
      status = try await store.subscriptionStatus(for: groupID).first
    } catch {
      let failure = StoreFailure(error, api: .subscriptionStatus, settings: await store.sandbox.settings)
      return Observation(
        expected: facets.map(ExpectationFormatter.facet).joined(separator: ", "),
        actual: ObservedWords.statusUnreadable(words.sentence(failure)).words(in: words.language), holds: false)
    }
    let renewal = status?.renewalInfo.unsafePayloadValue
    let transaction = status?.transaction.unsafePayloadValue
    return Observation(
      facets.map { facet in
        let actual: SubscriptionFacet?
        switch facet {
        case .state: actual = .state(status?.state)
        case .autoRenew: actual = renewal.map { .autoRenew($0.willAutoRenew) }
        case .renewsTo: actual = renewal?.autoRenewPreference.map { .renewsTo($0) }
        case .product: actual = renewal.map { .product($0.currentProductID) }
        case .expires: actual = transaction?.expirationDate.map { .expires($0) }
        }
        return Observation(
          expected: ExpectationFormatter.facet(facet),
          actual: actual.map(ExpectationFormatter.facet) ?? missing(facet, status).words(in: words.language))
      })
  }

  private static func missing(_ facet: SubscriptionFacet, _ status: SubscriptionStatus?) -> ObservedWords {
    guard status != nil else { return .neverSubscribed }
    if case .renewsTo = facet { return .renewsToNothing }
    return .noValue(String(ExpectationFormatter.facet(facet).split(separator: " ").first ?? ""))
  }
}

/// Compares transaction facets with a transaction as the app decodes and verifies it.
enum TransactionObserver {
  static func observe(_ facets: [TransactionFacet], result: VerificationResult<Transaction>, isFinished: Bool)
    -> Observation
  {
    let transaction = result.unsafePayloadValue
    return Observation(
      facets.map { facet in
        let expected = ExpectationFormatter.facet(facet)
        switch facet {
        case .verified, .unverified:
          let actual: TransactionFacet = result.verificationError.map { .unverified($0) } ?? .verified
          let holds = if case .unverified(nil) = facet { !result.isVerified } else { facet == actual }
          return Observation(expected: expected, actual: ExpectationFormatter.facet(actual), holds: holds)
        default:
          return Observation(expected: expected, actual: actualText(for: facet, transaction, isFinished: isFinished))
        }
      })
  }

  /// The facet's words with the transaction's own value, so expected and actual read alike.
  private static func actualText(for facet: TransactionFacet, _ transaction: Transaction, isFinished: Bool) -> String {
    let actual: TransactionFacet
    switch facet {
    case .product: actual = .product(transaction.productID)
    case .price: actual = .price(transaction.price == 0 ? nil : transaction.price)
    case .currency: actual = .currency(transaction.currency ?? "none")
    case .storefront: actual = .storefront(transaction.storefrontCountryCode)
    case .quantity: actual = .quantity(transaction.purchasedQuantity)
    case .offer: actual = .offer(transaction.offer.map { OfferKind($0.type) })
    case .offerID: actual = .offerID(transaction.offer?.id ?? "none")
    case .reason: actual = .reason(transaction.reason)
    case .accountToken: return "account-token \(transaction.appAccountToken?.uuidString ?? "none")"
    case .expires: return "expires \(transaction.expirationDate.map(ScenarioDate.format) ?? "never")"
    case .revoked: actual = .revoked(transaction.isRevoked)
    case .ownership: actual = .ownership(transaction.ownershipType)
    case .revocationType: actual = .revocationType(transaction.revocationType)
    case .upgraded: actual = .upgraded(transaction.isUpgraded)
    case .finished: actual = .finished(isFinished)
    case .verified, .unverified: actual = facet
    }
    return ExpectationFormatter.facet(actual)
  }
}

extension OfferKind {
  /// The kind a catalog offer kind is, as the language names it.
  init(_ kind: SubscriptionOffer.Kind) {
    switch kind {
    case .introductory: self = .introductory
    case .promotional: self = .promotional
    case .offerCode: self = .offerCode
    case .winBack: self = .winBack
    }
  }
}
