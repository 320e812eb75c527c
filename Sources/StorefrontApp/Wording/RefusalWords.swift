import InterfaceLanguage
import StoreOperations

/// What the storefront says when it refuses a command (`Refusal`): the one place those words are made, so the
/// reducer decides only whether a command applies.
extension Refusal {
  /// The refusal in a sentence, in `language`; `readOnly` is the renderer's sentence for a read-only store.
  func sentence(in language: Language, readOnly: String) -> String {
    switch self {
    case .nothingSelected, .singleQuantity: ""
    case .readOnly: readOnly
    case .purchaseInProgress(let product):
      language.say(en: "A purchase of \(product) is already in progress", zhHans: "\(product)的购买正在进行中")
    case .alreadyOwned(let product):
      language.say(en: "\(product) is already yours; Restore brings it back", zhHans: "\(product)已归你所有；恢复购买可找回")
    case .noneHeld(let product):
      language.say(en: "The app holds no \(product)", zhHans: "App 中没有\(product)")
    case .nothingToRefund(let product):
      language.say(en: "\(product) has no transaction to refund", zhHans: "\(product)没有可退款的交易")
    case .notATransaction(let isRequest):
      isRequest
        ? language.say(en: "That line is a purchase request, not a transaction", zhHans: "该行是购买请求，不是交易")
        : language.say(en: "That line is a refused purchase, not a transaction", zhHans: "该行是被拒绝的购买，不是交易")
    case .appTransactionLine:
      language.say(
        en: "That line is the app transaction: the App Store signs it for the app itself; w saves its JWS",
        zhHans: "该行是 App 交易：App Store 为 App 本身签名；按 w 保存它的 JWS")
    case .alreadyRevoked(let id):
      language.say(en: "Transaction \(id) is already refunded or revoked", zhHans: "交易\(id)已退款或已撤销")
    case .alreadyFinished(let id):
      language.say(en: "Transaction \(id) is already finished", zhHans: "交易\(id)已完成")
    case .notAutoRenewable(let product):
      language.say(en: "\(product) is not an auto-renewable subscription", zhHans: "\(product)不是自动续期订阅")
    case .notARequest(let number):
      language.say(en: "\(number) is not a purchase request", zhHans: "\(number)不是购买请求")
    case .noLongerWaiting(let id, let state):
      stoppedWaiting(id, TransactionWords.requestState(state, language: language), language)
    case .interruptedIsResolved:
      language.say(en: "An interrupted purchase is resolved (a), not declined", zhHans: "中断的购买应处理（a），不能拒绝")
    case .noOfferCodes(let product): OfferWords.noOfferCodes(product, language: language)
    case .noSubscriptions: OfferWords.noSubscriptionsToManage(language: language)
    case .storeNotOpen: language.say(en: "The store is not open yet", zhHans: "商店尚未打开")
    case .noProductsLoaded: language.say(en: "No products are loaded", zhHans: "没有已载入的产品")
    }
  }

  private func stoppedWaiting(_ id: UInt64, _ state: String, _ language: Language) -> String {
    language.say(en: "Request \(id) is no longer waiting (\(state))", zhHans: "请求\(id)已不在等待（\(state)）")
  }
}
