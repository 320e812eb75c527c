import InterfaceLanguage
import StoreCatalog
import StoreEngine

/// Errors in words: one sentence per error case (with the case's StoreKit name, so a developer can search for it),
/// one per reason an operation could not be carried out, and what to do when the simulation caused the failure.
/// Each sentence is a catalogue entry in every language; the StoreKit names stay as Swift spells them.
enum FailureWords {
  static func sentence(_ failure: StoreFailure, words: OutcomeWords) -> String {
    switch failure.reason {
    case .storeKit(let error): storeKit(error, cause: failure.cause, words: words)
    case .purchase(let error): purchase(error, words: words)
    case .refundRequest(let error): refundRequest(error, words: words)
    case .sandbox(let error): sandbox(error, words: words)
    case .unexpected(let detail): words.say(en: "Something went wrong: \(detail).", zhHans: "出错了：\(detail)。")
    }
  }

  static func storeKit(_ error: StoreKitError, cause: StoreFailure.Cause?, words: OutcomeWords) -> String {
    switch error {
    case .networkError where cause == .offline:
      words.say(
        en: "The sandbox is offline, so the App Store could not be reached (StoreKitError.networkError).",
        zhHans: "沙盒处于离线状态，无法连接 App Store（StoreKitError.networkError）。")
    case .unknown:
      words.say(
        en: "An unknown error occurred (StoreKitError.unknown); trying again usually works.",
        zhHans: "发生未知错误（StoreKitError.unknown），重试通常即可成功。")
    case .userCancelled:
      words.say(en: "The user cancelled (StoreKitError.userCancelled).", zhHans: "用户已取消（StoreKitError.userCancelled）。")
    case .networkError(let detail):
      words.say(
        en: "The App Store could not be reached: \(detail) (StoreKitError.networkError).",
        zhHans: "无法连接 App Store：\(detail)（StoreKitError.networkError）。")
    case .systemError(let detail):
      words.say(
        en: "A system error occurred: \(detail) (StoreKitError.systemError).",
        zhHans: "发生系统错误：\(detail)（StoreKitError.systemError）。")
    case .notAvailableInStorefront:
      words.say(
        en: "The product is not available in this storefront (StoreKitError.notAvailableInStorefront).",
        zhHans: "该产品在此店面不可用（StoreKitError.notAvailableInStorefront）。")
    case .notEntitled:
      words.say(
        en: "The customer is not entitled to this (StoreKitError.notEntitled).",
        zhHans: "顾客无权使用此项目（StoreKitError.notEntitled）。")
    case .unsupported:
      words.say(en: "This is not supported (StoreKitError.unsupported).", zhHans: "不支持此操作（StoreKitError.unsupported）。")
    }
  }

  static func purchase(_ error: PurchaseError, words: OutcomeWords) -> String {
    switch error {
    case .invalidQuantity:
      words.say(
        en: "The quantity is not allowed for this product (Product.PurchaseError.invalidQuantity).",
        zhHans: "该产品不允许此购买数量（Product.PurchaseError.invalidQuantity）。")
    case .productUnavailable:
      words.say(
        en: "The product is not available (Product.PurchaseError.productUnavailable).",
        zhHans: "该产品不可用（Product.PurchaseError.productUnavailable）。")
    case .purchaseNotAllowed:
      words.say(
        en: "Purchases are not allowed for this customer (Product.PurchaseError.purchaseNotAllowed).",
        zhHans: "此顾客不允许购买（Product.PurchaseError.purchaseNotAllowed）。")
    case .ineligibleForOffer:
      words.say(
        en: "The customer is not eligible for this offer (Product.PurchaseError.ineligibleForOffer).",
        zhHans: "顾客不符合此优惠的条件（Product.PurchaseError.ineligibleForOffer）。")
    case .invalidOfferIdentifier:
      words.say(
        en: "There is no such offer for this product (Product.PurchaseError.invalidOfferIdentifier).",
        zhHans: "该产品没有此优惠（Product.PurchaseError.invalidOfferIdentifier）。")
    case .invalidOfferPrice:
      words.say(
        en: "The offer price is not valid (Product.PurchaseError.invalidOfferPrice).",
        zhHans: "优惠价格无效（Product.PurchaseError.invalidOfferPrice）。")
    case .invalidOfferSignature:
      words.say(
        en: "The offer signature is not valid (Product.PurchaseError.invalidOfferSignature).",
        zhHans: "优惠签名无效（Product.PurchaseError.invalidOfferSignature）。")
    case .missingOfferParameters:
      words.say(
        en: "The offer is missing parameters (Product.PurchaseError.missingOfferParameters).",
        zhHans: "优惠缺少参数（Product.PurchaseError.missingOfferParameters）。")
    }
  }

