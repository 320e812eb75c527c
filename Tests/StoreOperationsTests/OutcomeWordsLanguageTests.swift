import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreOperations
import TestSupport
import Testing

@testable import StoreEngine

/// The renderer in both interface languages: the same outcome in whole Chinese sentences with Apple's Chinese terms
/// (App Store Connect's 免费试用, 随用随付, 推介促销优惠, 宽限期, 计费重试), and every catalogue entry complete.
@Suite struct OutcomeWordsLanguageTests {
  typealias D = DemoStore

  static let outcomes: [OperationOutcome] = [
    .purchase(.cancelled), .purchase(.ignored), .purchase(.pending(nil)),
    .purchase(.failed(StoreFailure(.storeKit(.unknown)))),
    .purchase(.failed(StoreFailure(.purchase(.invalidQuantity)))),
    .restore(.restored(entitlements: 0)), .restore(.restored(entitlements: 1)), .restore(.restored(entitlements: 3)),
    .refundRequest(.approved(transactionID: 4)), .refundRequest(.declined(transactionID: 4)),
    .refundRequest(.userCancelled(transactionID: 4)),
    .refundRequest(.failed(StoreFailure(.refundRequest(.duplicateRequest)))),
    .redeem(.redeemed(code: "FRIENDS", productID: DemoStore.standard)),
    .consume(.consumed(productID: DemoStore.gems, amount: 1, balance: 2)),
    .finish(.finished(transactionID: 3, wasUnfinished: true)),
    .finish(.finished(transactionID: 3, wasUnfinished: false)),
    .productsLoaded(.loading), .productsLoaded(.empty(.catalogEmpty)),
    .productsLoaded(.empty(.unknownIdentifiers(["x", "y"]))),
    .settingChanged(.askToBuy(true)), .settingChanged(.billingRetry(true)), .settingChanged(.gracePeriod(true)),
    .settingChanged(.offline(true)), .settingChanged(.storefront("FRA")), .settingChanged(.latency(0.25)),
    .settingChanged(.locale("zh_Hans")), .faultChanged(.loadProducts, nil),
    .settingChanged(.refundAnswer(.approve)), .settingChanged(.refundAnswer(.decline)),
    .settingChanged(.refundAnswer(.cancel)), .settingChanged(.gracePeriodLength(nil)),
    .settingChanged(.gracePeriodLength(.sixteenDays)), .settingChanged(.consumableHistory(true)),
    .settingChanged(.consumableHistory(false)), .server(.testNotificationRequested(token: "token-1")),
    .failed(.server(.noWebhook)), .failed(.server(.refused(.keyIDTaken("K1")))),
    .failed(.server(.refused(.notAnOriginalSubscription(7)))), .failed(.server(.refused(.notAnOriginalTransaction(7)))),
    .failed(.server(.refused(.familyShared))), .failed(.server(.refused(.extensionIneligible))),
    .failed(.server(.refused(.maximumExtensions))),
    .priceIncreaseChanged(.request, groupID: "G"), .priceIncreaseChanged(.consent, groupID: "G"),
    .priceIncreaseChanged(.decline, groupID: "G"),
    .failed(.store(StoreFailure(.sandbox(.notRefunded(3))))),
    .failed(.store(StoreFailure(.sandbox(.noPriceIncreasePending("G"))))),
    .server(.webhookAnswersFailing(count: 1)), .server(.webhookAnswersFailing(count: 3)),
    .server(.webhookAnswersFailing(count: 0)),
    .server(.notificationResent(QA.notification, webhooks: 1)), .server(.notificationResent(QA.notification, webhooks: 2)),
    .failed(.server(.noSuchNotification(.uuid(QA.notification.uuid)))), .failed(.server(.noSuchNotification(.latest(nil)))),
    .failed(.server(.noSuchNotification(.latest(.refundReversed)))),
    .clockPaused(at: DemoStore.start), .clockResumed(at: DemoStore.start),
    .clockAdvanced(to: DemoStore.start, moved: true),
    .clockAdvanced(to: DemoStore.start, moved: false), .reset(clock: DemoStore.start),
    .failed(.noLastTransaction), .failed(.readOnly), .failed(.appNotRunning), .failed(.notATimeRate(9)),
    .failed(.clockCannotGoBack(now: DemoStore.start, asked: DemoStore.start)),
    .failed(.store(StoreFailure(.sandbox(.noSuchTransaction(9))))),
  ]

