import InterfaceLanguage
import StoreEngine
import StoreOperations

/// What a server statement (`extend-renewal`, `fail-webhook`, `resend-notification`…) does, in the interface
/// language, as a run prints it before its outcome. Apple's names (notificationType values) stay as Apple spells them.
enum ServerStatementDescription {
  static func text(_ operation: ServerOperation, language: Language) -> String {
    switch operation {
    case .extendRenewalDate(let reference, let renewalExtension):
      let transaction = StatementDescription.transaction(reference, language: language)
      let days = renewalExtension.days
      let dayWord = Language.english(days, one: "day", other: "days")
      return language.say(
        en: "The app's server extends the renewal date of \(transaction) by \(days) \(dayWord)",
        zhHans: "App 的服务器将\(transaction)的续期日期延长\(days)天")
    case .extendForAllActiveSubscribers(let product, _, let renewalExtension):
      let days = renewalExtension.days
      let dayWord = Language.english(days, one: "day", other: "days")
      return language.say(
        en: "The app's server extends every active \(product) subscription by \(days) \(dayWord)",
        zhHans: "App 的服务器将\(product)的所有活跃订阅延长\(days)天")
    case .setAppAccountToken(_, let originalID):
      return language.say(
        en: "The app's server sets the app account token of transaction \(originalID)",
        zhHans: "App 的服务器设置交易\(originalID)的 App 账户令牌")
    case .sendConsumptionInformation(let id, _):
      return language.say(
        en: "The app's server sends consumption information for transaction \(id)",
        zhHans: "App 的服务器发送交易\(id)的消耗信息")
    case .requestTestNotification:
      return language.say(en: "The app's server asks for a test notification", zhHans: "App 的服务器请求一条测试通知")
    case .failNextWebhookAnswers(let count):
      return language.say(
        en: "The webhooks' next \(count) answers count as failures", zhHans: "webhook 接下来的\(count)次应答计为失败")
    case .resendNotification(.latest(nil)):
      return language.say(en: "The newest notification goes to every webhook again", zhHans: "最新的通知再次发往每个 webhook")
    case .resendNotification(.latest(let type?)):
      return language.say(
        en: "The newest \(type.rawValue) notification goes to every webhook again",
        zhHans: "最新的\(type.rawValue)通知再次发往每个 webhook")
    case .resendNotification(.uuid(let uuid)):
      return language.say(en: "Notification \(uuid) goes to every webhook again", zhHans: "通知\(uuid)再次发往每个 webhook")
    }
  }
}
