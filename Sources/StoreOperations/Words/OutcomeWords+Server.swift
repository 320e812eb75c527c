import Foundation
import StoreEngine

/// What the app's server did through the App Store Server API, in words: extensions, app account tokens,
/// consumption information and test notifications, and why the App Store refused one.
extension OutcomeWords {
  func serverReport(_ outcome: ServerOutcome) -> Report {
    switch outcome {
    case .renewalExtended(let record, let days):
      let name = name(of: record.productID)
      let renews = record.expirationDate.map(date) ?? "?"
      return Report(
        .success, "Done",
        days == 1
          ? "Extended \(name) by 1 day: it renews at \(renews); the app gets transaction \(record.id) re-signed on Transaction.updates."
          : "Extended \(name) by \(days) days: it renews at \(renews); the app gets transaction \(record.id) re-signed on Transaction.updates.")
    case .extendedForAllActiveSubscribers(let status, let days):
      let name = name(of: status.productID)
      return Report(
        .success, "Done",
        days == 1
          ? "Extended the active subscriptions to \(name) by 1 day: \(status.succeeded) extended, \(status.failed) not eligible (request \(status.requestID))."
          : "Extended the active subscriptions to \(name) by \(days) days: \(status.succeeded) extended, \(status.failed) not eligible (request \(status.requestID)).")
    case .appAccountTokenSet(let record):
      return Report(
        .success, "Done",
        "Transaction \(record.id) (\(name(of: record.productID))) and its renewals carry app account token \(record.appAccountToken?.uuidString.lowercased() ?? "?") now; the app gets them re-signed on Transaction.updates.")
    case .consumptionInformationSent(let record):
      return Report(
        .success, "Done",
        "Kept the consumption information for transaction \(record.id) (\(name(of: record.productID))), for the App Store's refund decision.")
    case .testNotificationRequested(let token):
      return Report(
        .success, "Done", "A TEST notification is on its way to every webhook; its test notification token is \(token).")
    }
  }

  /// A purchase's order id, for the backend developer who looks it up (Look Up Order ID) as a customer's receipt
  /// e-mail shows it.
  public func orderSentence(_ orderID: String) -> String {
    "Its order id is \(orderID): Look Up Order ID finds the order's transactions by it."
  }

  /// Why the App Store's server side refused, in a sentence.
  func sentence(_ refusal: ServerRefusal) -> String {
    switch refusal {
    case .noWebhook:
      switch surface {
      case .commandLine: "The sandbox has no webhook to send a notification to; add one with 'storefront server webhook add URL'."
      case .storefront, .scenario: "The sandbox has no webhook to send a notification to; add one first."
      }
    case .refused(.keyIDTaken(let keyID)): "An API key with id \(keyID) is registered already."
    case .refused(.notAnOriginalSubscription(let id)):
      "Transaction \(id) is not the original transaction of an auto-renewable subscription."
    case .refused(.notAnOriginalTransaction(let id)):
      "Transaction \(id) is not an original transaction; the request takes its originalTransactionId."
    case .refused(.familyShared):
      "The transaction is shared through Family Sharing: only the family member who bought it can be changed."
    case .refused(.extensionIneligible):
      "The subscription cannot be extended: it is not active, or it is refunded or in billing retry."
    case .refused(.maximumExtensions):
      "The subscription was extended twice in the last 365 days already, Apple's limit."
    }
  }
}
