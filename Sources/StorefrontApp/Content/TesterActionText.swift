import InterfaceLanguage
import StoreOperations

/// The confirmations of tester actions that cannot be undone: what will happen, in plain words, and what the app
/// will (or will never) be told.
enum TesterActionText {
  /// The confirmation `action` needs, or nil when it can be carried out at once (it can be undone, or it is what
  /// an app does anyway).
  ///
  /// - Parameter subject: what it acts on, as the view names it ("Remove Ads (#12)").
  static func confirmation(_ action: StoreOperation, subject: String, in language: Language) -> Confirmation? {
    let cannotBeUndone = language.say(en: "This cannot be undone.", zhHans: "此操作无法撤销。")
    switch action {
    case .refund(.id(let id), _):
      return Confirmation(
        title: language.say(en: "Refund transaction \(id)?", zhHans: "为交易\(id)退款？"),
        message: language.say(
          en: "The App Store refunds \(subject) at once, as it does in testing. The app receives the refunded "
            + "transaction on Transaction.updates and must take the content back. \(cannotBeUndone)",
          zhHans: "App Store 立即为\(subject)退款，与测试环境中一样。App 会在 Transaction.updates 上收到已退款的交易，"
            + "并须收回相应内容。\(cannotBeUndone)"),
        confirmLabel: language.say(en: "Refund", zhHans: "退款"), action: action)
    case .revoke(.id(let id)):
      return Confirmation(
        title: language.say(en: "Revoke transaction \(id)?", zhHans: "撤销交易\(id)？"),
        message: language.say(
          en: "The App Store revokes access to \(subject), as when Family Sharing ends. The app receives the "
            + "revoked transaction on Transaction.updates and must take the content back. \(cannotBeUndone)",
          zhHans: "App Store 撤销对\(subject)的访问权限，与家人共享结束时一样。App 会在 Transaction.updates 上收到"
            + "已撤销的交易，并须收回相应内容。\(cannotBeUndone)"),
        confirmLabel: language.say(en: "Revoke", zhHans: "撤销"), action: action)
    case .delete(.id(let id)):
      return Confirmation(
        title: language.say(en: "Delete transaction \(id)?", zhHans: "删除交易\(id)？"),
        message: language.say(
          en: "\(subject) leaves the history, as in Xcode's Transaction Manager; no update reaches the app. "
            + "Deleting a subscription's original transaction deletes its renewals too. \(cannotBeUndone)",
          zhHans: "\(subject)从历史记录中移除，与 Xcode 的交易管理器中一样；App 不会收到任何更新。"
            + "删除订阅的原始交易也会删除其续期交易。\(cannotBeUndone)"),
        confirmLabel: language.say(en: "Delete", zhHans: "删除"), action: action)
    case .decline(.id(let id)):
      return Confirmation(
        title: language.say(en: "Decline request \(id)?", zhHans: "拒绝请求\(id)？"),
        message: language.say(
          en: "A parent declines \(subject): nothing is charged, and the app is never told (its purchase stays "
            + "pending). \(cannotBeUndone)",
          zhHans: "家长拒绝\(subject)：不会扣费，App 也不会收到通知（其购买保持待处理）。\(cannotBeUndone)"),
        confirmLabel: language.say(en: "Decline", zhHans: "拒绝"), action: action)
    case .subscription(.expire, _):
      return Confirmation(
        title: language.say(en: "Expire the subscription now?", zhHans: "立即让订阅过期？"),
        message: language.say(
          en: "\(subject) ends at this moment and auto-renew turns off: the app loses access. Buying it again "
            + "(or a win-back offer) starts a new period.",
          zhHans: "\(subject)此刻结束，自动续期关闭：App 失去访问权限。再次购买（或使用赢回优惠）会开始新的周期。"),
        confirmLabel: language.say(en: "Expire", zhHans: "过期"), action: action)
    case .reset:
      return Confirmation(
        title: language.say(en: "Reset the sandbox?", zhHans: "重置沙盒？"),
        message: language.say(
          en: "Every transaction, subscription, request and balance of this sandbox is erased, with every "
            + "setting changed at run time; the clock restarts at real time. The signing certificate stays. "
            + "\(cannotBeUndone)",
          zhHans: "此沙盒的所有交易、订阅、请求和余额都会被清除，运行时更改的设置也会一并清除；时钟从真实时间重新开始。"
            + "签名证书保留。\(cannotBeUndone)"),
        confirmLabel: language.say(en: "Reset", zhHans: "重置"), action: action)
    default:
      return nil
    }
  }
}
