import FoundationEssentials
public import InterfaceLanguage
import StoreCatalog
public import StoreEngine

/// What a tester did at the App Store, in words: refunds, requests, subscriptions, settings, faults and time.
extension OutcomeWords {
  func revokedReport(_ record: TransactionRecord, refund: Bool) -> Report {
    let name = name(of: record.productID)
    let id = record.id
    return refund
      ? done(
        en: "Refunded transaction \(id) (\(name)); the app gets it on Transaction.updates.",
        zhHans: "已退款交易\(id)（\(name)）；App 会通过 Transaction.updates 收到它。")
      : done(
        en: "Revoked transaction \(id) (\(name)); the app gets it on Transaction.updates.",
        zhHans: "已撤销交易\(id)（\(name)）；App 会通过 Transaction.updates 收到它。")
  }

  func deletedReport(_ record: TransactionRecord) -> Report {
    let name = name(of: record.productID)
    return done(
      en: "Deleted transaction \(record.id) (\(name)) from the history; no update reaches the app.",
      zhHans: "已从历史记录中删除交易\(record.id)（\(name)）；App 不会收到任何更新。")
  }

  func declinedReport(_ request: PurchaseRequestRecord) -> Report {
    let name = name(of: request.productID)
    return done(
      en: "Declined request \(request.id) for \(name): nothing is charged, and the app is never told.",
      zhHans: "已拒绝\(name)的请求\(request.id)：不扣费，App 也不会收到通知。")
  }

  func expiredReport(_ request: PurchaseRequestRecord, at date: Date) -> Report {
    let name = name(of: request.productID)
    let when = self.date(date)
    return done(
      en: "Request \(request.id) for \(name) expired at \(when): nobody answered it in time.",
      zhHans: "\(name)的请求\(request.id)已于\(when)过期：无人及时答复。")
  }

  func faultReport(_ api: StoreKitAPI, _ error: SimulatedError?) -> Report {
    if let error {
      return done(
        en: "\(api.fileName) now fails with \(name(of: error)).", zhHans: "\(api.fileName)现在会失败，错误为\(name(of: error))。")
    }
    return done(en: "\(api.fileName) succeeds again.", zhHans: "\(api.fileName)已恢复正常。")
  }

  func clockReport(_ outcome: OperationOutcome) -> Report {
    switch outcome {
    case .clockPaused(let date):
      done(en: "The clock is paused at \(self.date(date)).", zhHans: "时钟已暂停于\(self.date(date))。")
    case .clockResumed(let date):
      done(en: "The clock runs again from \(self.date(date)).", zhHans: "时钟从\(self.date(date))继续运行。")
    case .clockAdvanced(let date, true):
      done(en: "The clock moved forward to \(self.date(date)).", zhHans: "时钟已前进到\(self.date(date))。")
    case .reset(let clock):
      done(
        en: "The sandbox is empty again, with the catalog's settings; the clock reads \(date(clock)).",
        zhHans: "沙盒已清空，恢复为目录的设置；时钟为\(date(clock))。")
    default:
      Report(
        .information, say(en: "Nothing scheduled", zhHans: "没有已安排的事件"),
        say(en: "Nothing is scheduled; the clock did not move.", zhHans: "没有已安排的事件；时钟未移动。"))
    }
  }

  func done(en: String, zhHans: ChineseText) -> Report {
    Report(.success, say(en: "Done", zhHans: "完成"), say(en: en, zhHans: zhHans))
  }

  func subscriptionReport(_ action: SubscriptionAction, group: String, renewal: TransactionRecord?) -> Report {
    switch action {
    case .cancel:
      done(
        en: "Auto-renew is off for \(group): it expires at the end of the period.",
        zhHans: "\(group)的自动续期已关闭：将在本期结束时过期。")
    case .resume: done(en: "Auto-renew is on again for \(group).", zhHans: "\(group)的自动续期已重新开启。")
    case .expire: done(en: "\(group) expired now: the app loses access.", zhHans: "\(group)已立即过期：App 失去访问权限。")
    case .renew:
      if let renewal {
        done(
          en: "Renewed \(group): transaction \(renewal.id) reaches the app on Transaction.updates.",
          zhHans: "\(group)已续期：交易\(renewal.id)会通过 Transaction.updates 送达 App。")
      } else {
        done(en: "Renewed \(group).", zhHans: "\(group)已续期。")
      }
    }
  }

