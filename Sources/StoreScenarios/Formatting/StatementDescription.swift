public import InterfaceLanguage
import StoreCatalog
import StoreEngine
public import StoreOperations

/// What a statement does, in plain words in the interface language, as a run prints it before its outcome. The
/// scenario's keywords never change with the language; only these descriptions do.
public enum StatementDescription {
  public static func text(_ statement: Statement, language: Language) -> String {
    switch statement {
    case .operation(let operation): text(operation, language: language)
    case .restart: language.say(en: "Restart the app", zhHans: "重新启动 App")
    case .expectation(let expectation): ExpectationDescription.text(expectation, language: language)
    }
  }

  public static func text(_ operation: StoreOperation, language: Language) -> String {
    let transaction = { (reference: TransactionReference) in Self.transaction(reference, language: language) }
    let request = { (reference: RequestReference) in Self.request(reference, language: language) }
    return switch operation {
    case .set(let change): setting(change, language: language)
    case .fault(let api, let error?):
      language.say(en: "Make \(Vocabulary.apiName(api)) fail with \(error)", zhHans: "让\(Vocabulary.apiName(api))以\(error)失败")
    case .fault(let api, nil): language.say(en: "Stop \(Vocabulary.apiName(api)) failing", zhHans: "停止让\(Vocabulary.apiName(api))失败")
    case .buy(let product, let options): purchase(product, options, language: language)
    case .cancel(let product):
      language.say(en: "Tap Cancel on the confirmation sheet for \(product)", zhHans: "在\(product)的确认页面上轻点“取消”")
    case .redeem(let code, let product):
      language.say(en: "Redeem offer code '\(code)' for \(product) in the redeem sheet", zhHans: "在兑换页面为\(product)兑换优惠代码 '\(code)'")
    case .finish(let reference): language.say(en: "The app finishes \(transaction(reference))", zhHans: "App 完成\(transaction(reference))")
    case .requestRefund(let reference):
      language.say(en: "Request a refund of \(transaction(reference)) in the app", zhHans: "在 App 内为\(transaction(reference))申请退款")
    case .restore: language.say(en: "Tap Restore Purchases", zhHans: "轻点“恢复购买”")
    case .consume(let product, let amount): language.say(en: "Use \(amount) of \(product)", zhHans: "使用\(amount)个\(product)")
    case .loadProducts: language.say(en: "Load the products again", zhHans: "重新载入产品")
    case .readAppTransaction: language.say(en: "The app reads its app transaction", zhHans: "App 读取它的 App 交易")
    case .manageSubscriptions:
      language.say(en: "The app shows the Manage Subscriptions sheet", zhHans: "App 显示“管理订阅”表单")
    case .family(.share, let product): language.say(en: "A family member shares \(product)", zhHans: "一位家庭成员通过家人共享共享\(product)")
    case .family(.stop, let product): language.say(en: "The family stops sharing \(product)", zhHans: "家庭停止共享\(product)")
    case .family(.lapse, let product):
      language.say(
        en: "The family member who shares \(product) turns auto-renew off", zhHans: "共享\(product)的家庭成员关闭了自动续期")
    case .family(.refund, let product):
      language.say(en: "The family member who shares \(product) is refunded", zhHans: "共享\(product)的家庭成员获得了退款")
    case .family(.billingFail, let product):
      language.say(
        en: "The payment of the family member who shares \(product) fails", zhHans: "共享\(product)的家庭成员付款失败")
    case .family(.billingRecover, let product):
      language.say(
        en: "The payment of the family member who shares \(product) goes through again",
        zhHans: "共享\(product)的家庭成员付款恢复成功")
    case .approve(let reference): language.say(en: "A parent approves \(request(reference))", zhHans: "家长批准\(request(reference))")
    case .decline(let reference): language.say(en: "A parent declines \(request(reference))", zhHans: "家长拒绝\(request(reference))")
    case .resolve(let reference):
      language.say(en: "Resolve the issue that interrupted \(request(reference))", zhHans: "解决中断了\(request(reference))的问题")
    case .expire(let reference): language.say(en: "Wait until \(request(reference)) expires", zhHans: "等待\(request(reference))过期")
    case .refund(let reference, .developerIssue):
      language.say(en: "The App Store refunds \(transaction(reference)) (developer issue)", zhHans: "App Store 为\(transaction(reference))退款（开发者问题）")
    case .refund(let reference, _): language.say(en: "The App Store refunds \(transaction(reference))", zhHans: "App Store 为\(transaction(reference))退款")
    case .revoke(let reference): language.say(en: "The App Store revokes \(transaction(reference))", zhHans: "App Store 撤销\(transaction(reference))")
    case .reverseRefund(let reference):
      language.say(
        en: "The App Store reverses the refund of \(transaction(reference))", zhHans: "App Store 撤回对\(transaction(reference))的退款")
    case .priceIncrease(.request, let group):
      language.say(
        en: "The customer is asked to consent to a price increase for \(group.name)",
        zhHans: "请顾客同意\(group.name)的涨价")
    case .priceIncrease(.consent, let group):
      language.say(en: "The customer consents to the price increase for \(group.name)", zhHans: "顾客同意\(group.name)的涨价")
    case .priceIncrease(.decline, let group):
      language.say(en: "The customer declines the price increase for \(group.name)", zhHans: "顾客拒绝\(group.name)的涨价")
    case .delete(let reference):
      language.say(en: "Delete \(transaction(reference)) from the history", zhHans: "从历史记录中删除\(transaction(reference))")
    case .advance(.by(let duration)):
      language.say(
        en: "Advance the clock by \(language.duration(duration.amounts))",
        zhHans: "把时钟向前拨\(language.duration(duration.amounts))")
    case .advance(.nextEvent): language.say(en: "Advance the clock to the next scheduled event", zhHans: "把时钟拨到下一个预定事件")
    case .advance(.to(let date)):
      language.say(en: "Advance the clock to \(ScenarioDate.format(date))", zhHans: "把时钟拨到\(ScenarioDate.format(date))")
    case .subscription(.cancel, let group): language.say(en: "Turn auto-renew off for \(group.name)", zhHans: "关闭\(group.name)的自动续期")
    case .subscription(.resume, let group): language.say(en: "Turn auto-renew back on for \(group.name)", zhHans: "重新开启\(group.name)的自动续期")
    case .subscription(.expire, let group): language.say(en: "Expire \(group.name) now", zhHans: "让\(group.name)立即过期")
    case .subscription(.renew, let group): language.say(en: "Renew \(group.name) now", zhHans: "立即续期\(group.name)")
    case .pauseClock: language.say(en: "Pause the clock", zhHans: "暂停时钟")
    case .resumeClock: language.say(en: "Let the clock run again", zhHans: "让时钟继续走")
    case .reset: language.say(en: "Reset the sandbox", zhHans: "重置沙盒")
    case .server(let request): ServerStatementDescription.text(request, language: language)
    }
  }

