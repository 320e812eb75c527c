import Foundation
import StoreCatalog
import StoreEngine

/// How the last app action ended, as `expect result` sees it.
enum AppResult: Sendable, Hashable {
  case purchased
  case pending
  case cancelled
  case ignored
  case unverified(VerificationError)
  case succeeded
  /// The failure in the engine's words (`… (StoreKitError.networkError)`).
  case failed(String)

  /// What a purchase through the model ended in.
  init(_ outcome: PurchaseOutcome) {
    switch outcome {
    case .purchased: self = .purchased
    case .unverified(_, let error): self = .unverified(error)
    case .pending: self = .pending
    case .cancelled: self = .cancelled
    case .failed(let message): self = .failed(message)
    case .ignored: self = .ignored
    }
  }

  /// What a flow that reports a message (restore, refund request) ended in.
  init(_ message: StoreMessage) {
    self = message.kind == .failure ? .failed(message.text) : .succeeded
  }

  /// The result in the words `expect result` uses.
  var text: String {
    switch self {
    case .purchased: "purchased"
    case .pending: "pending"
    case .cancelled: "cancelled"
    case .ignored: "ignored"
    case .unverified(let reason): "unverified \(reason.rawValue)"
    case .succeeded: "succeeded"
    case .failed(let message): "failed: \(message)"
    }
  }

  func matches(_ expected: ResultExpectation) -> Bool {
    switch (expected, self) {
    case (.purchased, .purchased), (.pending, .pending), (.cancelled, .cancelled), (.ignored, .ignored),
      (.succeeded, .succeeded):
      true
    case (.failed(let name), .failed(let message)): name == nil || ErrorName.in(message) == name
    case (.unverified(let wanted), .unverified(let reason)): wanted == nil || wanted == reason
    default: false
    }
  }
}

/// The StoreKit error a message names: the engine's errors end their description with
/// `(StoreKitError.networkError)`, `(PurchaseError.invalidQuantity)` and so on.
enum ErrorName {
  static let families = ["StoreKitError", "PurchaseError", "RefundRequestError"]

  static func `in`(_ message: String) -> String? {
    guard let open = message.range(of: "(", options: .backwards),
      let close = message.range(of: ")", range: open.upperBound..<message.endIndex)
    else { return nil }
    let parts = message[open.upperBound..<close.lowerBound].split(separator: ".")
    guard parts.count == 2, families.contains(String(parts[0])) else { return nil }
    return String(parts[1])
  }
}

/// How run output names transactions and their verdicts.
enum Describe {
  /// `transaction 3 com.example.gems.100 ×5 · 4.95 USD · introductory offer · verified`
  static func result(_ result: VerificationResult<Transaction>) -> String {
    let verdict = result.verificationError.map { "unverified (\($0.rawValue))" } ?? "verified"
    return "\(transaction(result.unsafePayloadValue)) · \(verdict)"
  }

  static func transaction(_ transaction: Transaction) -> String {
    var parts = [
      "transaction \(transaction.id) \(transaction.productID)"
        + (transaction.purchasedQuantity > 1 ? " ×\(transaction.purchasedQuantity)" : "")
    ]
    if let price = transaction.price, let currency = transaction.currency { parts.append("\(price) \(currency)") }
    if transaction.reason == .renewal { parts.append("renewal") }
    if let offer = transaction.offer {
      parts.append("\(OfferKind(offer.type).rawValue) offer" + (offer.id.map { " \($0)" } ?? ""))
    }
    if transaction.isUpgraded { parts.append("upgraded") }
    if transaction.isRevoked { parts.append("revoked") }
    return parts.joined(separator: " · ")
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
