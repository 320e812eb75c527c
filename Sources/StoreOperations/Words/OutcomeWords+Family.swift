import InterfaceLanguage
import StoreCatalog
public import StoreEngine

/// Family Sharing, the app transaction and the refund and grace-period settings in words: what the family shared
/// or stopped sharing, what `AppTransaction.shared` gave the app, what a refund request or failed renewal now meets.
/// Apple's Chinese terms: 家人共享, App 交易, 退款申请, 账单宽限期, 消耗型项目.
extension OutcomeWords {
  func familySharedReport(_ record: TransactionRecord) -> Report {
    let name = name(of: record.productID)
    return Report(
      .success, say(en: "Shared by the family", zhHans: "已通过家人共享"),
      say(
        en: "A family member shares \(name): transaction \(record.id), owned as familyShared, reaches the app on "
          + "Transaction.updates and counts in Transaction.currentEntitlements.",
        zhHans: "一位家庭成员通过家人共享共享了\(name)：交易\(record.id)（所有权类型为 familyShared）会通过 "
          + "Transaction.updates 送达 App，并计入 Transaction.currentEntitlements。"))
  }

  func familySharingStoppedReport(productID: String, revoked: [TransactionRecord]) -> Report {
    let name = name(of: productID)
    let (english, chinese) = Self.ids(of: revoked)
    return Report(
      .success, say(en: "Sharing stopped", zhHans: "已停止共享"),
      say(
        en: Language.english(
          revoked.count,
          one: "The family stopped sharing \(name): transaction \(english) is revoked (FAMILY_REVOKE) and the app gets "
            + "it on Transaction.updates.",
          other: "The family stopped sharing \(name): transactions \(english) are revoked (FAMILY_REVOKE) and the app "
            + "gets them on Transaction.updates."),
        zhHans: "家庭已停止共享\(name)：交易\(chinese)已被撤销（FAMILY_REVOKE），App 会通过 Transaction.updates 收到。"))
  }

  func familyPurchaserStoppedRenewingReport(_ head: TransactionRecord) -> Report {
    let name = name(of: head.productID)
    let end = head.expirationDate.map(date) ?? ""
    return Report(
      .information, say(en: "The purchaser stops renewing", zhHans: "购买者已停止续期"),
      say(
        en: "The family member who shares \(name) turned auto-renew off: the shared subscription (transaction "
          + "\(head.id)) renews no more and expires on \(end); its renewal info says willAutoRenew false.",
        zhHans: "共享\(name)的家庭成员关闭了自动续期：共享的订阅（交易\(head.id)）不再续期，将于\(end)过期；"
          + "其续期信息中的 willAutoRenew 为 false。"))
  }

  func familyPurchaserRefundedReport(productID: String, revoked: [TransactionRecord]) -> Report {
    let name = name(of: productID)
    let (english, chinese) = Self.ids(of: revoked)
    return Report(
      .success, say(en: "The purchaser was refunded", zhHans: "购买者已获退款"),
      say(
        en: Language.english(
          revoked.count,
          one: "The family member who shares \(name) was refunded: the shared transaction \(english) is revoked "
            + "with the purchaser's reason (FAMILY_REVOKE) and the app gets it on Transaction.updates.",
          other: "The family member who shares \(name) was refunded: the shared transactions \(english) are revoked "
            + "with the purchaser's reason (FAMILY_REVOKE) and the app gets them on Transaction.updates."),
        zhHans: "共享\(name)的家庭成员已获退款：共享的交易\(chinese)已按购买者的原因被撤销（FAMILY_REVOKE），"
          + "App 会通过 Transaction.updates 收到。"))
  }

  func familyPurchaserBillingFailedReport(_ head: TransactionRecord) -> Report {
    let name = name(of: head.productID)
    let renewal = head.expirationDate.map(date) ?? ""
    return Report(
      .information, say(en: "The purchaser's billing fails", zhHans: "购买者的付款失败"),
      say(
        en: "The payment of the family member who shares \(name) fails: at the renewal on \(renewal) the shared "
          + "subscription (transaction \(head.id)) enters billing retry, in the grace period first when the app has "
          + "one, and the server is sent DID_FAIL_TO_RENEW.",
        zhHans: "共享\(name)的家庭成员付款失败：共享的订阅（交易\(head.id)）将在\(renewal)续期时进入计费重试"
          + "（App 启用宽限期时先进入宽限期），服务器会收到 DID_FAIL_TO_RENEW。"))
  }

  func familyPurchaserBillingRecoveredReport(_ recovery: FamilyBillingRecovery) -> Report {
    switch recovery {
    case .renewed(let record):
      let name = name(of: record.productID)
      let end = record.expirationDate.map(date) ?? ""
      return Report(
        .success, say(en: "The purchaser's billing recovered", zhHans: "购买者的付款已恢复"),
        say(
          en: "The payment of the family member who shares \(name) went through: the shared subscription renews "
            + "(transaction \(record.id), until \(end)), reaches the app on Transaction.updates, and the server is "
            + "sent DID_RENEW BILLING_RECOVERY.",
          zhHans: "共享\(name)的家庭成员付款成功：共享的订阅已续期（交易\(record.id)，至\(end)），会通过 "
            + "Transaction.updates 送达 App，服务器会收到 DID_RENEW BILLING_RECOVERY。"))
    case .beforeRenewal(let head):
      let name = name(of: head.productID)
      return Report(
        .success, say(en: "The purchaser's billing works again", zhHans: "购买者的付款已恢复正常"),
        say(
          en: "The payment of the family member who shares \(name) works again before the next renewal: the shared "
            + "subscription (transaction \(head.id)) renews as usual.",
          zhHans: "共享\(name)的家庭成员的付款在下次续期前已恢复正常：共享的订阅（交易\(head.id)）会照常续期。"))
    }
  }