  private static func setting(_ change: SettingChange, language: Language) -> String {
    let onOff = { (on: Bool) in on ? language.say(en: "on", zhHans: "开启") : language.say(en: "off", zhHans: "关闭") }
    return switch change {
    case .askToBuy(let on): language.say(en: "Turn Ask to Buy \(Vocabulary.onOff(on))", zhHans: "\(onOff(on))购买前询问（Ask to Buy）")
    case .interruptedPurchases(let on):
      language.say(en: "Turn interrupted purchases \(Vocabulary.onOff(on))", zhHans: "\(onOff(on))中断的购买")
    case .billingRetry(let on):
      language.say(en: "Turn billing retry on renewal \(Vocabulary.onOff(on))", zhHans: "\(onOff(on))续期时的计费重试")
    case .gracePeriod(let on): language.say(en: "Turn the billing grace period \(Vocabulary.onOff(on))", zhHans: "\(onOff(on))账单宽限期")
    case .offline(true): language.say(en: "Go offline", zhHans: "切换到离线")
    case .offline(false): language.say(en: "Go back online", zhHans: "恢复在线")
    case .latency(let seconds):
      language.say(
        en: "Make the App Store answer after \(language.duration(seconds: seconds, .brief(largest: .milliseconds)))",
        zhHans: "让 App Store 在\(language.duration(seconds: seconds, .brief(largest: .milliseconds)))后应答")
    case .storefront(let code):
      switch Storefront.find(code) {
      case let storefront?:
        language.say(en: "Switch the storefront to \(code) (\(storefront.name), \(storefront.currencyCode))", zhHans: "把店面切换到\(code)（\(language.regionName(storefront.alpha2, english: storefront.name))，\(storefront.currencyCode)）")
      case nil: language.say(en: "Switch the storefront to \(code)", zhHans: "把店面切换到\(code)")
      }
    case .locale(let locale): language.say(en: "Switch the locale to \(locale)", zhHans: "把区域设置切换到\(locale)")
    case .timeRate(let raw):
      language.say(en: "Set the time rate to \(rate(raw, language))", zhHans: "把时间速率设为\(rate(raw, language))")
    case .refundAnswer(let answer):
      language.say(en: "Make the App Store answer refund requests with \(answer.rawValue)", zhHans: "让 App Store 以\(answer.rawValue)答复退款请求")
    case .gracePeriodLength(let length?):
      language.say(en: "Make a billing grace period last \(length.rawValue) days", zhHans: "让账单宽限期持续\(length.rawValue)天")
    case .gracePeriodLength(nil):
      language.say(en: "Make a billing grace period last StoreKit Testing's default", zhHans: "让账单宽限期采用 StoreKit Testing 的默认时长")
    case .consumableHistory(let on):
      language.say(en: "Turn SKIncludeConsumableInAppPurchaseHistory \(Vocabulary.onOff(on))", zhHans: "\(onOff(on)) SKIncludeConsumableInAppPurchaseHistory")
    }
  }

