import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
public import StoreEngine

/// Purchases in words: what the customer got (or did not), what changes when, and where it reaches the app.
extension OutcomeWords {
  func purchaseReport(_ outcome: PurchaseOutcome, _ operation: StoreOperation) -> Report {
    let leftUnfinished = if case .buy(_, let request) = operation { request.noFinish } else { false }
    let requested = if case .buy(let productID, _) = operation { productID } else { "" }
    let failed = say(en: "Purchase failed", zhHans: "购买失败")
    switch outcome {
    case .purchased(let transaction):
      return Report(
        .success, say(en: "Purchase complete", zhHans: "购买成功"), purchased(transaction, leftUnfinished: leftUnfinished))
    case .upgraded(let transaction, let replaced):
      let new = name(of: transaction.productID)
      let old = name(of: replaced.productID)
      let message = say(
        en: "\(new) replaces \(old) now: transaction \(transaction.id) starts today, and the App Store refunds what "
          + "is left of transaction \(replaced.id). ",
        zhHans: "\(new)立即取代\(old)：交易\(transaction.id)从今天开始，App Store 会退还交易\(replaced.id)的剩余部分。")
      let offer = OfferWords.subscribed(transaction, product: products[transaction.productID], language: language)
      let offered = offer.map { language == .en ? "\($0) " : $0 } ?? ""
      return Report(
        .success, say(en: "Upgraded", zhHans: "已升级"),
        message + offered + handled(transaction, leftUnfinished: leftUnfinished))
    case .alreadyOwned(let transaction):
      return Report(.information, say(en: "Already yours", zhHans: "已拥有"), alreadyOwned(transaction))
    case .renewalChanged(let scheduled):
      let message = renewalChange(scheduled.change, current: scheduled.current.productID, until: scheduled.date)
      return Report(.information, say(en: "Nothing changes now", zhHans: "目前没有变化"), message)
    case .pending(let request):
      return pending(request, productID: requested)
    case .cancelled:
      return Report(
        .information, say(en: "Purchase cancelled", zhHans: "购买已取消"),
        say(en: "Purchase cancelled: the app got .userCancelled.", zhHans: "购买已取消：App 收到了 .userCancelled。"))
    case .unverified(let transaction, let error):
      let name = name(of: transaction.productID)
      let message = say(
        en: "The App Store returned transaction \(transaction.id) for \(name), but it failed verification. "
          + "\(FailureWords.verification(error, words: self)) An app must neither grant nor finish it.",
        zhHans: "App Store 返回了\(name)的交易\(transaction.id)，但它未通过验证。"
          + "\(FailureWords.verification(error, words: self))App 既不能授予该内容，也不能完成该交易。")
      return Report(.failure, say(en: "Not granted: verification failed", zhHans: "未授予：验证失败"), message)
    case .failed(let failure):
      let name = name(of: requested)
      let reason = FailureWords.sentence(failure, words: self)
      return Report(
        .failure, failed, say(en: "\(name) was not bought. \(reason)", zhHans: "未能购买\(name)。\(reason)"),
        fix: fix(for: failure))
    case .productNotLoaded(let productID, .failed(let failure)):
      let name = name(of: productID)
      let reason = FailureWords.sentence(failure, words: self)
      let message = say(
        en: "\(name) cannot be bought: the app could not load its products. \(reason)",
        zhHans: "无法购买\(name)：App 未能载入产品。\(reason)")
      return Report(.failure, failed, message, fix: fix(for: failure))
    case .productNotLoaded(let productID, _):
      return Report(
        .failure, failed,
        say(
          en: "\(productID) is not among the products the app loaded, so it cannot be bought.",
          zhHans: "\(productID)不在 App 已载入的产品中，因此无法购买。"))
    case .ignored:
      let name = name(of: requested)
      return Report(
        .warning, say(en: "Already in progress", zhHans: "正在进行中"),
        say(en: "A purchase of \(name) is already in progress.", zhHans: "\(name)的购买已在进行中。"))
    }
  }

