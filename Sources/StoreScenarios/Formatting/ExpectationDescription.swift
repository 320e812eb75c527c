import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

/// What an expectation checks, in plain words in the interface language (`the balance of X is 3`); the values it
/// compares (`ExpectationFormatter`) are the scenario's own words in every language.
enum ExpectationDescription {
  static func text(_ expectation: ScenarioExpectation, language: Language) -> String {
    switch expectation {
    case .result(let result):
      let text = ExpectationFormatter.result(result)
      return language.say(en: "The last app action's result: \(text)", zhHans: "App 上一个操作的结果：\(text)")
    case .entitled(let product, true): return language.say(en: "\(product) is entitled", zhHans: "\(product)享有权益")
    case .entitled(let product, false): return language.say(en: "\(product) is not entitled", zhHans: "\(product)不享有权益")
    case .entitlements(let products) where products.isEmpty:
      return language.say(en: "Nothing is entitled", zhHans: "没有任何权益")
    case .entitlements(let products):
      let list = Phrase.listing(products.sorted()).text(in: language)
      return language.say(
        en: Language.english(products.count, one: "Exactly \(list) is entitled", other: "Exactly \(list) are entitled"),
        zhHans: "恰好\(list)享有权益")
    case .balance(let product, let balance):
      return language.say(en: "The balance of \(product) is \(balance)", zhHans: "\(product)的余额为\(balance)")
    case .subscription(let group, let facets):
      let checks = facets.map(ExpectationFormatter.facet).joined(separator: ", ")
      return language.say(en: "\(group.name): \(checks)", zhHans: "\(group.name)：\(checks)")
    case .introEligible(let group, true):
      return language.say(
        en: "The customer is eligible for \(group.name)'s introductory offer", zhHans: "顾客有资格享受\(group.name)的推介促销优惠")
    case .introEligible(let group, false):
      return language.say(
        en: "The customer is not eligible for \(group.name)'s introductory offer", zhHans: "顾客没有资格享受\(group.name)的推介促销优惠")
    case .updates(0, _):
      return language.say(en: "Updates delivered nothing since the last check", zhHans: "自上次检查以来 updates 没有送达任何交易")
    case .updates(let count, let products):
      let english = Language.english(
        count, one: "Updates delivered 1 transaction since the last check",
        other: "Updates delivered \(count) transactions since the last check")
      let list = Phrase.listing(products).text(in: language)
      return products.isEmpty
        ? language.say(en: english, zhHans: "自上次检查以来 updates 送达了\(count)笔交易")
        : language.say(en: "\(english) (\(list))", zhHans: "自上次检查以来 updates 送达了\(count)笔交易（\(list)）")
    case .transaction(let reference, let facets):
      let (en, zh) = (
        StatementDescription.transaction(reference, language: .en).capitalizedFirst,
        StatementDescription.transaction(reference, language: .zhHans).trimmingWhitespace()
      )
      let checks = facets.map(ExpectationFormatter.facet).joined(separator: ", ")
      return language.say(en: "\(en): \(checks)", zhHans: "\(zh)：\(checks)")
    case .transactionCount(let count, let product?):
      return language.say(
        en: Language.english(
          count, one: "The App Store recorded 1 transaction of \(product)",
          other: "The App Store recorded \(count) transactions of \(product)"),
        zhHans: "App Store 记录了\(product)的\(count)笔交易")
    case .transactionCount(let count, nil):
      return language.say(
        en: Language.english(
          count, one: "The App Store recorded 1 transaction", other: "The App Store recorded \(count) transactions"),
        zhHans: "App Store 记录了\(count)笔交易")
    case .unfinished(let count):
      return language.say(
        en: Language.english(count, one: "1 transaction is unfinished", other: "\(count) transactions are unfinished"),
        zhHans: "\(count)笔交易未完成")
    case .request(let reference, let state):
      let (en, zh) = (
        StatementDescription.request(reference, language: .en).capitalizedFirst,
        StatementDescription.request(reference, language: .zhHans).trimmingWhitespace()
      )
      return language.say(en: "\(en) is \(state.rawValue)", zhHans: "\(zh)的状态为\(state.rawValue)")
    case .pendingRequests(let count):
      return language.say(
        en: Language.english(count, one: "1 purchase request is pending", other: "\(count) purchase requests are pending"),
        zhHans: "\(count)个购买请求待处理")
    case .products(.loaded): return language.say(en: "The products are loaded", zhHans: "产品已载入")
    case .products(.empty): return language.say(en: "The product list is empty", zhHans: "产品列表为空")
    case .products(.failed(let error?)):
      return language.say(en: "Loading the products failed with \(error)", zhHans: "载入产品失败，错误为\(error)")
    case .products(.failed(nil)): return language.say(en: "Loading the products failed", zhHans: "载入产品失败")
    case .price(let product, let text):
      return language.say(en: "\(product) shows the price \"\(text)\"", zhHans: "\(product)显示的价格为“\(text)”")
    case .log(let text): return language.say(en: "The app's log mentions \"\(text)\"", zhHans: "App 的日志提到“\(text)”")
    case .message(let text):
      return language.say(en: "The app shows a message with \"\(text)\"", zhHans: "App 显示的消息包含“\(text)”")
    case .now(let date):
      let time = ScenarioDate.format(date)
      return language.say(en: "The clock reads \(time)", zhHans: "时钟显示\(time)")
    }
  }
}

extension String {
  /// The string with its first letter upper-cased.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
