import Foundation
import StoreEngine
import StoreOperations
import TerminalUI

/// The QA panel's clock pane: simulated now, how fast time runs, and what happens next — renewals, billing
/// retries, grace periods ending, expiries, Ask to Buy requests expiring — each at its absolute simulated time.
enum TimelineContent {
  static let labelWidth = 8

  static func lines(_ state: AppState, width: Int) -> [StyledLine] {
    guard let snapshot = state.snapshot, let now = state.sandboxNow else {
      return [StyledLine("The store is not open yet.", .dim)]
    }
    let clock = snapshot.clock
    var lines = StyledLine.fact("Now", DateWords.second(now, in: state.calendar), labelWidth: labelWidth, width: width)
    let running = clock.isPaused ? "paused (c resumes)" : "running"
    lines += StyledLine.fact(
      "Rate", "\(ClockWords.rate(clock.timeRate, language: state.language)) · \(running)", style: clock.isPaused ? .warning : .normal,
      labelWidth: labelWidth, width: width)
    lines += [.blank, StyledLine("What happens next", .title)]
    guard !snapshot.upcoming.isEmpty else {
      lines += StyledLine.wrapped(
        "Nothing is scheduled. Subscriptions renew and Ask to Buy requests expire here, each at its moment.",
        width: width, style: .dim)
      return lines
    }
    for event in snapshot.upcoming {
      let when = "\(DateWords.minute(event.date, in: state.calendar))  \(DateText.until(event.date, from: now))"
      lines.append(StyledLine(when, .accent))
      lines += StyledLine.wrapped(state.words.upcoming(event), width: width, indent: 2)
    }
    lines += [.blank] + StyledLine.wrapped("n jumps to the next event; t advances by a typed duration.", width: width, style: .dim)
    return lines
  }
}
