import FoundationEssentials
import StoreEngine
import StoreOperations

/// Writes expectations back in the language (see `StatementFormatter`).
enum ExpectationFormatter {
  static func line(_ expectation: ScenarioExpectation) -> String {
    let word = StatementFormatter.word
    switch expectation {
    case .result(let result): return "expect result \(self.result(result))"
    case .entitled(let product, let entitled): return "expect \(entitled ? "" : "not ")entitled \(word(product))"
    case .entitlements(let products):
      return "expect entitlements " + (products.isEmpty ? "none" : products.sorted().map(word).joined(separator: " "))
    case .balance(let product, let balance): return "expect balance \(word(product)) \(balance)"
    case .subscription(let group, let facets):
      return (["expect subscription", word(group.name)] + facets.map(self.facet)).joined(separator: " ")
    case .introEligible(let group, let eligible):
      return "expect \(eligible ? "" : "not ")intro-eligible \(word(group.name))"
    case .updates(let count, let products):
      return count == 0 && products.isEmpty
        ? "expect updates none" : (["expect updates", String(count)] + products.map(word)).joined(separator: " ")
    case .transaction(let reference, let facets):
      return (["expect transaction", StatementFormatter.words(reference)] + facets.map(self.facet)).joined(
        separator: " ")
    case .transactionCount(let count, let product):
      return "expect transactions \(count)" + (product.map { " \(word($0))" } ?? "")
    case .unfinished(let count): return "expect unfinished \(count)"
    case .request(let reference, let state):
      return "expect request \(StatementFormatter.words(reference)) \(state.rawValue)"
    case .pendingRequests(let count): return "expect pending-requests \(count)"
    case .products(.loaded): return "expect products loaded"
    case .products(.empty): return "expect products empty"
    case .products(.failed(let error)): return "expect products failed" + (error.map { " \($0)" } ?? "")
    case .price(let product, let text): return "expect price \(word(product)) \(quoted(text))"
    case .log(let text): return "expect log \(quoted(text))"
    case .message(let text): return "expect message \(quoted(text))"
    case .now(let date): return "expect now \(ScenarioDate.format(date))"
    }
  }

  static func result(_ result: ResultExpectation) -> String {
    switch result {
    case .purchased: "purchased"
    case .charged: "charged"
    case .upgraded: "upgraded"
    case .alreadyOwned: "already-owned"
    case .scheduled: "scheduled"
    case .pending: "pending"
    case .cancelled: "cancelled"
    case .succeeded: "succeeded"
    case .declined: "declined"
    case .ignored: "ignored"
    case .failed(let error): "failed" + (error.map { " \($0)" } ?? "")
    case .unverified(let reason): "unverified" + (reason.map { " \($0.rawValue)" } ?? "")
    }
  }

  static func facet(_ facet: SubscriptionFacet) -> String {
    switch facet {
    case .state(let state): Vocabulary.stateName(state)
    case .autoRenew(let on): "auto-renew \(Vocabulary.onOff(on))"
    case .renewsTo(let product): "renews-to \(StatementFormatter.word(product))"
    case .product(let product): "product \(StatementFormatter.word(product))"
    case .expires(let date): "expires \(ScenarioDate.format(date))"
    }
  }

  static func facet(_ facet: TransactionFacet) -> String {
    let word = StatementFormatter.word
    switch facet {
    case .product(let product): return "product \(word(product))"
    case .price(let price): return "price " + (price.map { "\($0)" } ?? "free")
    case .currency(let code): return "currency \(word(code))"
    case .storefront(let code): return "storefront \(word(code))"
    case .quantity(let quantity): return "quantity \(quantity)"
    case .offer(let kind): return "offer \(kind?.rawValue ?? "none")"
    case .offerID(let id): return "offer-id \(word(id))"
    case .reason(let reason): return "reason \(reason == .renewal ? "renewal" : "purchase")"
    case .accountToken(let token): return "account-token \(token.uuidString)"
    case .expires(let date): return "expires \(ScenarioDate.format(date))"
    case .revoked(let value): return value ? "revoked" : "not revoked"
    case .ownership(let ownership): return "ownership \(Vocabulary.ownershipName(ownership))"
    case .revocationType(let type): return "revocation-type \(Vocabulary.revocationTypeName(type))"
    case .upgraded(let value): return value ? "upgraded" : "not upgraded"
    case .finished(let value): return value ? "finished" : "not finished"
    case .verified: return "verified"
    case .unverified(let reason): return "unverified" + (reason.map { " \($0.rawValue)" } ?? "")
    }
  }

  /// Text always in quotes, so it reads as one value whatever it holds.
  private static func quoted(_ text: String) -> String {
    let word = StatementFormatter.word(text)
    return word.hasPrefix("\"") ? word : "\"\(word)\""
  }
}
