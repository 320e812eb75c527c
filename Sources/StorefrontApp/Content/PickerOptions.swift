import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

/// The values each QA picker offers, which one is in force, and the tester action choosing a value means.
enum PickerOptions {
  /// The latencies offered, in seconds.
  static let latencies: [Double] = [0, 0.25, 0.5, 1, 2, 5, 10]

  static func picker(for purpose: Picker.Purpose, in state: AppState) -> Picker {
    let settings = state.snapshot?.settings
    let language = state.language
    let none = language.say(en: "none", zhHans: "无")
    switch purpose {
    case .storefront:
      let options = Storefront.all.map {
        Picker.Option(
          value: $0.countryCode, label: "\($0.countryCode)  \(language.regionName($0.countryCode, english: $0.name))",
          detail: $0.currencyCode)
      }
      return Picker(
        purpose: purpose, title: language.say(en: "Storefront", zhHans: "店面"), options: options,
        selected: state.storefront.countryCode)
    case .locale:
      return Picker(
        purpose: purpose, title: language.say(en: "Locale", zhHans: "区域设置"), options: locales(state),
        selected: settings?.locale)
    case .fault(let api):
      let errors = api.failureFamilies.flatMap(SimulatedError.all(in:)).map {
        Picker.Option(value: $0.description, label: $0.caseName, detail: familyName($0.family))
      }
      let name = api.fileName
      let succeeds = Picker.Option(
        value: "none", label: none, detail: language.say(en: "\(name) succeeds", zhHans: "\(name)成功"))
      return Picker(
        purpose: purpose, title: language.say(en: "\(name) fails with", zhHans: "\(name)失败时抛出"),
        options: [succeeds] + errors,
        selected: settings?.simulatedErrors[api]?.description ?? "none")
    case .latency:
      let options = latencies.map {
        Picker.Option(
          value: String($0), label: $0 == 0 ? none : language.duration(seconds: $0, .brief(largest: .seconds)), detail: "")
      }
      let current = latencies.min { abs($0 - (settings?.latency ?? 0)) < abs($1 - (settings?.latency ?? 0)) }
      return Picker(
        purpose: purpose, title: language.say(en: "Every App Store answer waits", zhHans: "App Store 每次应答前等待"),
        options: options, selected: current.map { String($0) })
    case .timeRate:
      let options = TimeRate.rawValues.compactMap { raw in
        TimeRate(rawValue: raw).map {
          Picker.Option(
            value: String(raw), label: ClockWords.rate($0, language: state.language), detail: "_timeRate \(raw)")
        }
      }
      return Picker(
        purpose: purpose, title: language.say(en: "Time rate", zhHans: "时间速率"), options: options,
        selected: state.snapshot?.clock.timeRate.rawValue.map { String($0) })
    case .buyOnAnotherDevice:
      let options = state.listing.products.map {
        Picker.Option(value: $0.id, label: $0.displayName, detail: $0.displayPrice)
      }
      return Picker(
        purpose: purpose, title: language.say(en: "Buy on another device", zhHans: "在另一台设备上购买"), options: options)
    case .familySharing:
      return familySharing(state)
    case .familyLapse:
      return sharedSubscriptionPicker(
        purpose, in: state, title: language.say(en: "The purchaser stops renewing", zhHans: "购买者停止续期"),
        detail: language.say(en: "expires at the end of its period", zhHans: "在当前周期结束时过期"))
    case .familyBillingFail:
      return sharedSubscriptionPicker(
        purpose, in: state, title: language.say(en: "The purchaser's billing fails", zhHans: "购买者付款失败"),
        detail: language.say(en: "billing retry at its next renewal", zhHans: "下次续期时进入计费重试"))
    case .familyBillingRecover:
      return sharedSubscriptionPicker(
        purpose, in: state, title: language.say(en: "The purchaser's billing recovers", zhHans: "购买者付款恢复"),
        detail: language.say(en: "renews now when in billing retry", zhHans: "处于计费重试时立即续期"))
    case .familyRefund:
      return Picker(
        purpose: purpose, title: state.language.say(en: "The purchaser is refunded", zhHans: "购买者获得退款"),
        options: options(
          sharedProducts(state), detail: state.language.say(en: "its shares are revoked", zhHans: "共享的交易被撤销")))
    case .familyRefundReason:
      let reasons: [(RevocationReason, String)] = [
        (.other, state.language.say(en: "other", zhHans: "其他")),
        (.developerIssue, state.language.say(en: "developer issue", zhHans: "开发者问题")),
      ]
      let options = reasons.map { reason, label in
        Picker.Option(value: String(reason.rawValue), label: label, detail: "revocationReason \(reason.rawValue)")
      }
      return Picker(
        purpose: purpose, title: state.language.say(en: "Why the purchaser is refunded", zhHans: "购买者获得退款的原因"),
        options: options, selected: String(RevocationReason.other.rawValue))
    case .refundAnswer:
      let options = RefundRequestAnswer.allCases.map {
        Picker.Option(
          value: $0.rawValue, label: refundAnswerLabel($0, in: state.language),
          detail: refundAnswerDetail($0, in: state.language))
      }
      return Picker(
        purpose: purpose,
        title: state.language.say(en: "The App Store answers refund requests", zhHans: "App Store 如何答复退款申请"),
        options: options, selected: settings?.refundRequestAnswer.rawValue)
    case .gracePeriodLength:
      let lengths: [GracePeriodLength?] = [nil] + GracePeriodLength.allCases
      let options = lengths.map { length in
        Picker.Option(
          value: length.map { String($0.rawValue) } ?? "default",
          label: length.map { days($0, in: state.language) }
            ?? state.language.say(en: "StoreKit Testing's", zhHans: "StoreKit Testing 默认"),
          detail: length?.appStoreConnectName
            ?? state.language.say(en: "6 days weekly, 16 otherwise", zhHans: "每周订阅 6 天，其他 16 天"))
      }
      return Picker(
        purpose: purpose, title: state.language.say(en: "A billing grace period lasts", zhHans: "账单宽限期时长"),
        options: options, selected: settings.map { $0.gracePeriodLength.map { String($0.rawValue) } ?? "default" })
    case .redeemOfferCode(let productID):
      guard let product = state.listing.product(productID) else {
        return Picker(purpose: purpose, title: productID, options: [])
      }
      return OfferCodes.redeemSheet(for: product, in: state)
    }
  }

