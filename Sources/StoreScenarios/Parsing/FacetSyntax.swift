import FoundationEssentials
import StoreEngine

/// The checks that follow `expect subscription X` and `expect transaction X`: one or more facets,
/// each a word, sometimes with a value.
enum FacetSyntax {
  static let subscriptionWords = Vocabulary.renewalStates.map(\.0) + ["auto-renew", "renews-to", "product", "expires"]

  static func subscriptionFacets(_ reader: inout WordReader) throws(ParseProblem) -> [SubscriptionFacet] {
    var facets: [SubscriptionFacet] = []
    repeat {
      let token = try reader.next(.subscriptionCheck)
      if !token.isQuoted, let state = Vocabulary.renewalStates.first(where: { $0.0 == token.text }) {
        facets.append(.state(state.1))
        continue
      }
      switch token.isQuoted ? "" : token.text {
      case "auto-renew": facets.append(.autoRenew(try reader.onOff()))
      case "renews-to": facets.append(.renewsTo(try reader.name(.renewsToProduct)))
      case "product": facets.append(.product(try reader.name(.currentProduct)))
      case "expires": facets.append(.expires(try reader.date()))
      default:
        let unknown = UnknownWord(.subscriptionCheck, token.text, expected: subscriptionWords)
        throw ParseProblem(column: token.column, .unknownWord(unknown))
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
      let token = try reader.next(.transactionCheck)
      let word = token.isQuoted ? "" : token.text
      switch word {
      case "product": facets.append(.product(try reader.name(.productID)))
      case "price":
        facets.append(.price(reader.take("free") ? nil : try reader.decimal(.price)))
      case "currency": facets.append(.currency(try reader.name(.currencyCode)))
      case "storefront": facets.append(.storefront(try reader.name(.storefrontCode)))
      case "quantity": facets.append(.quantity(try reader.integer(.quantity, in: 0...99)))
      case "offer":
        let kinds: [(String, OfferKind?)] = OfferKind.allCases.map { ($0.rawValue, $0) } + [("none", nil)]
        facets.append(.offer(try reader.choice(.offerKind, kinds)))
      case "offer-id": facets.append(.offerID(try reader.name(.offerID)))
      case "reason":
        facets.append(
          .reason(
            try reader.choice(.transactionReason, [("purchase", .purchase), ("renewal", TransactionReason.renewal)])))
      case "account-token": facets.append(.accountToken(try reader.uuid()))
      case "expires": facets.append(.expires(try reader.date()))
      case "ownership": facets.append(.ownership(try reader.choice(.ownershipType, Vocabulary.ownershipTypes)))
      case "revocation-type":
        facets.append(.revocationType(try reader.choice(.revocationType, Vocabulary.revocationTypes)))
      case "revoked", "upgraded", "finished": facets.append(flag(word, true))
      case "not":
        let negatable = ["revoked", "upgraded", "finished"]
        if let next = reader.peek, !negatable.contains(next.text) {
          throw ParseProblem(column: next.column, .checkNotNegatable(next.text, negatable: negatable))
        }
        facets.append(flag(try reader.choice(.negatableCheck, negatable.map { ($0, $0) }), false))
      case "verified": facets.append(.verified)
      case "unverified": facets.append(.unverified(try optionalReason(&reader)))
      default:
        let unknown = UnknownWord(.transactionCheck, token.text, expected: transactionWords)
        throw ParseProblem(column: token.column, .unknownWord(unknown))
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
    let unknown = UnknownWord(.verificationFailure, token.text, expected: Vocabulary.verificationNames)
    throw ParseProblem(column: token.column, .unknownWord(unknown))
  }
}
