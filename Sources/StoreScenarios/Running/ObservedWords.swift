import InterfaceLanguage

/// The words of a failed expectation's `expected:` and `actual:` values that are not scenario syntax, in every
/// interface language. What the scenario and the app spell (`entitled`, `subscribed`, a quoted message, a product
/// identifier) stays as written; these say what is around it or what is missing.
enum ObservedWords: Sendable, Hashable {
  case noAppActionYet
  case entitled(Bool)
  case eligible(Bool)
  case noTransaction, aTransaction
  case notLoaded
  case loading
  /// Products loaded, with how many.
  case loaded(Int)
  /// Loading the products failed with the named error (`failed` is the expectation's keyword).
  case failedWith(String)
  case lineContaining(String)
  case found
  /// No line of the app's log holds the text: its last lines, quoted.
  case noLineContains(lastLines: [String])
  case messageContaining(String)
  case noMessage
  case neverSubscribed
  case renewsToNothing
  /// A subscription facet with no value in the status (`no expires`): the facet's keyword.
  case noValue(String)
  /// The status could not be read: the renderer's sentence for why.
  case statusUnreadable(String)

  func words(in l: Language) -> String {
    switch self {
    case .noAppActionYet: l.say(en: "no app action yet", zhHans: "App 尚未执行任何操作")
    case .entitled(let yes): yes ? l.say(en: "entitled", zhHans: "享有权益") : l.say(en: "not entitled", zhHans: "不享有权益")
    case .eligible(let yes): yes ? l.say(en: "eligible", zhHans: "符合资格") : l.say(en: "not eligible", zhHans: "不符合资格")
    case .noTransaction: l.say(en: "none", zhHans: "无")
    case .aTransaction: l.say(en: "a transaction", zhHans: "一笔交易")
    case .notLoaded: l.say(en: "not loaded", zhHans: "未载入")
    case .loading: l.say(en: "loading", zhHans: "正在载入")
    case .loaded(let count): l.say(en: "loaded (\(count))", zhHans: "已载入（\(count)个）")
    case .failedWith(let error): l.say(en: "failed with \(error)", zhHans: "failed，错误为\(error)")
    case .lineContaining(let text): l.say(en: "a line containing \"\(text)\"", zhHans: "包含 \"\(text)\" 的一行")
    case .found: l.say(en: "found", zhHans: "已找到")
    case .noLineContains(let lines):
      lines.isEmpty
        ? l.say(en: "no line contains it (last lines: none)", zhHans: "没有一行包含它（日志为空）")
        : l.say(
          en: "no line contains it (last lines: \(lines.joined(separator: "; ")))",
          zhHans: "没有一行包含它（最后几行：\(lines.joined(separator: "；"))）")
    case .messageContaining(let text): l.say(en: "a message containing \"\(text)\"", zhHans: "包含 \"\(text)\" 的消息")
    case .noMessage: l.say(en: "no message", zhHans: "没有消息")
    case .neverSubscribed: l.say(en: "never subscribed", zhHans: "从未订阅")
    case .renewsToNothing: l.say(en: "renews to nothing (auto-renew off)", zhHans: "不会续期（自动续期已关闭）")
    case .noValue(let keyword): l.say(en: "no \(keyword)", zhHans: "没有\(keyword)")
    case .statusUnreadable(let reason): l.say(en: "the status could not be read: \(reason)", zhHans: "无法读取订阅状态：\(reason)")
    }
  }
}