  private func purchased(_ transaction: Transaction, leftUnfinished: Bool) -> String {
    let product = products[transaction.productID]
    let name = name(of: transaction.productID)
    let what: String
    switch transaction.productType {
    case .consumable?:
      let quantity = transaction.purchasedQuantity
      what = say(en: "Added \(quantity) × \(name) to the balance.", zhHans: "余额已增加\(quantity) × \(name)。")
    case .autoRenewable?:
      let offer = OfferWords.subscribed(transaction, product: product, language: language) ?? ""
      what =
        say(en: "You are subscribed to \(name).", zhHans: "你已订阅\(name)。")
        + (offer.isEmpty || language != .en ? offer : " \(offer)")
    default: what = say(en: "\(name) is unlocked.", zhHans: "\(name)已解锁。")
    }
    let handled = handled(transaction, leftUnfinished: leftUnfinished)
    return language == .en ? "\(what) \(handled)" : what + handled
  }

  /// What the app did with a transaction `purchase` handed it.
  private func handled(_ transaction: Transaction, leftUnfinished: Bool) -> String {
    let id = transaction.id
    return leftUnfinished
      ? say(
        en: "Transaction \(id) was verified and delivered but left unfinished: it replays at the next launch.",
        zhHans: "交易\(id)已验证并交付，但未完成：下次启动时会再次送达。")
      : say(en: "Transaction \(id) was verified, delivered and finished.", zhHans: "交易\(id)已验证、交付并完成。")
  }

  private func alreadyOwned(_ transaction: Transaction) -> String {
    let name = name(of: transaction.productID)
    let id = transaction.id
    switch transaction.productType {
    case .consumable?:
      return say(
        en: "An earlier purchase of \(name) was not finished yet: the App Store handed back transaction \(id) and "
          + "charged nothing.",
        zhHans: "之前购买的\(name)尚未完成：App Store 返回了交易\(id)，未扣费。")
    case .autoRenewable?:
      return say(
        en: "You are already subscribed to \(name): nothing was charged (transaction \(id)).",
        zhHans: "你已订阅\(name)：未扣费（交易\(id)）。")
    default:
      return say(
        en: "You already own \(name): nothing was charged, and the App Store handed back transaction \(id).",
        zhHans: "你已拥有\(name)：未扣费，App Store 返回了交易\(id)。")
    }
  }

  /// A change to a subscription's next renewal: `currentProductID` stays until `until`.
  func renewalChange(_ change: RenewalChange, current currentProductID: String, until: Date?) -> String {
    let current = name(of: currentProductID)
    let when = until.map(date) ?? say(en: "the end of the period", zhHans: "本期结束")
    switch change {
    case .renewsAs(let productID):
      let new = name(of: productID)
      if let newLevel = levels[productID], let currentLevel = levels[currentProductID], newLevel > currentLevel {
        return say(
          en: "\(new) is a lower level, so nothing changes now: \(current) stays until \(when), then \(new) starts "
            + "and is charged. Nothing is charged today.",
          zhHans: "\(new)级别较低，因此目前没有变化：\(current)保持到\(when)，之后\(new)开始生效并扣费。今天不扣费。")
      }
      return say(
        en: "\(new) has another period, so nothing changes now: \(current) stays until \(when), then \(new) starts "
          + "and is charged. Nothing is charged today.",
        zhHans: "\(new)的订阅时长不同，因此目前没有变化：\(current)保持到\(when)，之后\(new)开始生效并扣费。今天不扣费。")
    case .keepsCurrentProduct:
      return say(
        en: "Nothing was charged: \(current) renews again on \(when).", zhHans: "未扣费：\(current)将于\(when)再次续期。")
    case .offerAtRenewal(let offer):
      let kind = OfferWords.kind(offer.type, language: language)
      return say(
        en: "Nothing changes now: the \(kind) offer applies to \(current) from its next renewal on \(when).",
        zhHans: "目前没有变化：\(kind)将于\(when)下次续期时用于\(current)。")
    }
  }

