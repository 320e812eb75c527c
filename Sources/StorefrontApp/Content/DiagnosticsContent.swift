import InterfaceLanguage
import StoreCatalog
import TerminalUI

/// The diagnostics view's lines: a summary, then each problem with its severity, place and message.
enum DiagnosticsContent {
  static func lines(
    _ diagnostics: [Diagnostic], catalogName: String, width: Int, glyphs: Glyphs, language: Language
  ) -> [StyledLine] {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    let skipped = diagnostics.filter { $0.skippedProduct != nil }.count
    let summary = self.summary(errors: errors, warnings: warnings, skipped: skipped, in: catalogName, language)
    var lines = StyledLine.wrapped(summary, width: width, style: errors > 0 ? .error : .warning)
    lines.append(.blank)
    for diagnostic in diagnostics {
      let isError = diagnostic.severity == .error
      let severity =
        isError ? language.say(en: "error", zhHans: "错误") : language.say(en: "warning", zhHans: "警告")
      let mark = "\(isError ? glyphs.failure : glyphs.warning) \(severity)"
      var place =
        diagnostic.position.map { at in
          language.say(en: "line \(at)", zhHans: "第\(at.line)行第\(at.column)列")
        } ?? ""
      if !diagnostic.path.isRoot { place += (place.isEmpty ? "" : "  ") + "\(diagnostic.path)" }
      lines.append(StyledLine(segments: [Segment(mark, isError ? .error : .warning), Segment("  " + place, .dim)]))
      lines += StyledLine.wrapped(diagnostic.message(in: language), width: width, indent: 4)
      lines.append(.blank)
    }
    return lines
  }

  /// "2 errors and 1 warning in demo; 1 product left out of the store".
  private static func summary(
    errors: Int, warnings: Int, skipped: Int, in catalog: String, _ language: Language
  ) -> String {
    let errorCount = errorCount(errors, in: language)
    let warningCount = warningCount(warnings, in: language)
    let skippedCount = Language.english(skipped, one: "1 product", other: "\(skipped) products")
    return skipped > 0
      ? language.say(
        en: "\(errorCount) and \(warningCount) in \(catalog); \(skippedCount) left out of the store",
        zhHans: "\(catalog)中有\(errorCount)和\(warningCount)；\(skipped)个产品未载入")
      : language.say(
        en: "\(errorCount) and \(warningCount) in \(catalog)", zhHans: "\(catalog)中有\(errorCount)和\(warningCount)")
  }

  /// "1 error", "2 errors", "2 个错误": the summary's and the header badge's count.
  static func errorCount(_ count: Int, in language: Language) -> String {
    language.say(en: Language.english(count, one: "1 error", other: "\(count) errors"), zhHans: "\(count)个错误")
  }

  /// "1 warning", "3 warnings", "3 个警告".
  static func warningCount(_ count: Int, in language: Language) -> String {
    language.say(en: Language.english(count, one: "1 warning", other: "\(count) warnings"), zhHans: "\(count)个警告")
  }
}