  /// The family-shareable non-consumables and subscriptions loaded, each saying whether the family shares it now:
  /// choosing one that is shared stops sharing it, any other is shared.
  private static func familySharing(_ state: AppState) -> Picker {
    let shared = state.snapshot.map(QAText.familyShared) ?? []
    let options = shareable(state).map { product in
      Picker.Option(
        value: product.id, label: product.displayName,
        detail: shared.contains(product.id)
          ? state.language.say(en: "shared · Enter stops sharing", zhHans: "已共享 · 按 Enter 停止共享")
          : state.language.say(en: "not shared · Enter shares it", zhHans: "未共享 · 按 Enter 共享"))
    }
    return Picker(
      purpose: .familySharing,
      title: state.language.say(en: "A family member shares", zhHans: "家庭成员共享"), options: options)
  }

  /// The loaded products Family Sharing can share: family-shareable non-consumables and auto-renewable
  /// subscriptions ("Supporting Family Sharing in your app").
  static func shareable(_ state: AppState) -> [Product] {
    state.listing.products.filter {
      $0.isFamilyShareable && ($0.type == .nonConsumable || $0.type == .autoRenewable)
    }
  }

  /// One option per product, each with the same note: what choosing it does.
  /// The subscriptions the family shares with the customer, each with `detail`: what `purpose` does to the
  /// purchaser's side of it.
  private static func sharedSubscriptionPicker(
    _ purpose: Picker.Purpose, in state: AppState, title: String, detail: String
  ) -> Picker {
    Picker(purpose: purpose, title: title, options: options(sharedSubscriptions(state), detail: detail))
  }

  private static func options(_ products: [Product], detail: String) -> [Picker.Option] {
    products.map { Picker.Option(value: $0.id, label: $0.displayName, detail: detail) }
  }

  /// The loaded products the family shares with the customer now, whose purchaser can be refunded.
  static func sharedProducts(_ state: AppState) -> [Product] {
    let shared = state.snapshot.map(QAText.familyShared) ?? []
    return shareable(state).filter { shared.contains($0.id) }
  }

