import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The facts of one transaction for its detail view: when and where it was bought, its period and price, its
/// offer, refunds and upgrades, and what verifying it says — the full check's verdict, and the app's when an
/// injected error makes them differ.
enum TransactionFacts {
  typealias Fact = ProductDetailContent.Fact

  static func facts(
    _ ledger: LedgerTransaction, item: HistoryItem, inspection: TransactionInspection?, in state: AppState
  ) -> [Fact] {
    let transaction = ledger.transaction
    let calendar = state.calendar
    var facts = [
      Fact(
        "Purchased",
        "\(DateWords.second(transaction.purchaseDate, in: calendar)) · \(origin(ledger.origin, transaction.ownershipType))"),
      ownership(transaction.ownershipType),
    ]
    if transaction.originalID != transaction.id || transaction.reason == .renewal {
      facts.append(Fact("Original", "transaction \(transaction.originalID)" + (transaction.reason == .renewal ? " · this is a renewal" : "")))
    }
    if let expiration = transaction.expirationDate {
      facts.append(Fact("Expires", DateWords.second(expiration, in: calendar)))
    }
    var price = TransactionWords.price(transaction, language: state.language)
    if transaction.purchasedQuantity > 1 { price += " for \(transaction.purchasedQuantity)" }
    facts.append(Fact("Price", "\(price) · storefront \(transaction.storefrontCountryCode)"))
    if let offer = transaction.offer {
      let mode = offer.paymentMode.map { " · \(PeriodWords.paymentMode($0, language: state.language))" } ?? ""
      facts.append(Fact("Offer", "\(TransactionWords.offer(offer, language: state.language))\(mode)"))
    }
    if transaction.isUpgraded { facts.append(Fact("Upgraded", "yes: a higher level replaced it", .dim)) }
    if let revoked = transaction.revocationDate { facts.append(revocation(transaction, at: revoked, in: calendar)) }
    facts.append(order(inspection))
    if let token = transaction.appAccountToken { facts.append(Fact("Account token", token.uuidString.lowercased())) }
    facts.append(
      ledger.isFinished
        ? Fact("Finished", "yes: the app called finish()")
        : Fact("Finished", "no: the app has not called finish() yet", .warning))
    facts += verdicts(
      ledger.result, unverifiedMeans: "Not granted, not finished.", inspection: inspection, glyphs: state.glyphs,
      words: state.words)
    return facts
  }

  /// `Transaction.ownershipType`: the customer's own purchase, or one a family member shares with them.
  private static func ownership(_ type: OwnershipType) -> Fact {
    switch type {
    case .purchased: Fact("Ownership", "purchased: the customer bought it")
    case .familyShared: Fact("Ownership", "familyShared: a family member bought it and shares it", .accent)
    }
  }

  /// `revocationDate`, `revocationReason` and `revocationType`: refunded, or revoked from Family Sharing (reason 0
  /// when sharing stopped; the purchaser's reason when the purchaser was refunded).
  private static func revocation(_ transaction: Transaction, at date: Date, in calendar: Calendar) -> Fact {
    let reason = transaction.revocationReason.map { " · reason: \(TransactionWords.revocationReason($0, language: .en))" } ?? ""
    let type = transaction.revocationType.map { " · \($0.rawValue)" } ?? ""
    let label = transaction.revocationType == .familyRevocation ? "Revoked" : "Refunded"
    return Fact(label, "\(DateWords.second(date, in: calendar))\(reason)\(type)", .error)
  }

  /// The order id Look Up Order ID takes (the ledger keeps it beside the JWS; it is not signed in the transaction).
  private static func order(_ inspection: TransactionInspection?) -> Fact {
    guard let inspection else { return Fact("Order id", "reading…", .dim) }
    guard let id = inspection.orderID else { return Fact("Order id", "none: no order was placed for it", .dim) }
    return Fact("Order id", id)
  }

  private static func origin(_ origin: LedgerTransaction.Origin, _ ownership: OwnershipType) -> String {
    if ownership == .familyShared, case .appStore = origin { return "shared by a family member (Family Sharing)" }
    return switch origin {
    case .thisDevice: "bought in this app"
    case .otherDevice(let name): "bought on another device (\(name))"
    case .appStore: "made by the App Store (a renewal, an approval, a purchase outside the app)"
    }
  }

  /// The full check's verdict, and the app's when it differs (an injected verification error), of a transaction
  /// or the app transaction; `unverifiedMeans` says what the app does with an unverified one.
  static func verdicts<Value>(
    _ result: VerificationResult<Value>, unverifiedMeans: String, inspection: TransactionInspection?, glyphs: Glyphs,
    words: OutcomeWords
  ) -> [Fact] {
    let app: Fact =
      switch result {
      case .verified: Fact("App sees", "\(glyphs.success) verified", .success)
      case .unverified(_, let error):
        Fact("App sees", "\(glyphs.failure) unverified: \(words.sentence(error)) \(unverifiedMeans)", .error)
      }
    guard let inspection else { return [app] }
    switch inspection.check {
    case .verified:
      let check = Fact(
        "Signature", "\(glyphs.success) verified: the chain leads to this sandbox's root, the ES256 signature "
          + "matches, the bundle and environment are this app's", .success)
      guard !result.isVerified else { return [check] }
      return [check, Fact(app.label, app.value + " (an injected Verification error)", app.style)]
    case .failed(let failure):
      let problem = VerificationWords.problem(failure.problem, language: words.language)
      return [Fact("Signature", "\(glyphs.failure) \(failure.reason.rawValue): \(problem)", .error), app]
    case .unchecked:
      return [Fact("Signature", "\(glyphs.failure) unchecked: the sandbox's root certificate could not be read", .error), app]
    case .missing:
      return [app]
    }
  }
}