  /// Every outcome reads as Chinese in Chinese — title, message and fix — and as the same outcome in English.
  @Test(arguments: outcomes)
  func everyOutcomeIsSaidInChinese(_ outcome: OperationOutcome) {
    let result = OperationResult(operation: buy(D.gems), outcome: outcome)
    let english = OutcomeWords(catalog: D.catalog, language: .en, surface: .storefront).report(result)
    let chinese = OutcomeWords(catalog: D.catalog, language: .zhHans, surface: .storefront).report(result)
    #expect(chinese.tone == english.tone)
    for (zh, en) in [(chinese.title, english.title), (chinese.message, english.message)] {
      #expect(zh.containsHan, "\(zh)")
      #expect(zh != en)
    }
    #expect((chinese.fix == nil) == (english.fix == nil))
    if let fix = chinese.fix { #expect(fix.containsHan, "\(fix)") }
    #expect(chinese.message.hasSuffix("。"), "a whole sentence: \(chinese.message)")
    #expect(!chinese.text.contains(". "), "no English sentence left in: \(chinese.text)")
  }

  /// The purchase result, the button and the bill in Chinese, for an offer paid as you go
  /// (https://developer.apple.com/documentation/storekit/product/subscriptionoffer/paymentmode).
  @Test func aSubscriptionPurchaseInChinese() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    #expect(try store.subscribeLabel(D.yearly, language: .zhHans) == "免费试用 2 周")
    #expect(try store.subscribeLabel(D.premium, language: .zhHans) == "订阅 $4.99，为期 2 个月")
    #expect(try store.subscribeLabel(D.standard, language: .zhHans) == "订阅 $0.99/月，为期 3 个月")
    #expect(try store.subscribeLabel(D.cloud200, language: .zhHans) == "订阅 $2.99/月")
    #expect(try store.billed(D.standard, language: .zhHans) == "$0.99/月，为期 3 个月，之后 $4.99/月")
    let result = await store.run(buy(D.standard))
    let report = store.words(language: .zhHans).report(result)
    #expect(report.title == "购买成功")
    #expect(report.message == "你已订阅 Standard Monthly。前 3 个月为 $0.99/月，随用随付，之后 $4.99/月。交易 1 已验证、交付并完成。")
  }

