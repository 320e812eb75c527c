public import InterfaceLanguage
import StoreCatalog
public import StoreEngine

/// The app's other flows in words — restore, refund requests, offer codes, consumables, `finish()` — and what
/// arrives on `Transaction.updates`.
extension OutcomeWords {
  func restoreReport(_ outcome: RestoreOutcome) -> Report {
    let title = say(en: "Restore finished", zhHans: "恢复购买已完成")
    switch outcome {
    case .restored(let count) where count == 0:
      return Report(
        .success, title, say(en: "Restore finished: nothing to restore.", zhHans: "恢复购买已完成：没有可恢复的项目。"))
    case .restored(let count):
      return Report(
        .success, title,
        say(
          en: Language.english(count, one: "Restored 1 purchase.", other: "Restored \(count) purchases."),
          zhHans: "已恢复\(count)项购买。"))
    case .failed(let failure):
      return Report(
        .failure, say(en: "Restore failed", zhHans: "恢复购买失败"), FailureWords.sentence(failure, words: self),
        fix: fix(for: failure))
    }
  }

  func refundRequestReport(_ outcome: RefundRequestOutcome) -> Report {
    switch outcome {
    case .approved(let id):
      Report(
        .success, say(en: "Refund requested", zhHans: "已申请退款"),
        say(
          en: "A refund of transaction \(id) was requested; in testing it is approved at once, and the refunded "
            + "transaction arrives on Transaction.updates.",
          zhHans: "已为交易\(id)申请退款；测试中会立即批准，退款后的交易会通过 Transaction.updates 送达。"))
    case .declined(let id):
      Report(
        .information, say(en: "Refund declined", zhHans: "退款被拒绝"),
        say(
          en: "The App Store declined the refund of transaction \(id): beginRefundRequest returned success (the "
            + "request was received), the transaction stays as it was, and nothing reaches Transaction.updates.",
          zhHans: "App Store 拒绝了交易\(id)的退款：beginRefundRequest 返回 success（已收到申请），交易保持不变，"
            + "Transaction.updates 不会收到任何内容。"))
    case .userCancelled(let id):
      Report(
        .information, say(en: "Refund request cancelled", zhHans: "退款申请已取消"),
        say(
          en: "The customer cancelled the refund sheet for transaction \(id) (RefundRequestStatus.userCancelled): "
            + "nothing was asked.",
          zhHans: "顾客取消了交易\(id)的退款表单（RefundRequestStatus.userCancelled）：未提交任何申请。"))
    case .failed(let failure):
      Report(
        .failure, say(en: "Refund request failed", zhHans: "退款申请失败"), FailureWords.sentence(failure, words: self),
        fix: fix(for: failure))
    }
  }

  func redeemReport(_ outcome: RedeemOutcome) -> Report {
    switch outcome {
    case .redeemed(let code, let productID):
      Report(
        .success, say(en: "Offer code redeemed", zhHans: "优惠代码已兑换"),
        say(
          en:
            "Offer code \(code) was redeemed for \(name(of: productID)); the transaction arrives on Transaction.updates.",
          zhHans: "已为\(name(of: productID))兑换优惠代码\(code)；交易会通过 Transaction.updates 送达。"))
    case .failed(let failure):
      Report(
        .failure, say(en: "Offer code not redeemed", zhHans: "优惠代码未兑换"), FailureWords.sentence(failure, words: self),
        fix: fix(for: failure))
    }
  }

  func manageSubscriptionsReport(_ outcome: ManageSubscriptionsOutcome) -> Report {
    switch outcome {
    case .shown:
      Report(
        .success, say(en: "Manage subscriptions", zhHans: "管理订阅"),
        say(
          en: "The App Store's Manage Subscriptions sheet opened (AppStore.showManageSubscriptions); what the customer "
            + "changes there reaches the app on Transaction.updates.",
          zhHans: "已打开 App Store 的“管理订阅”表单（AppStore.showManageSubscriptions）；顾客在其中所做的更改会通过 "
            + "Transaction.updates 送达 App。"))
    case .failed(let failure):
      Report(
        .failure, say(en: "Manage Subscriptions did not open", zhHans: "无法打开“管理订阅”"),
        FailureWords.sentence(failure, words: self), fix: fix(for: failure))
    }
  }

  func consumeReport(_ outcome: ConsumeOutcome) -> Report {
    switch outcome {
    case .consumed(let productID, let amount, let balance):
      Report(
        .success, say(en: "Used", zhHans: "已使用"),
        say(
          en: "Used \(amount) × \(name(of: productID)); \(balance) left.",
          zhHans: "已使用\(amount) × \(name(of: productID))，剩余\(balance)。"))
    case .failed(let failure):
      Report(.failure, say(en: "Not used", zhHans: "未使用"), FailureWords.sentence(failure, words: self))
    }
  }

