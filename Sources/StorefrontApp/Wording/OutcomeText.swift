import StoreEngine

/// How the outcome of something the person did is shown: a dialog for what needs reading (success, pending,
/// failures with their reason), a toast for what needs only a glance, or nothing.
enum OutcomePresentation: Hashable, Sendable {
  case dialog(ResultDialog)
  case toast(ToastMessage.Kind, String)
  case nothing
}

/// The plain words for purchase, restore and refund outcomes: what happened, why, and what it means for the app.
enum OutcomeText {
  static func purchase(_ outcome: PurchaseOutcome, productName name: String) -> OutcomePresentation {
    switch outcome {
    case .purchased(let transaction):
      let what =
        transaction.productType == .consumable
        ? "\(transaction.purchasedQuantity) × \(name) were added to the balance."
        : "\(name) is unlocked."
      return .dialog(
        ResultDialog(
          kind: .success, title: "Purchase complete",
          message: "\(what) Transaction \(transaction.id) was verified, delivered and finished."))
    case .unverified(let transaction, let error):
      return .dialog(
        ResultDialog(
          kind: .failure, title: "Not granted: verification failed",
          message: "The App Store returned transaction \(transaction.id) for \(name), but it failed verification: "
            + "\(error) (\(error.rawValue)). An app must neither grant nor finish it."))
    case .pending:
      return .dialog(
        ResultDialog(
          kind: .pending, title: "Waiting for approval",
          message: "\(name) needs approval first (Ask to Buy, or an action by the customer). If it is approved, "
            + "the transaction reaches the app on Transaction.updates; if it is declined, the app is never told."))
    case .cancelled:
      return .toast(.information, "Purchase cancelled")
    case .failed(let reason):
      return .dialog(
        ResultDialog(kind: .failure, title: "Purchase failed", message: "\(name) was not bought: \(reason)."))
    case .ignored:
      return .toast(.warning, "A purchase of \(name) is already in progress")
    }
  }

  static func restore(_ message: StoreMessage) -> OutcomePresentation {
    guard message.kind != .failure else {
      return .dialog(
        ResultDialog(kind: .failure, title: "Restore failed", message: without("Restore failed: ", message.text)))
    }
    return .toast(.success, message.text)
  }

  static func refund(_ message: StoreMessage) -> OutcomePresentation {
    guard message.kind != .failure else {
      return .dialog(
        ResultDialog(
          kind: .failure, title: "Refund request failed", message: without("Refund request failed: ", message.text)))
    }
    return .toast(.success, message.text + "; the refund arrives on updates")
  }

  /// A store message about something that arrived on its own (on `Transaction.updates`), as a toast.
  static func update(_ message: StoreMessage) -> (ToastMessage.Kind, String) {
    switch message.kind {
    case .success: (.success, message.text)
    case .failure, .unverified: (.failure, message.text)
    case .pending, .cancelled: (.warning, message.text)
    case .info: (.information, message.text)
    }
  }

  private static func without(_ prefix: String, _ text: String) -> String {
    text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }
}
