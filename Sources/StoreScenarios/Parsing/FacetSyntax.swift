import Foundation
import StoreEngine

/// The checks that follow `expect subscription X` and `expect transaction X`: one or more facets,
/// each a word, sometimes with a value.
enum FacetSyntax {
  static let subscriptionWords = Vocabulary.renewalStates.map(\.0) + ["auto-renew", "renews-to", "product", "expires"]

  static func subscriptionFacets(_ reader: inout WordReader) throws(ParseProblem) -> [SubscriptionFacet] {
    var facets: [SubscriptionFacet] = []
    repeat {
      let token = try reader.next(
        "what to check: a state, auto-renew on|off, renews-to PRODUCT, product PRODUCT or expires DATE")
      if !token.isQuoted, let state = Vocabulary.renewalStates.first(where: { $0.0 == token.text }) {
        facets.append(.state(state.1))
        continue
      }
      switch token.isQuoted ? "" : token.text {
      case "auto-renew": facets.append(.autoRenew(try reader.onOff()))
      case "renews-to": facets.append(.renewsTo(try reader.name("the product it renews to")))
      case "product": facets.append(.product(try reader.name("the current product")))
      case "expires": facets.append(.expires(try reader.date()))
      default:
        throw ParseProblem(
          column: token.column,
          message: Suggestion.unknown("subscription check", token.text, expected: subscriptionWords))
      }
    } while !reader.isAtEnd
    return facets
  }

  static let transactionWords = [
    "product", "price", "currency", "storefront", "quantity", "offer", "offer-id", "reason", "account-token", "expires",
    "revoked", "upgraded", "finished", "not", "verified", "unverified", "ownership", "revocation-type",
  ]

  static func transactionFacets(_ reader: inout WordReader) throws(ParseProblem) -> [TransactionFacet] {
    var facets: [TransactionFacet] = []
    repeat {
      let token = try reader.next("what to check, like product, price, offer, revoked or verified")
      let word = token.isQuoted ? "" : token.text
      switch word {
      case "product": facets.append(.product(try reader.name("a product identifier")))
      case "price":
        facets.append(.price(reader.take("free") ? nil : try reader.decimal("a price or free")))
      case "currency": facets.append(.currency(try reader.name("a currency code (USD, EUR, …)")))
      case "storefront": facets.append(.storefront(try reader.name("a storefront code (USA, FRA, …)")))
      case "quantity": facets.append(.quantity(try reader.integer("a quantity", in: 0...99)))
      case "offer":
        let kinds: [(String, OfferKind?)] = OfferKind.allCases.map { ($0.rawValue, $0) } + [("none", nil)]
        facets.append(.offer(try reader.choice("offer kind", kinds)))
      case "offer-id": facets.append(.offerID(try reader.name("an offer identifier")))
      case "reason":
        facets.append(
          .reason(
            try reader.choice("transaction reason", [("purchase", .purchase), ("renewal", TransactionReason.renewal)])))
      case "account-token": facets.append(.accountToken(try reader.uuid()))
      case "expires": facets.append(.expires(try reader.date()))
      case "ownership": facets.append(.ownership(try reader.choice("ownership type", Vocabulary.ownershipTypes)))
      case "revocation-type":
        facets.append(.revocationType(try reader.choice("revocation type", Vocabulary.revocationTypes)))
      case "revoked", "upgraded", "finished": facets.append(flag(word, true))
      case "not":
        let negatable = ["revoked", "upgraded", "finished"]
        if let next = reader.peek, !negatable.contains(next.text) {
          let hint = next.text == "verified" ? " (write unverified)" : ""
          throw ParseProblem(
            column: next.column,
            message: "'not' applies only to \(Suggestion.list(negatable)); found '\(next.text)'\(hint)")
        }
        facets.append(flag(try reader.choice("negatable check", negatable.map { ($0, $0) }), false))
      case "verified": facets.append(.verified)
      case "unverified": facets.append(.unverified(try optionalReason(&reader)))
      default:
        throw ParseProblem(
          column: token.column, message: Suggestion.unknown("transaction check", token.text, expected: transactionWords)
        )
      }
    } while !reader.isAtEnd
    return facets
  }

  private static func flag(_ word: String, _ value: Bool) -> TransactionFacet {
    switch word {
    case "revoked": .revoked(value)
    case "upgraded": .upgraded(value)
    default: .finished(value)
    }
  }

  /// A verification failure reason after `unverified`, when the next word is one; a word that looks
  /// like a misspelt reason is an error rather than the next facet.
  static func optionalReason(_ reader: inout WordReader) throws(ParseProblem) -> VerificationError? {
    if let reason = reader.verificationReason() { return reason }
    guard let token = reader.peek, !transactionWords.contains(token.text) else { return nil }
    throw ParseProblem(
      column: token.column,
      message: Suggestion.unknown("verification failure", token.text, expected: Vocabulary.verificationNames))
  }
}
