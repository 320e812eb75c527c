import FoundationEssentials
import InterfaceLanguage
import StoreEngine

/// What the app's server did through the App Store Server API, in words: extensions, app account tokens,
/// consumption information and test notifications, and why the App Store refused one. Apple's Chinese terms:
/// 续期日期延长, App 账户令牌, 消耗信息, 测试通知, 订单号.
extension OutcomeWords {
  func serverReport(_ outcome: ServerOutcome) -> Report {
    let title = say(en: "Done", zhHans: "完成")
    switch outcome {
    case .renewalExtended(let record, let days):
      let name = name(of: record.productID)
      let renews = record.expirationDate.map(date) ?? "?"
      let id = record.id
      return Report(
        .success, title,
        say(
          en: Language.english(
            days,
            one: "Extended \(name) by 1 day: it renews at \(renews); the app gets transaction \(id) re-signed on "
              + "Transaction.updates.",
            other: "Extended \(name) by \(days) days: it renews at \(renews); the app gets transaction \(id) re-signed "
              + "on Transaction.updates."),
          zhHans: "已将\(name)的续期日期延长\(days)天：将于\(renews)续期；App 会通过 Transaction.updates 收到"
            + "重新签名的交易\(id)。"))
    case .extendedForAllActiveSubscribers(let status, let days):
      let name = name(of: status.productID)
      return Report(
        .success, title,
        say(
          en: Language.english(
            days,
            one: "Extended the active subscriptions to \(name) by 1 day: \(status.succeeded) extended, "
              + "\(status.failed) not eligible (request \(status.requestID)).",
            other: "Extended the active subscriptions to \(name) by \(days) days: \(status.succeeded) extended, "
              + "\(status.failed) not eligible (request \(status.requestID))."),
          zhHans: "已为\(name)的所有活跃订阅者将续期日期延长\(days)天：\(status.succeeded)个订阅已延长，"
            + "\(status.failed)个不符合条件（请求\(status.requestID)）。"))
    case .appAccountTokenSet(let record):
      let name = name(of: record.productID)
      let token = record.appAccountToken?.uuidString.lowercased() ?? "?"
      return Report(
        .success, title,
        say(
          en: "Transaction \(record.id) (\(name)) and its renewals carry app account token \(token) now; the app gets "
            + "them re-signed on Transaction.updates.",
          zhHans: "交易\(record.id)（\(name)）及其续期交易现在带有 App 账户令牌\(token)；App 会通过 "
            + "Transaction.updates 收到重新签名的交易。"))
    case .consumptionInformationSent(let record):
      let name = name(of: record.productID)
      return Report(
        .success, title,
        say(
          en: "Kept the consumption information for transaction \(record.id) (\(name)), for the App Store's refund "
            + "decision.",
          zhHans: "已保存交易\(record.id)（\(name)）的消耗信息，供 App Store 作出退款决定时参考。"))
    case .testNotificationRequested(let token):
      return Report(
        .success, title,
        say(
          en: "A TEST notification is on its way to every webhook; its test notification token is \(token).",
          zhHans: "一条 TEST 测试通知正发往每个 webhook；其测试通知令牌为\(token)。"))
    case .webhookAnswersFailing(let count) where count > 0:
      return Report(
        .success, title,
        say(
          en: Language.english(
            count,
            one: "The webhooks' next answer counts as a failure, whatever it is: it is recorded as "
              + "UNSUCCESSFUL_HTTP_RESPONSE_CODE and retried on Apple's schedule with the same notificationUUID.",
            other: "The webhooks' next \(count) answers count as failures, whatever they are: each is recorded as "
              + "UNSUCCESSFUL_HTTP_RESPONSE_CODE and retried on Apple's schedule with the same notificationUUID."),
          zhHans: "webhook 接下来的\(count)次应答无论内容如何都计为失败：每次都记录为 UNSUCCESSFUL_HTTP_RESPONSE_CODE，"
            + "并按 Apple 的重试计划以相同的 notificationUUID 重试。"))
    case .webhookAnswersFailing:
      return Report(
        .success, title,
        say(
          en: "The webhooks' answers count as they are again: 200 to 206 is a success.",
          zhHans: "webhook 的应答重新按实际结果计：200 到 206 为成功。"))
    case .notificationResent(let notification, let webhooks):
      let kind = NotificationWords.kind(notification.kind)
      let uuid = notification.uuid
      return Report(
        .success, title,
        say(
          en: Language.english(
            webhooks,
            one: "Notification \(uuid) (\(kind)) goes to the webhook again now, with the same notificationUUID; Get "
              + "Notification History lists the new attempt.",
            other: "Notification \(uuid) (\(kind)) goes to \(webhooks) webhooks again now, with the same "
              + "notificationUUID; Get Notification History lists the new attempts."),
          zhHans: "通知\(uuid)（\(kind)）现在以相同的 notificationUUID 再次发往\(webhooks)个 webhook；"
            + "“获取通知历史记录”（Get Notification History）会列出新的发送尝试。"))
    }
  }

