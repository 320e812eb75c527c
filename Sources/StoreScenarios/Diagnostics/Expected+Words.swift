public import InterfaceLanguage

/// What a statement expected, in every interface language: `a product identifier`, `产品标识符`. The keywords and
/// forms inside (`last`, `transaction N`, `90s`) are scenario syntax and stay as written.
extension Expected {
  public func words(in language: Language) -> String {
    let l = language
    switch self {
    case .oneOf(let list, let words):
      let (noun, alternatives) = (list.words(in: l), list.alternatives(words, in: l))
      let article = noun.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
      return l.say(en: "\(article) \(noun) (\(alternatives))", zhHans: "\(noun)（\(alternatives)）")
    case .productID: return l.say(en: "a product identifier", zhHans: "产品标识符")
    case .consumableID: return l.say(en: "a consumable product identifier", zhHans: "消耗型项目的产品标识符")
    case .subscriptionProductID:
      return l.say(en: "an auto-renewable subscription's product identifier", zhHans: "自动续期订阅的产品标识符")
    case .familyShareableID: return l.say(en: "a family-shareable product identifier", zhHans: "可家人共享的产品标识符")
    case .entitledProducts: return l.say(en: "the entitled product identifiers, or none", zhHans: "享有权益的产品标识符，或 none")
    case .currentProduct: return l.say(en: "the current product", zhHans: "当前产品")
    case .renewsToProduct: return l.say(en: "the product it renews to", zhHans: "续期后的产品")
    case .productForCode: return l.say(en: "the product the code is for", zhHans: "优惠代码所属的产品")
    case .offerID: return l.say(en: "an offer identifier", zhHans: "优惠标识符")
    case .offerCode: return l.say(en: "an offer code (its reference name)", zhHans: "优惠代码（其参考名称）")
    case .catalogReference: return l.say(en: "a shipped catalog name or a .storekit path", zhHans: "随附目录的名称或 .storekit 路径")
    case .locale: return l.say(en: "a locale (en_US, fr_FR, zh_Hans, …)", zhHans: "区域设置（en_US、fr_FR、zh_Hans……）")
    case .currencyCode: return l.say(en: "a currency code (USD, EUR, …)", zhHans: "货币代码（USD、EUR……）")
    case .storefrontCode: return l.say(en: "a storefront code (USA, GBR, JPN, …)", zhHans: "店面代码（USA、GBR、JPN……）")
    case .transactionReference:
      return l.say(en: "a transaction: last, transaction N or a product identifier", zhHans: "交易：last、transaction N 或产品标识符")
    case .transactionID: return l.say(en: "a transaction id", zhHans: "交易 ID")
    case .originalTransactionID: return l.say(en: "an original transaction id", zhHans: "原始交易 ID")
    case .requestReference:
      return l.say(
        en: "a request: last-request, request N or a product identifier", zhHans: "请求：last-request、request N 或产品标识符")
    case .requestID: return l.say(en: "a request id", zhHans: "请求 ID")
    case .requestIdentifier: return l.say(en: "a request identifier", zhHans: "请求标识符")
    case .subscriptionReference: return l.say(en: "a subscription group or subscription product", zhHans: "订阅群组或订阅产品")
    case .notificationReference: return l.say(en: "latest or a notificationUUID", zhHans: "latest 或 notificationUUID")
    case .subscriptionCheck:
      return l.say(
        en: "what to check: a state, auto-renew on|off, renews-to PRODUCT, product PRODUCT or expires DATE",
        zhHans: "检查项：状态、auto-renew on|off、renews-to PRODUCT、product PRODUCT 或 expires DATE")
    case .transactionCheck:
      return l.say(
        en: "what to check, like product, price, offer, revoked or verified",
        zhHans: "检查项，例如 product、price、offer、revoked 或 verified")
    case .quantity, .amount, .balance, .timeRate, .updateCount, .transactionCount, .requestCount, .answerCount, .days,
      .price, .displayPrice, .logText, .messageText, .jsonBody, .duration, .date, .accountToken, .errorName:
      return amountWords(in: l)
    }
  }

  /// Numbers, texts and values (`words(in:)` says the others).
  private func amountWords(in l: Language) -> String {
    switch self {
    case .quantity: l.say(en: "a quantity", zhHans: "数量")
    case .amount: l.say(en: "an amount", zhHans: "用量")
    case .balance: l.say(en: "a balance", zhHans: "余额")
    case .timeRate: l.say(en: "an Xcode time rate", zhHans: "Xcode 时间速率")
    case .updateCount: l.say(en: "a number of updates", zhHans: "更新数")
    case .transactionCount: l.say(en: "a number of transactions", zhHans: "交易数")
    case .requestCount: l.say(en: "a number of requests", zhHans: "请求数")
    case .answerCount: l.say(en: "a number of answers", zhHans: "答复数")
    case .days: l.say(en: "a number of days", zhHans: "天数")
    case .price: l.say(en: "a price or free", zhHans: "价格或 free")
    case .displayPrice: l.say(en: "the display price, like \"$0.99\"", zhHans: "显示价格，例如 \"$0.99\"")
    case .logText: l.say(en: "the text to find in the app's log", zhHans: "要在 App 日志中查找的文字")
    case .messageText: l.say(en: "the text to find in the app's message", zhHans: "要在 App 消息中查找的文字")
    case .jsonBody: l.say(en: "the JSON body, quoted", zhHans: "JSON 正文（加引号）")
    case .duration:
      l.say(en: "a duration (like 90s, 15m, 2h, 3d, 1w, 1mo, 1y or P1M)", zhHans: "时长（例如 90s、15m、2h、3d、1w、1mo、1y 或 P1M）")
    case .date: l.say(en: "a date (2026-01-01 or 2026-01-01T09:30:00Z)", zhHans: "日期（2026-01-01 或 2026-01-01T09:30:00Z）")
    case .accountToken: l.say(en: "an app account token (a UUID)", zhHans: "App 账户令牌（UUID）")
    case .errorName: l.say(en: "an error name or none", zhHans: "错误名称或 none")
    default: words(in: l)
    }
  }
}