  /// The shared products that are subscriptions, whose purchaser can stop renewing them.
  static func sharedSubscriptions(_ state: AppState) -> [Product] {
    sharedProducts(state).filter { $0.type == .autoRenewable }
  }

  /// "16 days", "16 天".
  static func days(_ length: GracePeriodLength, in language: Language) -> String {
    language.say(en: "\(length.rawValue) days", zhHans: "\(length.rawValue)天")
  }

  /// The refund sheet's answer in a word or two.
  static func refundAnswerLabel(_ answer: RefundRequestAnswer, in language: Language) -> String {
    switch answer {
    case .approve: language.say(en: "approve", zhHans: "批准")
    case .decline: language.say(en: "decline", zhHans: "拒绝")
    case .cancel: language.say(en: "customer cancels", zhHans: "顾客取消")
    }
  }

  /// What `beginRefundRequest` returns for each answer (Transaction.RefundRequestStatus).
  private static func refundAnswerDetail(_ answer: RefundRequestAnswer, in language: Language) -> String {
    switch answer {
    case .approve: language.say(en: "success; refunded on updates", zhHans: "success；退款经 updates 送达")
    case .decline: language.say(en: "success; nothing changes", zhHans: "success；交易不变")
    case .cancel: language.say(en: "userCancelled", zhHans: "userCancelled")
    }
  }

  /// The picker a control opens, for the controls whose values step with ← and →.
  static func purpose(of control: QAControl) -> Picker.Purpose? {
    switch control {
    case .fault(let api): .fault(api)
    case .latency: .latency
    case .storefront: .storefront
    case .locale: .locale
    case .timeRate: .timeRate
    case .refundAnswer: .refundAnswer
    case .gracePeriodLength: .gracePeriodLength
    default: nil
    }
  }

  /// What choosing `value` in a picker for `purpose` does, in `state`.
  static func action(for purpose: Picker.Purpose, value: String, in state: AppState) -> StoreOperation? {
    switch purpose {
    case .storefront: .set(.storefront(value))
    case .locale: .set(.locale(value))
    case .fault(let api): .fault(api, SimulatedError(name: value))
    case .latency: Double(value).map { .set(.latency($0)) }
    case .timeRate: Int(value).map { .set(.timeRate($0)) }
    case .buyOnAnotherDevice: .buy(productID: value, options: PurchaseRequest(place: .anotherDevice))
    case .familySharing:
      .family(state.snapshot.map(QAText.familyShared)?.contains(value) == true ? .stop : .share, productID: value)
    case .familyLapse: .family(.lapse, productID: value)
    case .familyBillingFail: .family(.billingFail, productID: value)
    case .familyBillingRecover: .family(.billingRecover, productID: value)
    case .familyRefund: nil
    case .familyRefundReason(let productID):
      Int(value).flatMap(RevocationReason.init(rawValue:)).map { .family(.refund($0), productID: productID) }
    case .refundAnswer: RefundRequestAnswer(rawValue: value).map { .set(.refundAnswer($0)) }
    case .gracePeriodLength: .set(.gracePeriodLength(Int(value).flatMap(GracePeriodLength.init(rawValue:))))
    case .redeemOfferCode(let productID): .redeem(code: value, productID: productID)
    }
  }

  /// The catalog's locales first, then every storefront's default locale, each once.
  private static func locales(_ state: AppState) -> [Picker.Option] {
    var seen = Set<String>()
    var options: [Picker.Option] = []
    let language = state.language
    for locale in state.qa.catalogLocales where seen.insert(locale).inserted {
      options.append(
        Picker.Option(value: locale, label: locale, detail: language.say(en: "in the catalog", zhHans: "目录中有")))
    }
    for locale in Storefront.all.map(\.defaultLocale).sorted() where seen.insert(locale).inserted {
      options.append(Picker.Option(value: locale, label: locale, detail: ""))
    }
    if let current = state.snapshot?.settings.locale, seen.insert(current).inserted {
      options.insert(
        Picker.Option(value: current, label: current, detail: language.say(en: "in use", zhHans: "使用中")), at: 0)
    }
    return options
  }

  private static func familyName(_ family: SimulatedError.Family) -> String {
    switch family {
    case .generic: "StoreKitError"
    case .purchase: "Product.PurchaseError"
    case .verification: "VerificationError"
    case .refundRequest: "RefundRequestError"
    }
  }
}
