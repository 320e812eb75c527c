public import InterfaceLanguage
public import StoreEngine

/// The event log's entries in words: what the app's code saw, quoting the StoreKit calls it made as code (the same
/// in every language) and saying the rest in the interface language. Scenarios match `expect log` against the
/// English form, so a scenario reads the same in every language.
public enum EventLogWords {
  /// The entry's text: `purchase(gems.100) → .success(.verified(gems.100 #1))`, `AppStore.sync() 成功；当前有 1 项权益`.
  public static func text(_ event: StoreLogEntry.Event, language: Language) -> String {
    switch event {
    case .productsLoaded(let requested, let returned):
      language.say(
        en: "products(for: \(requested) \(Language.english(requested, one: "id", other: "ids"))) returned \(returned)",
        zhHans: "products(for:) 请求\(requested)个 ID，返回\(returned)个产品")
    case .productsFailed(let error):
      language.say(en: "products(for:) threw: \(error)", zhHans: "products(for:) 抛出：\(error)")
    case .purchaseNotCalled(let productID):
      language.say(
        en: "purchase(\(productID)) not called: the product is not loaded",
        zhHans: "未调用 purchase(\(productID))：该产品未载入")
    case .purchaseSucceeded(let productID, let verification): "purchase(\(productID)) → .success(\(code(verification)))"
    case .purchasePending(let productID): "purchase(\(productID)) → .pending"
    case .purchaseCancelled(let productID): "purchase(\(productID)) → .userCancelled"
    case .purchaseFailed(let productID, let error): threw("purchase(\(productID))", error, language)
    case .synced(let count):
      language.say(
        en: "AppStore.sync() succeeded; \(count) current \(Language.english(count, one: "entitlement", other: "entitlements"))",
        zhHans: "AppStore.sync() 成功；当前有\(count)项权益")
    case .syncFailed(let error): threw("AppStore.sync()", error, language)
    case .refundRequested(let id, let status): "beginRefundRequest(\(id)) → .\(status.rawValue)"
    case .refundRequestFailed(let id, let error): threw("beginRefundRequest(\(id))", error, language)
    case .offerCodeRedeemed(let code, let productID):
      language.say(
        en: "presentOfferCodeRedeemSheet → redeemed \(code) for \(productID)",
        zhHans: "presentOfferCodeRedeemSheet → 已为\(productID)兑换\(code)")
    case .offerCodeFailed(let error): threw("presentOfferCodeRedeemSheet", error, language)
    case .consumed(let productID, let amount, let balance):
      language.say(
        en: "used \(amount) of \(productID); balance \(balance)", zhHans: "已使用\(amount)个\(productID)；余额\(balance)")
    case .consumeFailed(let productID, let error):
      language.say(en: "using \(productID) failed: \(error)", zhHans: "使用\(productID)失败：\(error)")
    case .finished(let id): "finish(#\(id))"
    case .refreshFailed(let error):
      language.say(en: "refreshing the store failed: \(error)", zhHans: "刷新商店失败：\(error)")
    case .update(let verification): "updates → \(code(verification))"
    case .delivered(let productID, let id, let quantity?):
      language.say(
        en: "delivered \(productID) #\(id): added \(quantity) to the balance",
        zhHans: "已交付\(productID) #\(id)：余额增加\(quantity)")
    case .delivered(let productID, let id, nil):
      language.say(en: "delivered \(productID) #\(id): unlocked", zhHans: "已交付\(productID) #\(id)：已解锁")
    case .deliveryFailed(let id, let error):
      language.say(en: "delivering #\(id) failed: \(error)", zhHans: "交付 #\(id)失败：\(error)")
    case .tookBack(let productID, let units):
      language.say(
        en: "took back \(units) of \(productID) (refunded)", zhHans: "已收回\(units)个\(productID)（已退款）")
    case .revocationFailed(let id, let error):
      language.say(en: "handling the revocation of #\(id) failed: \(error)", zhHans: "处理 #\(id)的撤销失败：\(error)")
    }
  }

  /// The entry's kind, for the log's second column: `purchase`, `购买`.
  public static func kind(_ kind: StoreLogEntry.Kind, language: Language) -> String {
    switch kind {
    case .purchase: language.say(en: "purchase", zhHans: "购买")
    case .update: language.say(en: "update", zhHans: "更新")
    case .finish: language.say(en: "finish", zhHans: "完成")
    case .delivery: language.say(en: "delivery", zhHans: "交付")
    case .restore: language.say(en: "restore", zhHans: "恢复")
    case .products: language.say(en: "products", zhHans: "产品")
    case .refund: language.say(en: "refund", zhHans: "退款")
    case .error: language.say(en: "error", zhHans: "错误")
    }
  }

  /// A call that threw, with the error as it describes itself.
  private static func threw(_ call: String, _ error: String, _ language: Language) -> String {
    language.say(en: "\(call) threw \(error)", zhHans: "\(call)抛出\(error)")
  }

  /// The `VerificationResult` as code: `.verified(gems.100 #1)`, `.unverified(gems.100 #1, .invalidSignature)`.
  private static func code(_ verification: StoreLogEntry.Verification) -> String {
    let transaction = "\(verification.productID) #\(verification.transactionID)"
    return verification.failure.map { ".unverified(\(transaction), .\($0.rawValue))" } ?? ".verified(\(transaction))"
  }
}