  /// What a setting change does, in a sentence.
  func setting(_ change: SettingChange) -> String {
    switch change {
    case .askToBuy(true):
      say(en: "Ask to Buy is on: purchases wait for a parent.", zhHans: "购买前询问（Ask to Buy）已开启：购买需等待家长批准。")
    case .askToBuy(false): say(en: "Ask to Buy is off.", zhHans: "购买前询问（Ask to Buy）已关闭。")
    case .interruptedPurchases(true):
      say(en: "Interrupted purchases are on: purchases wait for the customer.", zhHans: "中断的购买已开启：购买需等待顾客操作。")
    case .interruptedPurchases(false): say(en: "Interrupted purchases are off.", zhHans: "中断的购买已关闭。")
    case .billingRetry(true): say(en: "Renewals fail and enter billing retry.", zhHans: "续期将失败并进入计费重试。")
    case .billingRetry(false): say(en: "Renewals bill normally.", zhHans: "续期正常计费。")
    case .gracePeriod(true):
      say(en: "A failed renewal keeps access for a grace period.", zhHans: "续期失败后，在宽限期内保留访问权限。")
    case .gracePeriod(false): say(en: "No grace period after a failed renewal.", zhHans: "续期失败后没有宽限期。")
    case .offline(true):
      say(en: "The App Store is offline: calls fail with a network error.", zhHans: "App Store 已离线：调用会因网络错误而失败。")
    case .offline(false): say(en: "The App Store is online again.", zhHans: "App Store 已恢复在线。")
    case .latency(let seconds) where seconds > 0:
      say(
        en: "Every App Store answer waits \(language.duration(seconds: seconds, .brief(largest: .seconds))).",
        zhHans: "App Store 的每次应答都会等待\(language.duration(seconds: seconds, .brief(largest: .seconds)))。")
    case .latency: say(en: "The App Store answers at once.", zhHans: "App Store 会立即应答。")
    case .storefront(let code):
      if let storefront = Storefront.find(code) {
        say(
          en:
            "Selling in \(storefront.name) (\(storefront.currencyCode)) now; the products load again in its currency.",
          zhHans: "现在在\(language.regionName(storefront.alpha2, english: storefront.name))店面销售"
            + "（\(storefront.currencyCode)）；产品将以该货币重新载入。")
      } else {
        say(en: "Selling in \(code) now; the products load again.", zhHans: "现在在\(code)店面销售；产品将重新载入。")
      }
    case .locale(let locale):
      say(en: "Products show in \(locale) now; they load again in it.", zhHans: "产品现在以\(locale)显示，并以此重新载入。")
    case .timeRate(let raw):
      if let rate = TimeRate(rawValue: raw).map({ ClockWords.rate($0, language: language) }) {
        say(en: "Time runs at \(rate).", zhHans: "时间速率：\(rate)。")
      } else {
        say(en: "Time runs at rate \(raw).", zhHans: "时间速率：\(raw)。")
      }
    case .refundAnswer(let answer): refundAnswerSentence(answer)
    case .gracePeriodLength(let length): gracePeriodLengthSentence(length)
    case .consumableHistory(let included): consumableHistorySentence(included)
    }
  }

  /// How far the sandbox clock has drifted from real time (advanced ahead of it, or paused behind it), in a
  /// sentence: "The sandbox clock is 3 days 2 hours ahead of real time."; "沙盒时钟比真实时间快 3 天 2 小时。"
  public static func drift(_ drift: ClockDrift, language: Language) -> String {
    func span(_ seconds: TimeInterval) -> String { language.duration(seconds: seconds.rounded(), .spelledOut) }
    return switch drift {
    case .inStep: language.say(en: "The sandbox clock keeps real time.", zhHans: "沙盒时钟与真实时间同步。")
    case .ahead(let seconds):
      language.say(
        en: "The sandbox clock is \(span(seconds)) ahead of real time.", zhHans: "沙盒时钟比真实时间快\(span(seconds))。")
    case .behind(let seconds):
      language.say(
        en: "The sandbox clock is \(span(seconds)) behind real time.", zhHans: "沙盒时钟比真实时间慢\(span(seconds))。")
    }
  }
}
