import Foundation
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
    guard let app = reading.outcome.appTransaction else {
      return StyledLine(
        segments: [Segment("App transaction  ", .title), Segment("not read", .dim)],
        trailing: [Segment("\(glyphs.failure) failed", .error)])
    }
    let verdict =
      reading.outcome.verificationError == nil
      ? Segment("\(glyphs.success) verified", .success) : Segment("\(glyphs.warning) unverified", .warning)
    let since = DateWords.minute(app.originalPurchaseDate, in: state.calendar)
    let long = StyledLine(
      segments: [
        Segment("App transaction  ", .title),
        Segment("\(app.bundleID) · \(app.appVersion) · since \(since) · \(app.environment)"),
      ], trailing: [Segment("  "), verdict])
    guard long.width > width else { return long }
    let short = DateText.short(app.originalPurchaseDate, in: state.calendar)
    return StyledLine(
      segments: [Segment("App  ", .title), Segment("\(app.bundleID) · \(app.appVersion) · \(short) · \(app.environment)")],
      trailing: [Segment("  "), verdict])
  }

  /// The detail view's lines: heading, StoreKit's fields, the verdicts, and the signed data.
  static func lines(_ reading: AppTransactionReading, in state: AppState, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let factsWidth = min(width, TransactionDetailContent.maximumFactsWidth)
    var lines = [
      StyledLine(segments: [Segment("App transaction", .title)], trailing: [verdictWord(reading.outcome)]),
      StyledLine("AppTransaction.shared at launch · a reload reads it again, as refresh() does", .dim),
      .blank,
    ]
    for fact in facts(reading, in: state) {
      lines += StyledLine.fact(
        fact.label, fact.value, style: fact.style, labelWidth: TransactionDetailContent.labelWidth, width: factsWidth)
    }
    guard reading.outcome.appTransaction != nil else { return lines }
    return lines + TransactionDetailContent.signedData(reading.inspection, width: width, glyphs: state.glyphs)
  }

  private static func verdictWord(_ outcome: AppTransactionOutcome) -> Segment {
    switch outcome {
    case .verified: Segment("verified", .success)
    case .unverified: Segment("unverified", .error)
    case .failed: Segment("failed", .error)
    }
  }

  /// The App Store's ids for the app and its version, which the sandbox leaves out
  /// (developer.apple.com/documentation/storekit/apptransaction/appid).
  private static func appIDs(_ app: AppTransaction) -> Fact {
    guard let id = app.appID else { return Fact("App ids", "none: appID and appVersionID are absent in the sandbox", .dim) }
    return Fact("App ids", "app \(id) · version \(app.appVersionID.map(String.init) ?? "none")")
  }

  static func facts(_ reading: AppTransactionReading, in state: AppState) -> [Fact] {
    let words = state.words
    let app: AppTransaction
    let result: VerificationResult<AppTransaction>
    switch reading.outcome {
    case .failed(let failure):
      return [Fact("Error", words.explanation(failure), .error)]
    case .verified(let value):
      (app, result) = (value, .verified(value))
    case .unverified(let value, let error):
      (app, result) = (value, .unverified(value, error))
    }
    let calendar = state.calendar
    var facts = [
      Fact("Bundle", app.bundleID),
      Fact("Version", "\(app.appVersion) · first \(app.originalAppVersion) (the sandbox always says 1.0)"),
      Fact("Platform", app.originalPlatform.map { "\($0) (originalPlatform: where the customer first got it)" } ?? "none"),
      Fact("Got the app", DateWords.second(app.originalPurchaseDate, in: calendar)),
      Fact("Environment", app.environment),
      Fact("Id", app.appTransactionID),
      appIDs(app),
      Fact("Signed", DateWords.second(app.signedDate, in: calendar)),
    ]
    if let preorder = app.preorderDate { facts.append(Fact("Preordered", DateWords.second(preorder, in: calendar))) }
    if let nonce = app.deviceVerificationNonce { facts.append(Fact("Device nonce", nonce.uuidString.lowercased())) }
    return facts
      + TransactionFacts.verdicts(
        result, unverifiedMeans: "An app checking its own purchase would not trust it.", inspection: reading.inspection,
        glyphs: state.glyphs, words: words)
  }
}