  private func pending(_ request: PurchaseRequestRecord?, productID: String) -> Report {
    let name = name(of: request?.productID ?? productID)
    guard let request else {
      return Report(
        .pending, say(en: "Waiting", zhHans: "等待中"),
        say(
          en: "The purchase of \(name) waits: if it completes, the transaction reaches the app on Transaction.updates.",
          zhHans: "\(name)的购买正在等待：完成后，交易会通过 Transaction.updates 送达 App。"))
    }
    switch request.kind {
    case .askToBuy:
      return Report(
        .pending, say(en: "Waiting for approval", zhHans: "等待家长批准"),
        say(
          en: "\(name) needs a parent's approval first (Ask to Buy, request \(request.id)). If it is approved, the "
            + "transaction reaches the app on Transaction.updates; if it is declined, the app is never told.",
          zhHans: "\(name)需要先经家长批准（Ask to Buy，请求\(request.id)）。如获批准，交易会通过 Transaction.updates "
            + "送达 App；如被拒绝，App 不会收到任何通知。"))
    case .interrupted:
      return Report(
        .pending, say(en: "Waiting for the customer", zhHans: "等待顾客操作"),
        say(
          en: "The purchase of \(name) was interrupted: the customer must act first (request \(request.id)). Once it "
            + "is resolved, the transaction reaches the app on Transaction.updates.",
          zhHans: "\(name)的购买被中断：顾客须先完成操作（请求\(request.id)）。处理完成后，交易会通过 "
            + "Transaction.updates 送达 App。"))
    }
  }

  // MARK: - Products

  /// Where product loading stands, in words: the empty and failed states with why (and what to do).
  public func productsReport(_ state: ProductsState) -> Report {
    switch state {
    case .loading:
      Report(
        .pending, say(en: "Loading products", zhHans: "正在载入产品"), say(en: "The products are loading.", zhHans: "产品正在载入。")
      )
    case .loaded(let products):
      Report(
        .success, say(en: "Products loaded", zhHans: "产品已载入"),
        say(
          en: Language.english(products.count, one: "1 product loaded.", other: "\(products.count) products loaded."),
          zhHans: "已载入\(products.count)个产品。"))
    case .empty(.catalogEmpty):
      Report(
        .warning, say(en: "No products", zhHans: "没有产品"),
        say(en: "This catalog has no products.", zhHans: "此目录中没有产品。"),
        fix: say(
          en: "Add some in Xcode's StoreKit configuration editor, or start a catalog with 'storefront catalog new'.",
          zhHans: "请在 Xcode 的 StoreKit 配置编辑器中添加产品，或用 'storefront catalog new' 新建目录。"))
    case .empty(.unknownIdentifiers(let ids)):
      Report(
        .warning, say(en: "None of the requested products exist", zhHans: "请求的产品都不存在"),
        say(
          en: "The app asked for \(list(ids)), but the catalog has no product with "
            + Language.english(ids.count, one: "that identifier. ", other: "those identifiers. ")
            + "products(for:) leaves unknown identifiers out without an error.",
          zhHans: "App 请求了\(list(ids))，但目录中没有这些标识符的产品。products(for:) 会略去未知的标识符，且不报错。"),
        fix: surface == .storefront
          ? say(
            en: "Check --products, or the productID values in the .storekit file.",
            zhHans: "请检查 --products，或 .storekit 文件中的 productID 值。")
          : say(
            en: "Check the product identifiers, or the productID values in the .storekit file.",
            zhHans: "请检查产品标识符，或 .storekit 文件中的 productID 值。"))
    case .failed(let failure):
      Report(
        .failure, say(en: "Products could not be loaded", zhHans: "无法载入产品"),
        say(
          en: "products(for:) threw. \(FailureWords.sentence(failure, words: self))",
          zhHans: "products(for:) 抛出了错误。\(FailureWords.sentence(failure, words: self))"),
        fix: fix(for: failure))
    }
  }

  /// Up to five identifiers, then an ellipsis: `a, b, c` in English, `a、b、c` in Chinese.
  func list(_ ids: [String]) -> String {
    let shown = ids.prefix(5) + (ids.count > 5 ? ["…"] : [])
    return shown.joined(separator: say(en: ", ", zhHans: "、"))
  }
}

extension SandboxPurchase {
  /// Whether the App Store charged a new transaction.
  var isNewCharge: Bool {
    switch self {
    case .purchased, .upgraded: true
    default: false
    }
  }
}