  static func refundRequest(_ error: RefundRequestError, words: OutcomeWords) -> String {
    switch error {
    case .duplicateRequest:
      words.say(
        en: "A refund was already requested for this transaction (Transaction.RefundRequestError.duplicateRequest).",
        zhHans: "已为此交易申请过退款（Transaction.RefundRequestError.duplicateRequest）。")
    case .failed:
      words.say(
        en: "The refund request failed (Transaction.RefundRequestError.failed).", zhHans: "退款申请失败（Transaction.RefundRequestError.failed）。")
    }
  }

  static func verification(_ error: VerificationError, words: OutcomeWords) -> String {
    switch error {
    case .revokedCertificate:
      words.say(
        en: "A certificate in the chain is revoked (revokedCertificate).", zhHans: "证书链中有证书已被吊销（revokedCertificate）。")
    case .invalidCertificateChain:
      words.say(
        en: "The certificate chain is not valid for this data (invalidCertificateChain).",
        zhHans: "证书链对此数据无效（invalidCertificateChain）。")
    case .invalidDeviceVerification:
      words.say(
        en: "The device verification does not match this device (invalidDeviceVerification).",
        zhHans: "设备验证与本设备不符（invalidDeviceVerification）。")
    case .invalidEncoding:
      words.say(en: "The signed data is not validly encoded (invalidEncoding).", zhHans: "签名数据的编码无效（invalidEncoding）。")
    case .invalidSignature:
      words.say(
        en: "The signature does not match the signing certificate (invalidSignature).",
        zhHans: "签名与签名证书不符（invalidSignature）。")
    case .missingRequiredProperties:
      words.say(
        en: "The signed data lacks required properties (missingRequiredProperties).",
        zhHans: "签名数据缺少必需的属性（missingRequiredProperties）。")
    }
  }

  static func sandbox(_ error: SandboxActionError, words: OutcomeWords) -> String {
    switch error {
    case .noSuchTransaction(let id):
      words.say(en: "There is no transaction \(id) in this sandbox.", zhHans: "此沙盒中没有交易\(id)。")
    case .alreadyRevoked(let id):
      words.say(en: "Transaction \(id) is already refunded or revoked.", zhHans: "交易\(id)已退款或已撤销。")
    case .unknownProduct(let id):
      words.say(en: "The catalog has no product '\(id)'.", zhHans: "目录中没有产品“\(id)”。")
    case .noSuchRequest(let id):
      words.say(en: "There is no purchase request \(id) in this sandbox.", zhHans: "此沙盒中没有购买请求\(id)。")
    case .requestNotPending(let id, let state):
      words.say(
        en: "Purchase request \(id) is no longer waiting (it was \(TransactionWords.requestState(state, language: .en))).",
        zhHans: "购买请求\(id)已不在等待中（\(TransactionWords.requestState(state, language: .zhHans))）。")
    case .noOfferKey:
      words.say(
        en: "The catalog has no subscriptionOffersKeyPair, so promotional offers cannot be signed.",
        zhHans: "目录中没有 subscriptionOffersKeyPair，因此无法为促销优惠签名。")
    case .noSuchSubscription(let name):
      words.say(
        en: "No subscription group or subscription product is called '\(name)', or it was never bought.",
        zhHans: "没有名为“\(name)”的订阅群组或订阅产品，或从未购买过。")
    case .notFamilyShareable(let id):
      words.say(
        en: "'\(id)' is not a family-shareable non-consumable or auto-renewable subscription.",
        zhHans: "“\(id)”不是可家人共享的非消耗型项目或自动续期订阅。")
    case .notFamilyShared(let id):
      words.say(en: "The family shares no '\(id)' with this customer.", zhHans: "家庭成员未与此顾客共享“\(id)”。")
    case .familyShareEnded(let id):
      words.say(
        en: "The shared subscription '\(id)' has expired: what its purchaser does to their billing no longer reaches it.",
        zhHans: "共享的订阅“\(id)”已过期：其购买者的付款情况已不再影响它。")
    case .familyBillingNotFailing(let id):
      words.say(
        en: "The billing of the family member who shares '\(id)' is not failing, so there is nothing to recover.",
        zhHans: "共享“\(id)”的家庭成员的付款并未出现问题，因此无需恢复。")
    case .notRefunded(let id):
      words.say(
        en: "Transaction \(id) is not a refunded purchase of the customer's, so there is no refund to reverse.",
        zhHans: "交易\(id)不是顾客本人已退款的购买，因此没有可撤回的退款。")
    case .noPriceIncreasePending(let name):
      words.say(
        en: "\(words.name(of: name)) has no price increase waiting for the customer's answer; ask for consent first.",
        zhHans: "\(words.name(of: name))没有等待顾客答复的涨价；请先请求同意。")
    }
  }