  /// Each standing's name in Chinese, as Apple's Chinese documentation names them
  /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate).
  @Test func everyStandingHasAChineseName() {
    let names: [(SubscriptionStanding, String, String)] = [
      (.subscribed, "已订阅", "已订阅"),
      (.inGracePeriod(until: nil), "宽限期", "处于宽限期：计费失败，仍可使用"),
      (.inBillingRetry(since: nil), "计费重试", "处于计费重试：计费失败，无权使用"),
      (.expired(.autoRenewDisabled, at: D.start), "已过期", "已于 2026-01-01 00:00 过期（自动续期已关闭）"),
      (.revoked, "已撤销", "已撤销：App Store 收回了访问权限"),
    ]
    expectNames(names, language: .zhHans)
    #expect(Language.zhHans.duration(seconds: 0.25, .brief(largest: .seconds)) == "250 毫秒")
    let france = OperationResult(operation: .restore, outcome: .settingChanged(.storefront("FRA")))
    #expect(
      OutcomeWords(catalog: D.catalog, language: .zhHans, surface: .storefront).report(france).message
        == "现在在法国店面销售（EUR）；产品将以该货币重新载入。")
    #expect(Language.en.duration(seconds: 0.25, .brief(largest: .seconds)) == "250 ms")
  }

  /// Subscription periods as each language counts them (https://developer.apple.com/documentation/storekit/product/subscriptionperiod):
  /// English plurals, Chinese measure words (1 个月, 2 周), and the unit alone after a price.
  @Test func periodsInBothLanguages() throws {
    let month = SubscriptionPeriod(value: 1, unit: .month), weeks = SubscriptionPeriod(value: 2, unit: .week)
    #expect(PeriodWords.duration(month, language: .en) == "1 month")
    #expect(PeriodWords.duration(weeks, language: .en) == "2 weeks")
    #expect(PeriodWords.duration(month, times: 3, language: .en) == "3 months")
    #expect(PeriodWords.long(month, language: .en) == "month")
    #expect(PeriodWords.duration(month, language: .zhHans) == "1 个月")
    #expect(PeriodWords.duration(weeks, language: .zhHans) == "2 周")
    #expect(PeriodWords.long(month, language: .zhHans) == "月")
    #expect(PeriodWords.long(SubscriptionPeriod(value: 1, unit: .year), language: .zhHans) == "年")
  }

  /// A family share and its end (https://developer.apple.com/documentation/storekit/supporting-family-sharing-in-your-app)
  /// and the app transaction (https://developer.apple.com/documentation/storekit/apptransaction/shared) in Chinese,
  /// with Apple's 家人共享 and App 交易; the sandbox clock's drift and an order id too.
  @Test func familySharingAndTheAppTransactionInChinese() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let chinese = store.words(language: .zhHans)
    let shared = await store.run(.family(.share, productID: D.removeAds))
    guard case .familyShared(let record) = shared.outcome else {
      Issue.record("expected a family share, got \(shared.outcome)")
      return
    }
    let name = chinese.name(of: D.removeAds)
    #expect(chinese.report(shared).title == "已通过家人共享")
    #expect(
      chinese.report(shared).message
        == "一位家庭成员通过家人共享共享了 \(name)：交易 \(record.id)（所有权类型为 familyShared）会通过 "
        + "Transaction.updates 送达 App，并计入 Transaction.currentEntitlements。")
    let stopped = await store.run(.family(.stop, productID: D.removeAds))
    #expect(
      chinese.report(stopped).message
        == "家庭已停止共享 \(name)：交易 \(record.id) 已被撤销（FAMILY_REVOKE），App 会通过 Transaction.updates 收到。")
    let read = await store.run(.readAppTransaction)
    let app = chinese.report(read)
    #expect(app.title == "App 交易")
    #expect(app.message.hasPrefix("App 交易 ") && app.message.hasSuffix("已通过验证。"), "\(app.message)")
    #expect(!app.message.contains("version"), "\(app.message)")
    #expect(OutcomeWords.drift(.ahead(by: 3 * 86_400 + 7_200), language: .zhHans) == "沙盒时钟比真实时间快 3 天 2 小时。")
    #expect(OutcomeWords.drift(.behind(by: 60), language: .zhHans) == "沙盒时钟比真实时间慢 1 分钟。")
    #expect(OutcomeWords.drift(.inStep, language: .zhHans) == "沙盒时钟与真实时间同步。")
    #expect(chinese.orderSentence("MQ1") == "其订单号为 MQ1：“查询订单号”（Look Up Order ID）可据此找到该订单的交易。")
  }

  /// Every catalogue entry of the renderer gives both languages (the compiler requires both parameters), and no
  /// Chinese text is a copy of the English one or lacks Chinese: read from the Words sources themselves.
  @Test func everyEntryHasBothLanguagesAndTheChineseIsChinese() throws {
    let folder = ProjectPaths.root.appendingPathComponent("Sources/StoreOperations/Words")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 9)
    var entries = 0
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let chinese = source.matches(of: /zhHans:\s*"([^"]*)"/).map { String($0.1) }
      let english = Set(source.matches(of: /[(,]\s*en:\s*"([^"]*)"/).map { String($0.1) })
      #expect(
        source.matches(of: /,\s*zhHans:\s/).count == source.matches(of: /[(,]\s*en:\s/).count,
        "\(file): every entry has both languages")
      for zh in chinese {
        let words = zh.withoutInterpolations
        #expect(words.containsHan || !words.contains { $0.isLetter }, "\(file): \(zh) is not Chinese")
        #expect(!english.contains(zh), "\(file): \(zh) is the English text")
      }
      let englishOnly = source.matches(of: /Report\(\.\w+, "|done\("|return "[A-Z]/).count
      #expect(englishOnly == 0, "\(file): a sentence in English only, outside the catalogue's say(en:zhHans:)")
      entries += chinese.count
    }
    #expect(entries > 150, "the renderer's entries: \(entries)")
  }
}

extension String {
  /// Whether the text has a Chinese character (CJK Unified Ideographs).
  var containsHan: Bool {
    unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// The text without its `\(…)` interpolations: what the entry itself says.
  var withoutInterpolations: String {
    replacingOccurrences(of: #"\\\([^)]*\)"#, with: "", options: .regularExpression)
  }
}

/// A stored notification for the webhook QA outcomes' words.
private enum QA {
  static let notification = ServerNotificationRecord(
    sequence: 1, uuid: "0b9a6c1e-3f2d-4a5b-8c7d-6e5f4a3b2c1d", kind: NotificationKind(.didRenew, .billingRecovery),
    transactionID: 4, originalTransactionID: 1, signedDate: DemoStore.start, signedPayload: "a.b.c", attempts: [])
}
