public import Foundation
import StoreCatalog
public import StoreEngine

/// What a tester did at the App Store, in words: refunds, requests, subscriptions, settings, faults and time.
extension OutcomeWords {
  func revokedReport(_ record: TransactionRecord, refund: Bool) -> Report {
    let name = name(of: record.productID)
    return refund
      ? done("Refunded transaction \(record.id) (\(name)); the app gets it on Transaction.updates.")
      : done("Revoked transaction \(record.id) (\(name)); the app gets it on Transaction.updates.")
  }

  func deletedReport(_ record: TransactionRecord) -> Report {
    done(
      "Deleted transaction \(record.id) (\(name(of: record.productID))) from the history; no update reaches the app.")
  }

  func declinedReport(_ request: PurchaseRequestRecord) -> Report {
    done(
      "Declined request \(request.id) for \(name(of: request.productID)): nothing is charged, and the app is never told."
    )
  }

  func expiredReport(_ request: PurchaseRequestRecord, at date: Date) -> Report {
    done(
      "Request \(request.id) for \(name(of: request.productID)) expired at \(self.date(date)): nobody answered it in time."
    )
  }

  func faultReport(_ api: StoreKitAPI, _ error: SimulatedError?) -> Report {
    if let error { return done("\(api.fileName) now fails with \(error.caseName).") }
    return done("\(api.fileName) succeeds again.")
  }

  func clockReport(_ outcome: OperationOutcome) -> Report {
    switch outcome {
    case .clockPaused(let date): done("The clock is paused at \(self.date(date)).")
    case .clockResumed(let date): done("The clock runs again from \(self.date(date)).")
    case .clockAdvanced(let date, true):
      done("The clock moved forward to \(self.date(date)).")
    case .reset(let clock):
      done("The sandbox is empty again, with the catalog's settings; the clock reads \(date(clock)).")
    default: Report(.information, "Nothing scheduled", "Nothing is scheduled; the clock did not move.")
    }
  }

  private func done(_ message: String) -> Report {
    Report(.success, "Done", message)
  }

  func subscriptionReport(_ action: SubscriptionAction, group: String, renewal: TransactionRecord?) -> Report {
    switch action {
    case .cancel: done("Auto-renew is off for \(group): it expires at the end of the period.")
    case .resume: done("Auto-renew is on again for \(group).")
    case .expire: done("\(group) expired now: the app loses access.")
    case .renew:
      if let renewal {
        done("Renewed \(group): transaction \(renewal.id) reaches the app on Transaction.updates.")
      } else {
        done("Renewed \(group).")
      }
    }
  }

  /// What a setting change does, in a sentence.
  func setting(_ change: SettingChange) -> String {
    switch change {
    case .askToBuy(true): "Ask to Buy is on: purchases wait for a parent."
    case .askToBuy(false): "Ask to Buy is off."
    case .interruptedPurchases(true): "Interrupted purchases are on: purchases wait for the customer."
    case .interruptedPurchases(false): "Interrupted purchases are off."
    case .billingRetry(true): "Renewals fail and enter billing retry."
    case .billingRetry(false): "Renewals bill normally."
    case .gracePeriod(true): "A failed renewal keeps access for a grace period."
    case .gracePeriod(false): "No grace period after a failed renewal."
    case .offline(true): "The App Store is offline: calls fail with a network error."
    case .offline(false): "The App Store is online again."
    case .latency(let seconds) where seconds > 0: "Every App Store answer waits \(Self.seconds(seconds))."
    case .latency: "The App Store answers at once."
    case .storefront(let code):
      if let storefront = Storefront.find(code) {
        "Selling in \(storefront.name) (\(storefront.currencyCode)) now; the products load again in its currency."
      } else {
        "Selling in \(code) now; the products load again."
      }
    case .locale(let locale): "Products show in \(locale) now; they load again in it."
    case .timeRate(let raw):
      if let rate = TimeRate(rawValue: raw) { "Time runs at \(rate.description)." } else { "Time runs at rate \(raw)." }
    case .refundAnswer(let answer): refundAnswerSentence(answer)
    case .gracePeriodLength(let length): gracePeriodLengthSentence(length)
    case .consumableHistory(let included): consumableHistorySentence(included)
    }
  }

  /// How far the sandbox clock has drifted from real time (advanced ahead of it, or paused behind it), in a
  /// sentence: "The sandbox clock is 3 days 2 hours ahead of real time."
  public static func drift(_ drift: ClockDrift) -> String {
    func span(_ seconds: TimeInterval) -> String {
      SimulatedDuration.between(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: seconds.rounded()))
        .spelledOut
    }
    return switch drift {
    case .inStep: "The sandbox clock keeps real time."
    case .ahead(let seconds): "The sandbox clock is \(span(seconds)) ahead of real time."
    case .behind(let seconds): "The sandbox clock is \(span(seconds)) behind real time."
    }
  }

  /// "2 s", "250 ms", "1.5 s": a latency, wherever one is shown.
  public static func seconds(_ value: TimeInterval) -> String {
    if value < 1 { return "\(Int((value * 1000).rounded())) ms" }
    if value == value.rounded() { return "\(Int(value)) s" }
    return "\(value) s"
  }
}