  static func sentence(_ failure: OperationFailure, words: OutcomeWords) -> String {
    switch failure {
    case .store(let store): sentence(store, words: words)
    case .noLastTransaction:
      words.say(
        en:
          "There is no last transaction yet: 'last' means the transaction the most recent operation produced or touched.",
        zhHans: "还没有最近一笔交易：“last”指最近一次操作产生或涉及的交易。")
    case .lastTransactionGone(let id):
      words.say(en: "The last transaction (\(id)) no longer exists.", zhHans: "最近一笔交易（\(id)）已不存在。")
    case .noTransaction(let productID):
      words.say(
        en: "There is no \(words.name(of: productID)) transaction yet.",
        zhHans: "还没有\(words.name(of: productID))的交易。")
    case .noRequest(.last): words.say(en: "There is no purchase request yet.", zhHans: "还没有购买请求。")
    case .noRequest(.newest(let productID)):
      words.say(
        en: "There is no purchase request for \(words.name(of: productID)).",
        zhHans: "没有\(words.name(of: productID))的购买请求。")
    case .noRequest(.id(let id)):
      words.say(en: "There is no purchase request \(id) in this sandbox.", zhHans: "此沙盒中没有购买请求\(id)。")
    case .wrongRequestKind(let request) where request.kind == .askToBuy:
      words.say(
        en: "Request \(request.id) for \(words.name(of: request.productID)) is an Ask to Buy request (approve or decline it).",
        zhHans: "\(words.name(of: request.productID))的请求\(request.id)是购买前询问（Ask to Buy）请求（请批准或拒绝）。")
    case .wrongRequestKind(let request):
      words.say(
        en: "Request \(request.id) for \(words.name(of: request.productID)) is an interrupted purchase (resolve it).",
        zhHans: "\(words.name(of: request.productID))的请求\(request.id)是中断的购买（请完成处理）。")
    case .requestNeverExpires(let request):
      words.say(
        en: "Request \(request.id) for \(words.name(of: request.productID)) never expires.",
        zhHans: "\(words.name(of: request.productID))的请求\(request.id)永不过期。")
    case .clockCannotGoBack(let now, let asked):
      words.say(
        en: "The clock cannot go back: it reads \(words.date(now)), after \(words.date(asked)).",
        zhHans: "时钟不能倒退：当前为\(words.date(now))，晚于\(words.date(asked))。")
    case .notATimeRate(let raw):
      words.say(en: "\(raw) is not an Xcode time rate.", zhHans: "\(raw)不是 Xcode 的时间速率。")
    case .appNotRunning: words.say(en: "The app is not running.", zhHans: "App 未在运行。")
    case .readOnly:
      words.say(
        en: "A scenario is playing: only the scenario acts on the store.", zhHans: "正在播放场景：只有场景可以操作商店。")
    case .server(let refusal): words.sentence(refusal)
    }
  }

  /// The name StoreKit gives an injected error, as every sentence about it spells it: `StoreKitError.networkError`,
  /// `Product.PurchaseError.invalidQuantity`, `invalidSignature`,
  /// `Transaction.RefundRequestError.duplicateRequest`.
  static func name(of error: SimulatedError) -> String {
    switch error.family {
    case .generic: "StoreKitError.\(error.caseName)"
    case .purchase: "Product.PurchaseError.\(error.caseName)"
    case .verification: error.caseName
    case .refundRequest: "Transaction.RefundRequestError.\(error.caseName)"
    }
  }

  // MARK: - Fixes

  static func offlineFix(_ surface: OutcomeWords.Surface, words: OutcomeWords) -> String {
    switch surface {
    case .storefront:
      words.say(
        en: "Turn Offline off in the QA panel (tab 3), or run 'storefront offline off', then try again.",
        zhHans: "在 QA 面板（标签 3）中关闭“离线”，或运行 'storefront offline off'，然后重试。")
    case .commandLine:
      words.say(
        en: "Turn it off with 'storefront offline off', then try again.",
        zhHans: "用 'storefront offline off' 关闭离线，然后重试。")
    case .scenario:
      words.say(en: "Turn it off with 'set offline off'.", zhHans: "用 'set offline off' 关闭离线。")
    }
  }

  static func injectedFix(_ api: StoreKitAPI, _ surface: OutcomeWords.Surface, words: OutcomeWords) -> String {
    switch surface {
    case .storefront:
      words.say(
        en: "The error is injected: set \(api.fileName) to none in the QA panel (tab 3), then try again.",
        zhHans: "此错误是注入的：在 QA 面板（标签 3）中将\(api.fileName)设为 none，然后重试。")
    case .commandLine:
      words.say(
        en: "The error is injected: stop it with 'storefront fault clear \(api.commandName)'.",
        zhHans: "此错误是注入的：用 'storefront fault clear \(api.commandName)' 停止注入。")
    case .scenario:
      words.say(
        en: "The error is injected: stop it with 'fault \(api.commandName) none'.",
        zhHans: "此错误是注入的：用 'fault \(api.commandName) none' 停止注入。")
    }
  }
}