  /// A purchase's order id, for the backend developer who looks it up (Look Up Order ID) as a customer's receipt
  /// e-mail shows it.
  public func orderSentence(_ orderID: String) -> String {
    say(
      en: "Its order id is \(orderID): Look Up Order ID finds the order's transactions by it.",
      zhHans: "其订单号为\(orderID)：“查询订单号”（Look Up Order ID）可据此找到该订单的交易。")
  }

  /// Why the App Store's server side refused, in a sentence.
  func sentence(_ refusal: ServerRefusal) -> String {
    switch refusal {
    case .noWebhook:
      switch surface {
      case .commandLine:
        say(
          en: "The sandbox has no webhook to send a notification to; add one with 'storefront server webhook add URL'.",
          zhHans: "沙盒没有可接收通知的 webhook；请用“storefront server webhook add URL”添加一个。")
      case .storefront, .scenario:
        say(
          en: "The sandbox has no webhook to send a notification to; add one first.",
          zhHans: "沙盒没有可接收通知的 webhook；请先添加一个。")
      }
    case .noSuchNotification(.uuid(let uuid)):
      switch surface {
      case .commandLine:
        say(
          en: "No notification has notificationUUID \(uuid); 'storefront server notifications' lists them.",
          zhHans: "没有 notificationUUID 为\(uuid)的通知；“storefront server notifications”会列出所有通知。")
      case .storefront, .scenario:
        say(en: "No notification has notificationUUID \(uuid).", zhHans: "没有 notificationUUID 为\(uuid)的通知。")
      }
    case .noSuchNotification(.latest(nil)):
      say(en: "The sandbox has stored no notification yet.", zhHans: "沙盒还没有存储任何通知。")
    case .noSuchNotification(.latest(let type?)):
      say(en: "The sandbox has stored no \(type.rawValue) notification yet.", zhHans: "沙盒还没有存储\(type.rawValue)通知。")
    case .refused(.keyIDTaken(let keyID)):
      say(en: "An API key with id \(keyID) is registered already.", zhHans: "密钥 ID 为\(keyID)的 API 密钥已注册。")
    case .refused(.notAnOriginalSubscription(let id)):
      say(
        en: "Transaction \(id) is not the original transaction of an auto-renewable subscription.",
        zhHans: "交易\(id)不是自动续期订阅的原始交易。")
    case .refused(.notAnOriginalTransaction(let id)):
      say(
        en: "Transaction \(id) is not an original transaction; the request takes its originalTransactionId.",
        zhHans: "交易\(id)不是原始交易；该请求需要使用其 originalTransactionId。")
    case .refused(.familyShared):
      say(
        en: "The transaction is shared through Family Sharing: only the family member who bought it can be changed.",
        zhHans: "该交易是通过家人共享获得的：只能更改购买它的家庭成员的交易。")
    case .refused(.extensionIneligible):
      say(
        en: "The subscription cannot be extended: it is not active, or it is refunded or in billing retry.",
        zhHans: "无法延长该订阅：它未处于有效状态，或已退款，或正处于计费重试。")
    case .refused(.maximumExtensions):
      say(
        en: "The subscription was extended twice in the last 365 days already, Apple's limit.",
        zhHans: "该订阅在过去 365 天内已延长两次，已达 Apple 的上限。")
    }
  }
}