  func finishReport(_ outcome: FinishOutcome) -> Report {
    let title = say(en: "Finished", zhHans: "已完成")
    return switch outcome {
    case .finished(let id, true):
      Report(.success, title, say(en: "Finished transaction \(id).", zhHans: "已完成交易\(id)。"))
    case .finished(let id, false):
      Report(.information, title, say(en: "Transaction \(id) was already finished.", zhHans: "交易\(id)之前已完成。"))
    case .failed(let failure):
      Report(.failure, say(en: "Not finished", zhHans: "未完成"), FailureWords.sentence(failure, words: self))
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
      let reason = FailureWords.verification(error, words: self)
      return Report(
        .failure, say(en: "Not granted", zhHans: "未授予"),
        say(
          en: "Transaction \(id) for \(name) arrived but failed verification, so the app ignored it. \(reason)",
          zhHans: "\(name)的交易\(id)已送达，但未通过验证，因此 App 忽略了它。\(reason)"))
    case .tookBack(let units) where transaction.productType == .consumable:
      let balance = event.snapshot.balances[transaction.productID] ?? 0
      return Report(
        .information, say(en: "Refunded", zhHans: "已退款"),
        say(
          en: "Transaction \(id) for \(name) was refunded or revoked: ", zhHans: "\(name)的交易\(id)已退款或已撤销：")
          + takenBack(units, of: transaction.purchasedQuantity, balance: balance))
    case .tookBack:
      return Report(
        .information, say(en: "Refunded", zhHans: "已退款"),
        say(
          en: "Transaction \(id) for \(name) was refunded or revoked: the app took it back.",
          zhHans: "\(name)的交易\(id)已退款或已撤销：App 收回了该内容。"))
    case .delivered where transaction.ownershipType == .familyShared && event.reason == .appStore:
      return Report(
        .success, say(en: "Shared by the family", zhHans: "已通过家人共享"),
        say(
          en: "A family member shares \(name): transaction \(id), owned as familyShared, arrived on updates.",
          zhHans: "一位家庭成员共享了\(name)：交易\(id)（所有权类型为 familyShared）已通过 updates 送达。"))
    case .delivered:
      return Report(
        .success, say(en: "Arrived on updates", zhHans: "已通过 updates 送达"), delivered(event.reason, id: id, name: name))
    }
  }

  /// What a consumable's refund took from the balance: only the units not used yet can be taken back.
  private func takenBack(_ units: Int, of bought: Int, balance: Int) -> String {
    if units == 0 {
      return say(
        en: Language.english(
          bought, one: "it was used already, so the app had nothing to take back; the balance is \(balance).",
          other: "all \(bought) were used already, so the app had nothing to take back; the balance is \(balance)."),
        zhHans: "购买的\(bought)个已全部用完，App 无可扣回；余额为\(balance)。")
    }
    if units < bought {
      return say(
        en: "the app took back the \(units) of \(bought) not used yet; the balance is now \(balance).",
        zhHans: "App 扣回了\(bought)个中尚未使用的\(units)个；余额现为\(balance)。")
    }
    return say(
      en: "the app took \(units) back from the balance, which is now \(balance).",
      zhHans: "App 从余额中扣回了\(units)个，余额现为\(balance)。")
  }

  private func delivered(_ reason: TransactionEvent.Reason, id: UInt64, name: String) -> String {
    switch reason {
    case .purchase:
      say(en: "The app's purchase of \(name) returned transaction \(id).", zhHans: "App 购买\(name)时返回了交易\(id)。")
    case .launchReplay:
      say(
        en: "Transaction \(id) for \(name) was unfinished at launch: it arrived on updates and was delivered.",
        zhHans: "\(name)的交易\(id)在启动时尚未完成：它通过 updates 送达并已交付。")
    case .renewal:
      say(en: "\(name) renewed: transaction \(id) arrived on updates.", zhHans: "\(name)已续期：交易\(id)已通过 updates 送达。")
    case .approval:
      say(
        en: "A parent approved \(name): transaction \(id) arrived on updates.",
        zhHans: "家长批准了\(name)：交易\(id)已通过 updates 送达。")
    case .resolution:
      say(
        en: "The interrupted purchase of \(name) completed: transaction \(id) arrived on updates.",
        zhHans: "\(name)被中断的购买已完成：交易\(id)已通过 updates 送达。")
    case .anotherDevice:
      say(
        en: "\(name) was bought on another device: transaction \(id) arrived on updates.",
        zhHans: "已在另一台设备上购买\(name)：交易\(id)已通过 updates 送达。")
    case .appStore:
      say(
        en: "\(name) was bought in the App Store: transaction \(id) arrived on updates.",
        zhHans: "已在 App Store 中购买\(name)：交易\(id)已通过 updates 送达。")
    case .revocation:
      say(en: "Transaction \(id) for \(name) was refunded or revoked.", zhHans: "\(name)的交易\(id)已退款或已撤销。")
    case .upgrade:
      say(
        en: "Transaction \(id) for \(name) was replaced by a higher level of the subscription.",
        zhHans: "\(name)的交易\(id)已被更高级别的订阅取代。")
    case .change:
      say(
        en: "The App Store changed transaction \(id) for \(name): it arrived on updates.",
        zhHans: "App Store 更改了\(name)的交易\(id)：它已通过 updates 送达。")
    }
  }
}

extension OutcomeWords {
  /// What the model is busy with, for a loading overlay: "Purchasing Theme Pack…".
  public static func activity(_ activity: Activity, language: Language) -> String {
    switch activity {
    case .loadingProducts: language.say(en: "Loading products…", zhHans: "正在载入产品…")
    case .purchasing(_, let name): language.say(en: "Purchasing \(name)…", zhHans: "正在购买\(name)…")
    case .restoring: language.say(en: "Restoring purchases…", zhHans: "正在恢复购买…")
    case .requestingRefund: language.say(en: "Requesting a refund…", zhHans: "正在申请退款…")
    }
  }
}

extension OutcomeWords {
  /// The app waited for transactions on `Transaction.updates` that never came: "the app never received
  /// transactions 3 and 4 on Transaction.updates".
  public func updatesNeverArrived(_ transactionIDs: [UInt64]) -> String {
    let ids = language.list(transactionIDs.map(String.init))
    return say(
      en: "the app never received "
        + Language.english(transactionIDs.count, one: "transaction \(ids)", other: "transactions \(ids)")
        + " on Transaction.updates",
      zhHans: "App 始终没有在 Transaction.updates 上收到交易\(ids)")
  }
}