  /// "3, 4" and "3、4": the ids of revoked shares, as each language lists them.
  private static func ids(of records: [TransactionRecord]) -> (english: String, chinese: String) {
    let ids = records.map { String($0.id) }
    let list = Phrase.listing(ids)
    return (list.en, list.zhHans)
  }

  func appTransactionReport(_ outcome: AppTransactionOutcome) -> Report {
    switch outcome {
    case .verified(let app):
      Report(
        .success, say(en: "App transaction", zhHans: "App 交易"),
        say(en: "\(appTransactionSentence(app)) It verified.", zhHans: "\(appTransactionSentence(app))已通过验证。"))
    case .unverified(let app, let error):
      Report(
        .warning, say(en: "App transaction unverified", zhHans: "App 交易未通过验证"),
        say(
          en: "\(appTransactionSentence(app)) It did not verify: \(FailureWords.verification(error, words: self))",
          zhHans: "\(appTransactionSentence(app))未通过验证：\(FailureWords.verification(error, words: self))"))
    case .failed(let failure):
      Report(
        .failure, say(en: "No app transaction", zhHans: "没有 App 交易"), FailureWords.sentence(failure, words: self),
        fix: fix(for: failure))
    }
  }

  /// "App transaction 1234 for com.example.app: version 1.0, first 1.0 on iOS, since 2026-01-01 00:00.";
  /// "App 交易 1234（com.example.app）：当前版本 1.0，首次购买的版本为 1.0（iOS），首次购买于 2026-01-01 00:00。"
  private func appTransactionSentence(_ app: AppTransaction) -> String {
    let id = app.appTransactionID
    let since = date(app.originalPurchaseDate)
    if let platform = app.originalPlatform {
      return say(
        en: "App transaction \(id) for \(app.bundleID): version \(app.appVersion), first \(app.originalAppVersion) on "
          + "\(platform), since \(since).",
        zhHans: "App 交易\(id)（\(app.bundleID)）：当前版本\(app.appVersion)，首次购买的版本为 "
          + "\(app.originalAppVersion)（\(platform)），首次购买于\(since)。")
    }
    return say(
      en: "App transaction \(id) for \(app.bundleID): version \(app.appVersion), first \(app.originalAppVersion), "
        + "since \(since).",
      zhHans: "App 交易\(id)（\(app.bundleID)）：当前版本\(app.appVersion)，首次购买的版本为 "
        + "\(app.originalAppVersion)，首次购买于\(since)。")
  }

  /// How the App Store answers the refund sheet from now on, in a sentence (the refund sheet says it too).
  public func refundAnswerSentence(_ answer: RefundRequestAnswer) -> String {
    switch answer {
    case .approve:
      say(
        en: "Refund requests are approved at once: the refunded transaction reaches the app on Transaction.updates.",
        zhHans: "退款申请会立即获批：退款后的交易会通过 Transaction.updates 送达 App。")
    case .decline:
      say(
        en: "Refund requests are declined: beginRefundRequest returns success, the transaction stays as it was, and "
          + "the server is sent REFUND_DECLINED.",
        zhHans: "退款申请会被拒绝：beginRefundRequest 返回 success，交易保持不变，服务器会收到 REFUND_DECLINED。")
    case .cancel:
      say(
        en: "The customer cancels the refund sheet: beginRefundRequest returns userCancelled.",
        zhHans: "顾客会取消退款表单：beginRefundRequest 返回 userCancelled。")
    }
  }

  /// How long a billing grace period lasts from now on, in a sentence.
  func gracePeriodLengthSentence(_ length: GracePeriodLength?) -> String {
    guard let length else {
      return say(
        en: "A billing grace period lasts StoreKit Testing's length: 6 days for weekly subscriptions, 16 days otherwise.",
        zhHans: "账单宽限期采用 StoreKit Testing 的时长：每周订阅为 6 天，其他订阅为 16 天。")
    }
    return say(
      en: "A billing grace period lasts \(length.rawValue) days (\(length.appStoreConnectName)).",
      zhHans: "账单宽限期为\(length.rawValue)天（\(length.appStoreConnectName)）。")
  }

  /// Whether finished consumables stay in the history, in a sentence.
  func consumableHistorySentence(_ included: Bool) -> String {
    included
      ? say(
        en: "Finished consumables stay in Transaction.all (SKIncludeConsumableInAppPurchaseHistory is on).",
        zhHans: "已完成的消耗型项目会保留在 Transaction.all 中（SKIncludeConsumableInAppPurchaseHistory 已开启）。")
      : say(
        en: "Finished consumables leave Transaction.all (SKIncludeConsumableInAppPurchaseHistory is off).",
        zhHans: "已完成的消耗型项目不再出现在 Transaction.all 中（SKIncludeConsumableInAppPurchaseHistory 已关闭）。")
  }
}
