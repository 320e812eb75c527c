public import FoundationEssentials
public import InterfaceLanguage
public import StoreEngine

/// A subscription's standing in words — the one way every view names it: the product pane, the list's group
/// heading, the transactions view and `storefront subscription status`. Chinese uses Apple's terms: 宽限期 (grace
/// period), 计费重试 (billing retry), 自动续期 (auto-renew).
public enum SubscriptionWords {
  /// A word or two, for lists and columns: "subscribed", "grace period", "billing retry", "expired", "revoked",
  /// "not granted".
  public static func state(_ standing: SubscriptionStanding, language: Language) -> String {
    switch standing {
    case .subscribed: language.say(en: "subscribed", zhHans: "已订阅")
    case .inGracePeriod: language.say(en: "grace period", zhHans: "宽限期")
    case .inBillingRetry: language.say(en: "billing retry", zhHans: "计费重试")
    case .expired: language.say(en: "expired", zhHans: "已过期")
    case .revoked: language.say(en: "revoked", zhHans: "已撤销")
    case .notGranted: language.say(en: "not granted", zhHans: "未授予")
    }
  }

  /// The standing with what it means for the customer: "In grace period: billing failed, still entitled",
  /// "Expired 2026-02-01 12:00 (auto-renew was turned off)".
  public static func status(_ standing: SubscriptionStanding, calendar: Calendar, language: Language) -> String {
    switch standing {
    case .subscribed: return language.say(en: "Subscribed", zhHans: "已订阅")
    case .inGracePeriod:
      return language.say(en: "In grace period: billing failed, still entitled", zhHans: "处于宽限期：计费失败，仍可使用")
    case .inBillingRetry:
      return language.say(en: "In billing retry: billing failed, not entitled", zhHans: "处于计费重试：计费失败，无权使用")
    case .expired(let reason, let date):
      let when = date.map { DateWords.minute($0, in: calendar) }
      let why = reason.map { expiration($0, language: language) }
      return switch (when, why) {
      case (let when?, let why?): language.say(en: "Expired \(when) (\(why))", zhHans: "已于\(when)过期（\(why)）")
      case (let when?, nil): language.say(en: "Expired \(when)", zhHans: "已于\(when)过期")
      case (nil, let why?): language.say(en: "Expired (\(why))", zhHans: "已过期（\(why)）")
      case (nil, nil): language.say(en: "Expired", zhHans: "已过期")
      }
    case .revoked: return language.say(en: "Revoked: the App Store took access back", zhHans: "已撤销：App Store 收回了访问权限")
    case .notGranted(let error):
      return language.say(
        en: "Not granted: its transaction failed verification (\(error.rawValue))",
        zhHans: "未授予：其交易未通过验证（\(error.rawValue)）")
    }
  }

  /// Why a subscription expired: "auto-renew was turned off", "billing failed".
  public static func expiration(_ reason: ExpirationIntent, language: Language) -> String {
    switch reason {
    case .autoRenewDisabled: language.say(en: "auto-renew was turned off", zhHans: "自动续期已关闭")
    case .billingError: language.say(en: "billing failed", zhHans: "计费失败")
    case .didNotConsentToPriceIncrease:
      language.say(en: "the customer did not consent to a price increase", zhHans: "顾客未同意涨价")
    case .productUnavailable: language.say(en: "the product was not available", zhHans: "产品不可用")
    case .unknown: language.say(en: "for an unknown reason", zhHans: "原因未知")
    }
  }

  /// The App Store's own renewal state, where no app verdict applies (the command line, a group's status):
  /// "subscribed", "grace period", …
  public static func state(_ state: RenewalState, language: Language) -> String {
    switch state {
    case .subscribed: language.say(en: "subscribed", zhHans: "已订阅")
    case .inGracePeriod: language.say(en: "grace period", zhHans: "宽限期")
    case .inBillingRetryPeriod: language.say(en: "billing retry", zhHans: "计费重试")
    case .expired: language.say(en: "expired", zhHans: "已过期")
    case .revoked: language.say(en: "revoked", zhHans: "已撤销")
    }
  }
}
