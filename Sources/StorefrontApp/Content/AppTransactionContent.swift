import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI

/// The app transaction in the transactions view: its line above the list (bundle, version, when the customer got
/// the app, environment and the app's verdict) and its detail view (StoreKit's `AppTransaction` fields, the
/// verdicts, the decoded JWS). Follows developer.apple.com/documentation/storekit/apptransaction.
enum AppTransactionContent {
  typealias Fact = ProductDetailContent.Fact

  /// "App transaction  com.example.app · 1.0 · since 2026-01-01 09:00 · Sandbox" with "✓ verified" (or
  /// "! unverified") trailing, in `width` columns: "App  com.example.app · 1.0 · 01-01 09:00 · Sandbox" where the
  /// long form does not fit.
  static func line(_ reading: AppTransactionReading, in state: AppState, width: Int) -> StyledLine {
    let glyphs = state.glyphs
    let language = state.language
    let title = language.say(en: "App transaction  ", zhHans: "App 交易  ")
    guard let app = reading.outcome.appTransaction else {
      return StyledLine(
        segments: [Segment(title, .title), Segment(language.say(en: "not read", zhHans: "未读取"), .dim)],
        trailing: [Segment("\(glyphs.failure) \(language.say(en: "failed", zhHans: "失败"))", .error)])
    }
    let verdict =
      reading.outcome.verificationError == nil
      ? Segment("\(glyphs.success) \(language.say(en: "verified", zhHans: "已验证"))", .success)
      : Segment("\(glyphs.warning) \(language.say(en: "unverified", zhHans: "未验证"))", .warning)
    let since = DateWords.minute(app.originalPurchaseDate, in: state.calendar)
    let long = StyledLine(
      segments: [
        Segment(title, .title),
        Segment(
          language.say(
            en: "\(app.bundleID) · \(app.appVersion) · since \(since) · \(app.environment)",
            zhHans: "\(app.bundleID) · \(app.appVersion) · 自\(since)起 · \(app.environment)")),
      ], trailing: [Segment("  "), verdict])
    guard long.width > width else { return long }
    let short = DateText.short(app.originalPurchaseDate, in: state.calendar)
    return StyledLine(
      segments: [Segment(language.say(en: "App  ", zhHans: "App 交易  "), .title), Segment("\(app.bundleID) · \(app.appVersion) · \(short) · \(app.environment)")],
      trailing: [Segment("  "), verdict])
  }

  /// The detail view's lines: heading, StoreKit's fields, the verdicts, and the signed data.
  static func lines(_ reading: AppTransactionReading, in state: AppState, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let factsWidth = min(width, TransactionDetailContent.maximumFactsWidth)
    let language = state.language
    var lines = [
      StyledLine(
        segments: [Segment(language.say(en: "App transaction", zhHans: "App 交易"), .title)],
        trailing: [verdictWord(reading.outcome, in: language)]),
      StyledLine(
        language.say(
          en: "AppTransaction.shared at launch · a reload reads it again, as refresh() does",
          zhHans: "启动时读取 AppTransaction.shared · 重新载入时再次读取，如同 refresh()"), .dim),
      .blank,
    ]
    for fact in facts(reading, in: state) {
      lines += StyledLine.fact(
        fact.label, fact.value, style: fact.style, labelWidth: TransactionDetailContent.labelWidth, width: factsWidth)
    }
    guard reading.outcome.appTransaction != nil else { return lines }
    return lines + TransactionDetailContent.signedData(
      reading.inspection, width: width, glyphs: state.glyphs, language: language)
  }

  private static func verdictWord(_ outcome: AppTransactionOutcome, in language: Language) -> Segment {
    switch outcome {
    case .verified: Segment(language.say(en: "verified", zhHans: "已验证"), .success)
    case .unverified: Segment(language.say(en: "unverified", zhHans: "未验证"), .error)
    case .failed: Segment(language.say(en: "failed", zhHans: "失败"), .error)
    }
  }

  /// The App Store's ids for the app and its version, which the sandbox leaves out
  /// (developer.apple.com/documentation/storekit/apptransaction/appid).
  private static func appIDs(_ app: AppTransaction, in language: Language) -> Fact {
    let label = language.say(en: "App ids", zhHans: "App 的 ID")
    guard let id = app.appID else {
      return Fact(
        label,
        language.say(
          en: "none: appID and appVersionID are absent in the sandbox", zhHans: "无：沙盒中没有 appID 和 appVersionID"),
        .dim)
    }
    let version = app.appVersionID.map(String.init) ?? language.say(en: "none", zhHans: "无")
    return Fact(label, language.say(en: "app \(id) · version \(version)", zhHans: "App \(id) · 版本\(version)"))
  }

  static func facts(_ reading: AppTransactionReading, in state: AppState) -> [Fact] {
    let words = state.words
    let language = state.language
    let app: AppTransaction
    let result: VerificationResult<AppTransaction>
    switch reading.outcome {
    case .failed(let failure):
      return [Fact(language.say(en: "Error", zhHans: "错误"), words.explanation(failure), .error)]
    case .verified(let value):
      (app, result) = (value, .verified(value))
    case .unverified(let value, let error):
      (app, result) = (value, .unverified(value, error))
    }
    let calendar = state.calendar
    let platform = app.originalPlatform.map {
      language.say(
        en: "\($0) (originalPlatform: where the customer first got it)", zhHans: "\($0)（originalPlatform：顾客最初获取 App 的平台）")
    }
    var facts = [
      Fact(language.say(en: "Bundle", zhHans: "捆绑包 ID"), app.bundleID),
      Fact(
        language.say(en: "Version", zhHans: "版本"),
        language.say(
          en: "\(app.appVersion) · first \(app.originalAppVersion) (the sandbox always says 1.0)",
          zhHans: "\(app.appVersion) · 最初\(app.originalAppVersion)（沙盒中始终为 1.0）")),
      Fact(language.say(en: "Platform", zhHans: "平台"), platform ?? language.say(en: "none", zhHans: "无")),
      Fact(language.say(en: "Got the app", zhHans: "获取 App"), DateWords.second(app.originalPurchaseDate, in: calendar)),
      Fact(language.say(en: "Environment", zhHans: "环境"), app.environment),
      Fact(language.say(en: "Id", zhHans: "ID"), app.appTransactionID),
      appIDs(app, in: language),
      Fact(language.say(en: "Signed", zhHans: "签名时间"), DateWords.second(app.signedDate, in: calendar)),
    ]
    if let preorder = app.preorderDate {
      facts.append(Fact(language.say(en: "Preordered", zhHans: "预订时间"), DateWords.second(preorder, in: calendar)))
    }
    if let nonce = app.deviceVerificationNonce {
      facts.append(Fact(language.say(en: "Device nonce", zhHans: "设备 nonce"), nonce.uuidString.lowercased()))
    }
    let unverifiedMeans = language.say(
      en: "An app checking its own purchase would not trust it.", zhHans: "自行检查购买的 App 不会信任它。")
    return facts
      + TransactionFacts.verdicts(
        result, unverifiedMeans: unverifiedMeans, inspection: reading.inspection, glyphs: state.glyphs, words: words)
  }
}
