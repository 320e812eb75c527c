public import InterfaceLanguage
public import StoreCatalog
public import StoreEngine

/// The simulated clock in words: how fast time runs (`SKTestSession.TimeRate`, as Xcode's Editor ▸ Time Rate menu
/// names its rates) and what will happen next on its own — the one wording `clock status`, the QA panel's clock pane
/// and scenario descriptions share.
public enum ClockWords {
  /// "real time", "1 day every 5 s", "1 month every 1 h", "1 renewal every 2 s"; "实时", "每 5 秒计 1 天",
  /// "每 2 秒续期 1 次".
  public static func rate(_ rate: TimeRate, language: Language) -> String {
    func span(_ seconds: Double) -> String { language.duration(seconds: seconds, .brief(largest: .hours)) }
    return switch rate {
    case .realTime: language.say(en: "real time", zhHans: "实时")
    case .dayEvery(let seconds): language.say(en: "1 day every \(span(seconds))", zhHans: "每\(span(seconds))计 1 天")
    case .monthEvery(let seconds):
      language.say(en: "1 month every \(span(seconds))", zhHans: "每\(span(seconds))计 1 个月")
    case .renewalEvery(let seconds):
      language.say(en: "1 renewal every \(span(seconds))", zhHans: "每\(span(seconds))续期 1 次")
    }
  }
}

extension OutcomeWords {
  /// What will happen on its own, named by the products' and groups' display names: "Ask to Buy request 1 for
  /// Theme Pack expires", "Storefront Plus renews as Premium Monthly", "Storefront Plus expires (auto-renew was
  /// turned off)".
  public func upcoming(_ event: UpcomingEvent) -> String {
    switch event.kind {
    case .askToBuyExpires(let request, let productID):
      let product = name(of: productID)
      return say(
        en: "Ask to Buy request \(request) for \(product) expires", zhHans: "\(product)的购买前询问请求\(request)到期")
    case .renews(let groupID, let productID):
      let (group, product) = (groupName(of: groupID), name(of: productID))
      return say(en: "\(group) renews as \(product)", zhHans: "\(group)将续期为\(product)")
    case .billingRetry(let groupID, let withGracePeriod):
      let group = groupName(of: groupID)
      return withGracePeriod
        ? say(
          en: "\(group) fails to renew: billing retry with a grace period", zhHans: "\(group)续期失败：进入计费重试，并有宽限期")
        : say(en: "\(group) fails to renew: billing retry", zhHans: "\(group)续期失败：进入计费重试")
    case .expires(let groupID, let intent):
      let (group, why) = (groupName(of: groupID), SubscriptionWords.expiration(intent, language: language))
      return say(en: "\(group) expires (\(why))", zhHans: "\(group)将过期（\(why)）")
    case .gracePeriodEnds(let groupID):
      let group = groupName(of: groupID)
      return say(en: "The grace period of \(group) ends", zhHans: "\(group)的宽限期结束")
    }
  }
}
