import InterfaceLanguage
import StoreEngine

/// `--reason other|developer-issue`: why the App Store refunds, for `refund` and `family refund` alike (the
/// transaction's `revocationReason`, App Store Server API).
extension OptionSpec {
  static let revocationReason = OptionSpec.value(
    "reason", "REASON", help: Phrase(en: "other (default) or developer-issue", zhHans: "other（默认）或 developer-issue"),
    values: .words(["other", "developer-issue"]))
}

extension ParsedArguments {
  /// The `--reason` given, `other` when none is, or a usage error naming the two reasons.
  func revocationReason() throws -> RevocationReason {
    switch value("reason") ?? "other" {
    case "other": return .other
    case "developer-issue": return .developerIssue
    case let other:
      throw UsageError(
        Phrase(
          en: "--reason expects other or developer-issue, got '\(other)'",
          zhHans: "--reason 的值应为 other 或 developer-issue，实际为 '\(other)'"))
    }
  }
}
