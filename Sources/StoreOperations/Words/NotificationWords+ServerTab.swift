public import InterfaceLanguage

/// The storefront's Server tab in words (`storefront --server`): its panes, what they say while empty, the webhooks'
/// standing, Apple's retry schedule and the fail-next prompt. Apple's field names (`signedPayload`,
/// `signedTransactionInfo`…) stay as Apple spells them, in both languages: a backend developer searches for those.
extension NotificationWords {
  /// The notifications pane's title.
  public static func notificationsTitle(_ count: Int, language: Language) -> String {
    language.say(en: "Notifications (\(count))", zhHans: "通知（\(count)）")
  }

  /// The request log's title.
  public static func requestsTitle(language: Language) -> String {
    language.say(en: "API requests", zhHans: "API 请求")
  }

  /// The selected notification's pane title.
  public static func detailTitle(language: Language) -> String {
    language.say(en: "Notification", zhHans: "通知详情")
  }

  /// What the request log says before the backend asked anything.
  public static func noRequestsYet(address: String, language: Language) -> String {
    language.say(
      en: "No requests yet: point Apple's App Store Server Library at \(address).",
      zhHans: "还没有请求：请将 Apple 的 App Store Server Library 指向\(address)。")
  }

  /// Where notifications go, or that they wait for a webhook.
  public static func webhooks(_ urls: [String], language: Language) -> String {
    guard !urls.isEmpty else {
      return language.say(
        en: "No webhook: notifications are kept; add one with 'storefront server webhook add URL'.",
        zhHans: "没有 webhook：通知会保留；请用“storefront server webhook add URL”添加一个。")
    }
    let list = Phrase.listing(urls).text(in: language)
    return language.say(en: "Webhooks: \(list)", zhHans: "webhook 地址：\(list)")
  }

  /// The fail-next count still standing (nil when answers count as they are).
  public static func failing(_ count: Int, language: Language) -> String? {
    guard count > 0 else { return nil }
    return language.say(
      en: Language.english(
        count, one: "The webhooks' next answer counts as a failure.",
        other: "The webhooks' next \(count) answers count as failures."),
      zhHans: "webhook 接下来的\(count)次应答将计为失败。")
  }

  /// The heading over a notification's delivery attempts.
  public static func attemptsHeading(language: Language) -> String {
    language.say(en: "Delivery attempts", zhHans: "发送尝试")
  }

  /// Apple's retry schedule ("Responding to App Store Server Notifications"), as the sandbox follows it.
  public static func retrySchedule(language: Language) -> String {
    language.say(
      en: "A failed attempt is retried 1, 12, 24, 48 and 72 hours after the previous one (on the sandbox clock), "
        + "with the same notificationUUID.",
      zhHans: "发送失败后，会在上一次尝试之后的 1、12、24、48 和 72 小时重试（按沙盒时钟），notificationUUID 不变。")
  }

  /// The heading over a decoded JWS: `signedPayload`, `signedTransactionInfo` or `signedRenewalInfo`.
  public static func decodedHeading(_ field: String, language: Language) -> String {
    language.say(en: "\(field), decoded", zhHans: "\(field)（已解码）")
  }

  /// The heading over the `signedPayload` exactly as POSTed.
  public static func rawHeading(language: Language) -> String {
    language.say(en: "signedPayload, as POSTed (JWS)", zhHans: "signedPayload 原文（JWS，按 POST 发送）")
  }

  /// A JWS that cannot be taken apart.
  public static func undecodable(language: Language) -> String {
    language.say(en: "(not a JWS that can be decoded)", zhHans: "（不是可解码的 JWS）")
  }

  /// The fail-next prompt's title and what to type.
  public static func failPrompt(language: Language) -> (title: String, hint: String) {
    (
      language.say(en: "Fail the webhooks' next answers", zhHans: "让 webhook 接下来的应答计为失败"),
      language.say(
        en: "How many answers count as failures? 0 to 1000 (0 stops it)",
        zhHans: "多少次应答计为失败？0 到 1000（0 表示停止）")
    )
  }

  /// Why the fail-next prompt refused what was typed.
  public static func notACount(_ text: String, language: Language) -> String {
    guard !text.isEmpty else { return language.say(en: "Type a number first", zhHans: "请先输入一个数字") }
    return language.say(
      en: "'\(text)' is not a count of answers; type a whole number from 0 to 1000",
      zhHans: "“\(text)”不是应答次数；请输入 0 到 1000 之间的整数")
  }
}
