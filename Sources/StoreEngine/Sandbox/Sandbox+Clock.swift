public import FoundationEssentials
public import StoreCatalog

/// Controlling simulated time, and the scheduler that makes things happen on time without polling.
extension Sandbox {
  public func pauseClock() throws { try changeClock { $0.pause(real: $1) } }

  public func resumeClock() throws { try changeClock { $0.resume(real: $1) } }

  /// Moves simulated time forward to `date`; everything due on the way happens at its own moment.
  public func advanceClock(to date: Date) throws { try changeClock { $0.advance(to: date, real: $1) } }

  /// Moves simulated time forward by `interval` simulated seconds.
  public func advanceClock(by interval: TimeInterval) throws { try changeClock { $0.advance(by: interval, real: $1) } }

  /// Jumps to the next scheduled event and lets it happen; returns its date (nil when nothing is scheduled).
  @discardableResult
  public func advanceToNextEvent() throws -> Date? {
    try settle()
    guard let next = try nextEventDate() else { return nil }
    try advanceClock(to: next)
    return next
  }

  public func setTimeRate(_ rate: TimeRate) throws { try changeClock { $0.setTimeRate(rate, real: $1) } }

  private func changeClock(_ change: (inout SandboxClock, Date) -> Void) throws {
    refreshIfChanged()
    var changed = clock
    change(&changed, realNow())
    let date = changed.now(real: realNow())
    try commit {
      try ledger.setMetaValue(MetaKey.clock, changed)
      try ledger.appendEvent(.settingsChanged, transactionID: nil, device: nil, at: date)
    }
    clock = changed
    try settle()
    rearmScheduler()
  }

  // MARK: - Scheduler

  /// Makes renewals, expiries and request expiries happen at their simulated moment while this process
  /// runs: one timer, armed for the next event and re-armed after every change; no polling.
  public func startScheduler() {
    schedulerEnabled = true
    try? settle()
    rearmScheduler()
  }

  public func stopScheduler() {
    schedulerEnabled = false
    scheduledWake?.cancel()
    scheduledWake = nil
  }

  /// Arms the timer for the next event (called after every change this process sees).
  func rearmScheduler() {
    guard schedulerEnabled else { return }
    scheduledWake?.cancel()
    scheduledWake = nil
    guard let next = try? nextEventDate(), let delay = clock.realDelay(until: next, real: realNow()) else { return }
    scheduledWake = Task { [weak self] in
      do { try await Task.sleep(for: .seconds(max(delay, 0.001))) } catch { return }
      await self?.scheduledEventDue()
    }
  }

  private func scheduledEventDue() {
    do {
      try settle()
      rearmScheduler()
    } catch {
      scheduledWake = nil
    }
  }
}
