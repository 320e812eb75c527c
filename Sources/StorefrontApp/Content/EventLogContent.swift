import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI

/// The event log's lines: what the app's code saw (purchase results, updates, finishes, deliveries), each entry
/// stamped with its simulated time and kind, wrapped under its own text, worded by `EventLogWords` in the interface
/// language.
enum EventLogContent {
  /// Columns before an entry's text: the time and the kind.
  static let gutter = 19

  /// The newest lines of the log at `width`, enough to show `count` lines scrolled `offset` lines up, in order.
  /// Only the entries needed are wrapped, so a long log costs nothing on a keystroke. Unscrolled, the top line
  /// starts an entry: an entry that does not fit whole is left out (unless it is the only one).
  static func tail(
    _ log: [StoreLogEntry], count: Int, offset: Int, width: Int, calendar: Calendar, language: Language
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    let needed = max(0, count + offset)
    for entry in log.reversed() {
      guard lines.count < needed else { break }
      let entryLines = self.lines(of: entry, width: width, calendar: calendar, language: language)
      if offset == 0 && !lines.isEmpty && lines.count + entryLines.count > count { break }
      lines.insert(contentsOf: entryLines, at: 0)
    }
    let end = max(0, lines.count - max(0, offset))
    return Array(lines[max(0, end - count)..<end])
  }

  /// How many lines the whole log takes at `width` (to bound scrolling).
  static func totalLines(_ log: [StoreLogEntry], width: Int, calendar: Calendar, language: Language) -> Int {
    log.reduce(0) { $0 + lines(of: $1, width: width, calendar: calendar, language: language).count }
  }

  static func lines(of entry: StoreLogEntry, width: Int, calendar: Calendar, language: Language) -> [StyledLine] {
    let textWidth = max(1, width - gutter)
    let text = EventLogWords.text(entry.event, language: language)
    let wrapped = TextLayout.wrapped(TerminalText.sanitized(text), toWidth: textWidth)
    let indent = String(repeating: " ", count: gutter)
    return wrapped.enumerated().map { index, text in
      guard index == 0 else { return StyledLine(segments: [Segment(indent + text)]) }
      let name = EventLogWords.kind(entry.kind, language: language)
      let kind = name + String(repeating: " ", count: max(1, 9 - DisplayWidth.of(name)))
      return StyledLine(segments: [
        Segment(DateText.time(entry.date, in: calendar) + "  ", .dim),
        Segment(kind, entry.kind == .error ? .error : .accent), Segment(text),
      ])
    }
  }
}
