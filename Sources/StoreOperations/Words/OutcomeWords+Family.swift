import Foundation
import StoreCatalog
import StoreEngine

/// Family Sharing, the app transaction and the refund and grace-period settings in words: what the family shared
/// or stopped sharing, what `AppTransaction.shared` gave the app, what a refund request or failed renewal now meets.
extension OutcomeWords {
  func familySharedReport(_ record: TransactionRecord) -> Report {
    Report(
      .success, "Shared by the family",
      "A family member shares \(name(of: record.productID)): transaction \(record.id), owned as familyShared, reaches "
        + "the app on Transaction.updates and counts in Transaction.currentEntitlements.")
  }

  func familySharingStoppedReport(productID: String, revoked: [TransactionRecord]) -> Report {
    let ids = revoked.map { String($0.id) }.joined(separator: ", ")
    let message =
      revoked.count == 1
      ? "The family stopped sharing \(name(of: productID)): transaction \(ids) is revoked (FAMILY_REVOKE) and the "
        + "app gets it on Transaction.updates."
      : "The family stopped sharing \(name(of: productID)): transactions \(ids) are revoked (FAMILY_REVOKE) and the "
        + "app gets them on Transaction.updates."
    return Report(.success, "Sharing stopped", message)
  }

  func appTransactionReport(_ outcome: AppTransactionOutcome) -> Report {
    switch outcome {
    case .verified(let app):
      Report(.success, "App transaction", "\(appTransactionSentence(app)) It verified.")
    case .unverified(let app, let error):
      Report(
        .warning, "App transaction unverified",
        "\(appTransactionSentence(app)) It did not verify: \(FailureWords.verification(error))")
    case .failed(let failure):
      Report(.failure, "No app transaction", FailureWords.sentence(failure, words: self), fix: fix(for: failure))
    }
  }

  /// "App transaction 1234 for com.example.app: version 1.0, first 1.0 on iOS, since 2026-01-01 00:00."
  private func appTransactionSentence(_ app: AppTransaction) -> String {
    if let platform = app.originalPlatform {
      return "App transaction \(app.appTransactionID) for \(app.bundleID): version \(app.appVersion), first "
        + "\(app.originalAppVersion) on \(platform), since \(date(app.originalPurchaseDate))."
    }
    return "App transaction \(app.appTransactionID) for \(app.bundleID): version \(app.appVersion), first "
      + "\(app.originalAppVersion), since \(date(app.originalPurchaseDate))."
  }

  /// How the App Store answers the refund sheet from now on, in a sentence.
  func refundAnswerSentence(_ answer: RefundRequestAnswer) -> String {
    switch answer {
    case .approve:
      "Refund requests are approved at once: the refunded transaction reaches the app on Transaction.updates."
    case .decline:
      "Refund requests are declined: beginRefundRequest returns success, the transaction stays as it was, and the "
        + "server is sent REFUND_DECLINED."
    case .cancel:
      "The customer cancels the refund sheet: beginRefundRequest returns userCancelled."
    }
  }

  /// How long a billing grace period lasts from now on, in a sentence.
  func gracePeriodLengthSentence(_ length: GracePeriodLength?) -> String {
    guard let length else {
      return "A billing grace period lasts StoreKit Testing's length: 6 days for weekly subscriptions, 16 days otherwise."
    }
    return "A billing grace period lasts \(length.rawValue) days (\(length.appStoreConnectName))."
  }

  /// Whether finished consumables stay in the history, in a sentence.
  func consumableHistorySentence(_ included: Bool) -> String {
    included
      ? "Finished consumables stay in Transaction.all (SKIncludeConsumableInAppPurchaseHistory is on)."
      : "Finished consumables leave Transaction.all (SKIncludeConsumableInAppPurchaseHistory is off)."
  }
}
