/// When the next timer tick is due, for the ncurses thread's `poll` timeout: no interval means no timeout at all,
/// so an idle terminal sleeps until input or a wake-up.
struct TickSchedule {
  private(set) var interval: Duration?
  private(set) var next: ContinuousClock.Instant?

  /// Adopts a new interval; the first tick comes one interval from `now`. An unchanged interval keeps its
  /// rhythm, so frequent calls never postpone ticks.
  mutating func update(to interval: Duration?, now: ContinuousClock.Instant) {
    guard interval != self.interval else { return }
    self.interval = interval
    next = interval.map { now + $0 }
  }

  /// Milliseconds `poll` may sleep: -1 (forever) without ticks, else until the next tick, rounded up.
  func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
    guard let next else { return -1 }
    let remaining = now.duration(to: next)
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(min(milliseconds, Int64(Int32.max)))
  }

  /// Whether a tick is due at `now`; if so, schedules the next one (skipping ticks missed while busy).
  mutating func fire(now: ContinuousClock.Instant) -> Bool {
    guard let next, let interval, now >= next else { return false }
    let following = next + interval
    self.next = following > now ? following : now + interval
    return true
  }
}
