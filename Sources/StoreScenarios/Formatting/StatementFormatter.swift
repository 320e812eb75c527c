import FoundationEssentials
import StoreCatalog
import StoreEngine
public import StoreOperations

/// Writes statements back in the language, in their one canonical spelling: what the recorder
/// writes, and what parses back to the same statement.
public enum StatementFormatter {
  /// The line for a statement.
  public static func line(_ statement: Statement) -> String {
    switch statement {
    case .operation(let operation): line(operation)
    case .restart: "restart"
    case .expectation(let expectation): ExpectationFormatter.line(expectation)
    }
  }

  /// The line for an operation.
  public static func line(_ operation: StoreOperation) -> String {
    switch operation {
    case .set(let change): "set \(Vocabulary.settingName(change)) \(value(change))"
    case .fault(let api, let error): "fault \(Vocabulary.apiName(api)) \(error?.caseName ?? "none")"
    case .buy(let product, let options): (["buy", word(product)] + words(options)).joined(separator: " ")
    case .cancel(let product): "cancel \(word(product))"
    case .redeem(let code, let product): "redeem \(word(code)) \(word(product))"
    case .finish(let reference): "finish \(words(reference))"
    case .requestRefund(let reference): "request-refund \(words(reference))"
    case .restore: "restore"
    case .consume(let product, let amount):
      amount == 1 ? "consume \(word(product))" : "consume \(word(product)) \(amount)"
    case .loadProducts: "load-products"
    case .readAppTransaction: "app-transaction"
    case .manageSubscriptions: "manage-subscriptions"
    case .family(let action, let product):
      "family \(action.word) \(word(product))" + (action == .refund(.developerIssue) ? " developer-issue" : "")
    case .approve(let reference): "approve \(words(reference))"
    case .decline(let reference): "decline \(words(reference))"
    case .resolve(let reference): "resolve \(words(reference))"
    case .expire(let reference): "expire \(words(reference))"
    case .refund(let reference, let reason):
      "refund \(words(reference))" + (reason == .developerIssue ? " developer-issue" : "")
    case .revoke(let reference): "revoke \(words(reference))"
    case .reverseRefund(let reference): "reverse-refund \(words(reference))"
    case .priceIncrease(let step, let group): "price-increase \(step.rawValue) \(word(group.name))"
    case .delete(let reference): "delete \(words(reference))"
    case .advance(.by(let duration)): "advance \(duration)"
    case .advance(.nextEvent): "advance next-event"
    case .advance(.to(let date)): "advance to \(ScenarioDate.format(date))"
    case .subscription(let what, let group): "subscription \(what.rawValue) \(word(group.name))"
    case .pauseClock: "pause-clock"
    case .resumeClock: "resume-clock"
    case .reset: "reset"
    case .server(let request): ServerStatementWords.line(request)
    }
  }

  private static func value(_ change: SettingChange) -> String {
    switch change {
    case .askToBuy(let on), .interruptedPurchases(let on), .billingRetry(let on), .gracePeriod(let on),
      .offline(let on), .consumableHistory(let on):
      Vocabulary.onOff(on)
    case .refundAnswer(let answer): answer.rawValue
    case .gracePeriodLength(let length): Vocabulary.gracePeriodLengthName(length)
    case .latency(let seconds): "\(Int((seconds * 1000).rounded()))ms"
    case .storefront(let code): word(code)
    case .locale(let locale): word(locale)
    case .timeRate(let rate): String(rate)
    }
  }

  private static func words(_ options: PurchaseRequest) -> [String] {
    var words: [String] = []
    if let quantity = options.quantity { words += ["quantity", String(quantity)] }
    if let token = options.appAccountToken { words += ["account-token", token.uuidString] }
    if let offer = options.promotionalOffer { words += ["promotional-offer", word(offer)] }
    if let offer = options.winBackOffer { words += ["win-back", word(offer)] }
    if let code = options.offerCode { words += ["offer-code", word(code)] }
    if let plan = options.billingPlan { words += ["billing-plan", plan] }
    if options.askToBuy { words.append("ask-to-buy") }
    if options.noFinish { words.append("no-finish") }
    if options.place != .app { words += ["from", options.place.rawValue] }
    return words
  }

  static func words(_ reference: TransactionReference) -> String {
    switch reference {
    case .last: "last"
    case .newest(let product): word(product)
    case .id(let id): "transaction \(id)"
    }
  }

  static func words(_ reference: RequestReference) -> String {
    switch reference {
    case .last: "last-request"
    case .newest(let product): word(product)
    case .id(let id): "request \(id)"
    }
  }

  /// A word as the lexer reads it back: bare when it can be, quoted with escapes otherwise.
  public static func word(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.contains { $0 == " " || $0 == "\t" || $0 == "#" || $0 == "\"" || $0 == "\\" || $0 == "\n" }
    guard needsQuotes else { return text }
    var quoted = "\""
    for character in text {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}
