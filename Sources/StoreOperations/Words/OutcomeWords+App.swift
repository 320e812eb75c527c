import Foundation
import StoreCatalog
public import StoreEngine

/// The app's other flows in words — restore, refund requests, offer codes, consumables, `finish()` — and what
/// arrives on `Transaction.updates`.
extension OutcomeWords {
  func restoreReport(_ outcome: RestoreOutcome) -> Report {
    switch outcome {
    case .restored(let count) where count == 0:
      Report(.success, "Restore finished", "Restore finished: nothing to restore.")
    case .restored(let count) where count == 1:
      Report(.success, "Restore finished", "Restored 1 purchase.")
    case .restored(let count):
      Report(.success, "Restore finished", "Restored \(count) purchases.")
    case .failed(let failure):
      Report(.failure, "Restore failed", FailureWords.sentence(failure, words: self), fix: fix(for: failure))
    }
  }

  func refundRequestReport(_ outcome: RefundRequestOutcome) -> Report {
    switch outcome {
    case .approved(let id):
      Report(
        .success, "Refund requested",
        "A refund of transaction \(id) was requested; in testing it is approved at once, and the refunded "
          + "transaction arrives on Transaction.updates.")
    case .declined(let id):
      Report(
        .information, "Refund declined",
        "The App Store received the refund request for transaction \(id) (RefundRequestStatus.success) and declined "
          + "it: the transaction stays as it was, and nothing reaches Transaction.updates.")
    case .userCancelled(let id):
      Report(
        .information, "Refund request cancelled",
        "The customer cancelled the refund sheet for transaction \(id) (RefundRequestStatus.userCancelled): nothing "
          + "was asked.")
    case .failed(let failure):
      Report(.failure, "Refund request failed", FailureWords.sentence(failure, words: self), fix: fix(for: failure))
    }
  }

  func redeemReport(_ outcome: RedeemOutcome) -> Report {
    switch outcome {
    case .redeemed(let code, let productID):
      Report(
        .success, "Offer code redeemed",
        "Offer code \(code) was redeemed for \(name(of: productID)); the transaction arrives on Transaction.updates.")
    case .failed(let failure):
      Report(.failure, "Offer code not redeemed", FailureWords.sentence(failure, words: self), fix: fix(for: failure))
    }
  }

  func consumeReport(_ outcome: ConsumeOutcome) -> Report {
    switch outcome {
    case .consumed(let productID, let amount, let balance):
      Report(.success, "Used", "Used \(amount) × \(name(of: productID)); \(balance) left.")
    case .failed(let failure):
      Report(.failure, "Not used", FailureWords.sentence(failure, words: self))
    }
  }

  func finishReport(_ outcome: FinishOutcome) -> Report {
    switch outcome {
    case .finished(let id, true): Report(.success, "Finished", "Finished transaction \(id).")
    case .finished(let id, false): Report(.information, "Finished", "Transaction \(id) was already finished.")
    case .failed(let failure): Report(.failure, "Not finished", FailureWords.sentence(failure, words: self))
    }
  }

  // MARK: - Transaction.updates

  /// What arrived on `Transaction.updates` (or came back from `purchase`), why, and what the app did with it.
  public func arrival(_ event: TransactionEvent) -> Report {
    let transaction = event.transaction
    let name = name(of: transaction.productID)
    let id = transaction.id
    switch event.handling {
    case .ignored(let error):
      return Report(
        .failure, "Not granted",
        "Transaction \(id) for \(name) arrived but failed verification, so the app ignored it. "
          + FailureWords.verification(error))
    case .tookBack(let units) where units > 0:
      return Report(
        .information, "Refunded",
        "Transaction \(id) for \(name) was refunded or revoked: the app took \(units) back from the balance.")
    case .tookBack:
      return Report(
        .information, "Refunded", "Transaction \(id) for \(name) was refunded or revoked: the app took it back.")
    case .delivered:
      return Report(.success, "Arrived on updates", delivered(event.reason, id: id, name: name))
    }
  }

  private func delivered(_ reason: TransactionEvent.Reason, id: UInt64, name: String) -> String {
    switch reason {
    case .purchase: "The app's purchase of \(name) returned transaction \(id)."
    case .launchReplay:
      "Transaction \(id) for \(name) was unfinished at launch: it arrived on updates and was delivered."
    case .renewal: "\(name) renewed: transaction \(id) arrived on updates."
    case .approval: "A parent approved \(name): transaction \(id) arrived on updates."
    case .resolution: "The interrupted purchase of \(name) completed: transaction \(id) arrived on updates."
    case .anotherDevice: "\(name) was bought on another device: transaction \(id) arrived on updates."
    case .appStore: "\(name) was bought in the App Store: transaction \(id) arrived on updates."
    case .revocation: "Transaction \(id) for \(name) was refunded or revoked."
    case .upgrade: "Transaction \(id) for \(name) was replaced by a higher level of the subscription."
    case .change: "The App Store changed transaction \(id) for \(name): it arrived on updates."
    }
  }
}

extension OutcomeWords {
  /// What the model is busy with, for a loading overlay: "Purchasing Theme Pack…".
  public static func activity(_ activity: Activity) -> String {
    switch activity {
    case .loadingProducts: "Loading products…"
    case .purchasing(_, let name): "Purchasing \(name)…"
    case .restoring: "Restoring purchases…"
    case .requestingRefund: "Requesting a refund…"
    }
  }
}
