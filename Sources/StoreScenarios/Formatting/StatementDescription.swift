import Foundation
import StoreCatalog
import StoreEngine
public import StoreOperations

/// What a statement does, in plain words, as a run prints it before its outcome.
public enum StatementDescription {
  public static func text(_ statement: Statement) -> String {
    switch statement {
    case .operation(let operation): text(operation)
    case .restart: "Restart the app"
    case .expectation(let expectation): ExpectationDescription.text(expectation)
    }
  }

  public static func text(_ operation: StoreOperation) -> String {
    switch operation {
    case .set(let change): setting(change)
    case .fault(let api, let error?): "Make \(Vocabulary.apiName(api)) fail with \(error)"
    case .fault(let api, nil): "Stop \(Vocabulary.apiName(api)) failing"
    case .buy(let product, let options): purchase(product, options)
    case .cancel(let product): "Tap Cancel on the confirmation sheet for \(product)"
    case .redeem(let code, let product): "Redeem offer code '\(code)' for \(product) in the redeem sheet"
    case .finish(let reference): "The app finishes \(transaction(reference))"
    case .requestRefund(let reference): "Request a refund of \(transaction(reference)) in the app"
    case .restore: "Tap Restore Purchases"
    case .consume(let product, let amount): "Use \(amount) of \(product)"
    case .loadProducts: "Load the products again"
    case .readAppTransaction: "The app reads its app transaction"
    case .family(.share, let product): "A family member shares \(product)"
    case .family(.stop, let product): "The family stops sharing \(product)"
    case .approve(let reference): "A parent approves \(request(reference))"
    case .decline(let reference): "A parent declines \(request(reference))"
    case .resolve(let reference): "Resolve the issue that interrupted \(request(reference))"
    case .expire(let reference): "Wait until \(request(reference)) expires"
    case .refund(let reference, let reason):
      "The App Store refunds \(transaction(reference))" + (reason == .developerIssue ? " (developer issue)" : "")
    case .revoke(let reference): "The App Store revokes \(transaction(reference))"
    case .reverseRefund(let reference): "The App Store reverses the refund of \(transaction(reference))"
    case .priceIncrease(.request, let group): "The customer is asked to consent to a price increase for \(group.name)"
    case .priceIncrease(.consent, let group): "The customer consents to the price increase for \(group.name)"
    case .priceIncrease(.decline, let group): "The customer declines the price increase for \(group.name)"
    case .delete(let reference): "Delete \(transaction(reference)) from the history"
    case .advance(.by(let duration)): "Advance the clock by \(duration.spelledOut)"
    case .advance(.nextEvent): "Advance the clock to the next scheduled event"
    case .advance(.to(let date)): "Advance the clock to \(ScenarioDate.format(date))"
    case .subscription(.cancel, let group): "Turn auto-renew off for \(group.name)"
    case .subscription(.resume, let group): "Turn auto-renew back on for \(group.name)"
    case .subscription(.expire, let group): "Expire \(group.name) now"
    case .subscription(.renew, let group): "Renew \(group.name) now"
    case .pauseClock: "Pause the clock"
    case .resumeClock: "Let the clock run again"
    case .reset: "Reset the sandbox"
    case .server(let request): ServerStatementWords.description(request)
    }
  }

  private static func setting(_ change: SettingChange) -> String {
    switch change {
    case .askToBuy(let on): "Turn Ask to Buy \(Vocabulary.onOff(on))"
    case .interruptedPurchases(let on): "Turn interrupted purchases \(Vocabulary.onOff(on))"
    case .billingRetry(let on): "Turn billing retry on renewal \(Vocabulary.onOff(on))"
    case .gracePeriod(let on): "Turn the billing grace period \(Vocabulary.onOff(on))"
    case .offline(let on): on ? "Go offline" : "Go back online"
    case .latency(let seconds): "Make the App Store answer after \(Int((seconds * 1000).rounded())) ms"
    case .storefront(let code):
      "Switch the storefront to \(code)" + (Storefront.find(code).map { " (\($0.name), \($0.currencyCode))" } ?? "")
    case .locale(let locale): "Switch the locale to \(locale)"
    case .timeRate(let rate): "Set the time rate to \(TimeRate(rawValue: rate)?.description ?? String(rate))"
    case .refundAnswer(let answer): "Make the App Store answer refund requests with \(answer.rawValue)"
    case .gracePeriodLength(let length?): "Make a billing grace period last \(length.rawValue) days"
    case .gracePeriodLength(nil): "Make a billing grace period last StoreKit Testing's default"
    case .consumableHistory(let on): "Turn SKIncludeConsumableInAppPurchaseHistory \(Vocabulary.onOff(on))"
    }
  }

  private static func purchase(_ product: String, _ options: PurchaseRequest) -> String {
    var text = "Buy \(product)"
    if let quantity = options.quantity { text += " ×\(quantity)" }
    if let offer = options.promotionalOffer { text += " with promotional offer \(offer)" }
    if let offer = options.winBackOffer { text += " with win-back offer \(offer)" }
    if let code = options.offerCode { text += " with offer code '\(code)'" }
    if let plan = options.billingPlan { text += " billed \(plan)" }
    if options.appAccountToken != nil { text += " for an app account" }
    switch options.place {
    case .app: text += " in the app"
    case .anotherDevice: text += " on another device"
    case .appStore: text += " in the App Store"
    }
    if options.askToBuy { text += ", asking a parent" }
    if options.noFinish { text += ", without finishing it" }
    return text
  }

  static func transaction(_ reference: TransactionReference) -> String {
    switch reference {
    case .last: "the last transaction"
    case .newest(let product): "the newest \(product) transaction"
    case .id(let id): "transaction \(id)"
    }
  }

  static func request(_ reference: RequestReference) -> String {
    switch reference {
    case .last: "the last purchase request"
    case .newest(let product): "the newest request for \(product)"
    case .id(let id): "request \(id)"
    }
  }
}
