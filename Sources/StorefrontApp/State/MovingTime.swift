import FoundationEssentials
import StoreCatalog
import StoreEngine
import StoreOperations

/// What the screen shows of time, and when that next changes: the header's clock (to the second at a fast time rate,
/// where renewals come seconds apart; to the minute otherwise), the QA panel's clock and countdowns (to the second),
/// and how far a paused clock has fallen behind real time. The program redraws at that moment and at no other, so a
/// screen whose time shows minutes wakes once a minute, and one with nothing moving never.
extension AppState {
  /// Whether dates are shown to the second: at a fast time rate a subscription renews every few seconds, and times
  /// that repeat to the minute would not tell one renewal from the next.
  var showsSeconds: Bool {
    guard let rate = snapshot?.clock.timeRate else { return false }
    return rate != .realTime
  }

  /// A moment of the sandbox clock as the header and the details show it: `2026-01-01 12:00`, with `:05` at fast
  /// time rates.
  func clockText(_ date: Date) -> String {
    showsSeconds ? DateWords.second(date, in: calendar) : DateWords.minute(date, in: calendar)
  }

  /// Real time from `realNow` until the time on screen next changes, or nil when nothing shown moves (no store yet,
  /// a paused clock in step, a screen too small to show the header).
  var timeUntilTimeOnScreenChanges: Duration? {
    guard let clock = snapshot?.clock, AppLayout(state: self).fits else { return nil }
    var waits: [TimeInterval] = []
    if !clock.isPaused {
      let step: TimeInterval = showsSeconds || tab == .qa ? 1 : 60
      waits.append(Self.untilNextMultiple(of: step, from: clock.now(real: realNow).timeIntervalSince1970))
    }
    if case .behind(let seconds) = clock.drift(real: realNow) {
      // The header rounds the drift to the nearest second: what it shows changes half a second past each one.
      waits.append(Self.untilNextMultiple(of: seconds < 60 ? 1 : 60, from: seconds + 0.5))
    }
    // A few milliseconds past the boundary, so the redraw comes after the change, never just before it.
    return waits.min().map { .milliseconds(Int64(($0 * 1000).rounded()) + 5) }
  }

  /// Seconds from `value` to the next whole multiple of `step` (a full step when `value` is on one).
  static func untilNextMultiple(of step: TimeInterval, from value: TimeInterval) -> TimeInterval {
    let past = value.truncatingRemainder(dividingBy: step)
    return step - (past < 0 ? past + step : past)
  }
}