  /// A purchase and everything asked of it, each language in its own order: `Buy X ×2 with offer code 'A' in the
  /// app, asking a parent`; `在 App 中购买 X ×2，使用优惠代码 'A'，并请家长批准`.
  private static func purchase(_ product: String, _ options: PurchaseRequest, language: Language) -> String {
    let quantity = options.quantity.map { " ×\($0)" } ?? ""
    var with: [Phrase] = []
    if let offer = options.promotionalOffer {
      with.append(Phrase(en: " with promotional offer \(offer)", zhHans: "，使用促销优惠\(offer)"))
    }
    if let offer = options.winBackOffer { with.append(Phrase(en: " with win-back offer \(offer)", zhHans: "，使用赢回优惠\(offer)")) }
    if let code = options.offerCode { with.append(Phrase(en: " with offer code '\(code)'", zhHans: "，使用优惠代码 '\(code)'")) }
    if let plan = options.billingPlan { with.append(Phrase(en: " billed \(plan)", zhHans: "，按\(plan)计费")) }
    if options.appAccountToken != nil { with.append(Phrase(en: " for an app account", zhHans: "，记入 App 账户")) }
    let place =
      switch options.place {
      case .app: Phrase(en: " in the app", zhHans: "在 App 中")
      case .anotherDevice: Phrase(en: " on another device", zhHans: "在另一台设备上")
      case .appStore: Phrase(en: " in the App Store", zhHans: "在 App Store 中")
      }
    var then: [Phrase] = []
    if options.askToBuy { then.append(Phrase(en: ", asking a parent", zhHans: "，并请家长批准")) }
    if options.noFinish { then.append(Phrase(en: ", without finishing it", zhHans: "，且不完成交易")) }
    let parts = { (phrases: [Phrase]) in phrases.map { $0.text(in: language) }.joined() }
    return language.say(
      en: "Buy \(product)\(quantity)\(parts(with))\(place.en)\(parts(then))",
      zhHans: "\(place.zhHans)购买\(product)\(quantity)\(parts(with))\(parts(then))")
  }

  /// An Xcode time rate by name ("1 month every 30 s"), or its raw value when Xcode has no such rate.
  private static func rate(_ raw: Int, _ language: Language) -> String {
    TimeRate(rawValue: raw).map { ClockWords.rate($0, language: language) } ?? String(raw)
  }

  static func transaction(_ reference: TransactionReference, language: Language) -> String {
    switch reference {
    case .last: language.say(en: "the last transaction", zhHans: "最近一笔交易")
    case .newest(let product): language.say(en: "the newest \(product) transaction", zhHans: " \(product)最新的一笔交易")
    case .id(let id): language.say(en: "transaction \(id)", zhHans: "交易\(id)")
    }
  }

  static func request(_ reference: RequestReference, language: Language) -> String {
    switch reference {
    case .last: language.say(en: "the last purchase request", zhHans: "最近一个购买请求")
    case .newest(let product): language.say(en: "the newest request for \(product)", zhHans: " \(product)最新的购买请求")
    case .id(let id): language.say(en: "request \(id)", zhHans: "请求\(id)")
    }
  }
}