extension WordList {
  /// The list's name as a problem says it: `setting`, `设置`.
  public func words(in language: Language) -> String {
    let l = language
    switch self {
    case .statement: return l.say(en: "statement", zhHans: "语句")
    case .setting: return l.say(en: "setting", zhHans: "设置")
    case .api: return "API"
    case .switchValue: return l.say(en: "switch value", zhHans: "开关值")
    case .storefront: return l.say(en: "storefront", zhHans: "店面")
    case .product: return l.say(en: "product", zhHans: "产品")
    case .subscriptionGroup: return l.say(en: "subscription group or subscription product", zhHans: "订阅群组或订阅产品")
    case .shippedCatalog: return l.say(en: "shipped catalog", zhHans: "随附目录")
    case .offer(let kind, let productID):
      return l.say(en: "\(kind.rawValue) offer of \(productID)", zhHans: "\(productID)的\(kind.rawValue)优惠")
    case .apiError(let api): return l.say(en: "\(api) error", zhHans: "\(api)错误")
    case .error: return l.say(en: "error", zhHans: "错误")
    case .verificationFailure: return l.say(en: "verification failure", zhHans: "验证失败原因")
    case .subscriptionCheck: return l.say(en: "subscription check", zhHans: "订阅检查项")
    case .transactionCheck: return l.say(en: "transaction check", zhHans: "交易检查项")
    case .purchaseOption: return l.say(en: "purchase option", zhHans: "购买选项")
    case .expectation: return l.say(en: "expectation", zhHans: "期望")
    case .result: return l.say(en: "result", zhHans: "结果")
    case .refundAnswer: return l.say(en: "refund answer", zhHans: "退款答复")
    case .gracePeriodLength: return l.say(en: "grace period length in days", zhHans: "宽限期天数")
    case .familySharingAction: return l.say(en: "Family Sharing action", zhHans: "家人共享操作")
    case .subscriptionAction: return l.say(en: "subscription action", zhHans: "订阅操作")
    case .priceIncreaseStep: return l.say(en: "price increase step", zhHans: "涨价步骤")
    case .notificationType: return "notificationType"
    case .extendReason: return l.say(en: "extend reason", zhHans: "延期原因")
    case .billingPlan: return l.say(en: "billing plan", zhHans: "付款方案")
    case .place: return l.say(en: "place", zhHans: "购买地点")
    case .requestState: return l.say(en: "request state", zhHans: "请求状态")
    case .productState: return l.say(en: "product state", zhHans: "产品状态")
    case .offerKind: return l.say(en: "offer kind", zhHans: "优惠类型")
    case .transactionReason: return l.say(en: "transaction reason", zhHans: "交易原因")
    case .ownershipType: return l.say(en: "ownership type", zhHans: "所有权类型")
    case .revocationType: return l.say(en: "revocation type", zhHans: "撤销类型")
    case .negatableCheck: return l.say(en: "negatable check", zhHans: "可取反的检查项")
    }
  }

  /// The list's words as a problem offers them: a shipped catalog's list ends with "a .storekit path".
  func alternatives(_ words: [String], in l: Language) -> String {
    guard self == .shippedCatalog else { return Self.alternatives(words, in: l) }
    return Self.alternatives(words + [l.say(en: "a .storekit path", zhHans: ".storekit 路径")], in: l)
  }

  /// `a`, `a or b`, `one of a, b or c`, `a、b 或 c 之一`; long lists are shortened to their first eight.
  static func alternatives(_ words: [String], in l: Language) -> String {
    let shown = words.count > 8 ? Array(words.prefix(8)) + ["…"] : words
    guard shown.count > 1, let last = shown.last else { return shown.first ?? l.say(en: "nothing", zhHans: "无") }
    if words.count > 8 {
      return l.say(en: "one of \(shown.joined(separator: ", "))", zhHans: "\(shown.joined(separator: "、"))之一")
    }
    let (rest, one) = (shown.dropLast(), words.count > 2)
    return one
      ? l.say(en: "one of \(rest.joined(separator: ", ")) or \(last)", zhHans: "\(rest.joined(separator: "、"))或\(last)之一")
      : l.say(en: "\(rest.joined(separator: ", ")) or \(last)", zhHans: "\(rest.joined(separator: "、"))或\(last)")
  }
}
