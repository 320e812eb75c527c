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
    var summary = "\(count(errors, "error")) and \(count(warnings, "warning")) in \(catalogName)"
    if skipped > 0 { summary += "; \(count(skipped, "product")) left out of the store" }
    var lines = StyledLine.wrapped(summary, width: width, style: errors > 0 ? .error : .warning)
    lines.append(.blank)
    for diagnostic in diagnostics {
      let isError = diagnostic.severity == .error
      let mark = "\(isError ? glyphs.failure : glyphs.warning) \(diagnostic.severity.rawValue)"
      var place = diagnostic.position.map { "line \($0)" } ?? ""
      if !diagnostic.path.isRoot { place += (place.isEmpty ? "" : "  ") + "\(diagnostic.path)" }
      lines.append(StyledLine(segments: [Segment(mark, isError ? .error : .warning), Segment("  " + place, .dim)]))
      lines += StyledLine.wrapped(diagnostic.message(in: language), width: width, indent: 4)
      lines.append(.blank)
    }
    return lines
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
