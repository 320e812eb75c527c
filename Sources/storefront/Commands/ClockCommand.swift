import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

extension CommandSpec {
  /// `storefront clock …`: the sandbox's simulated time.
  static let clock = CommandSpec(
    name: "clock",
    summary: "show and control the sandbox's simulated clock",
    discussion: """
      ACTION is one of:
        status             the time, the rate, how far it has drifted from real time (ahead after an
                           advance, behind after a pause) and what happens next (the default)
        pause | resume     stop or restart simulated time
        advance DURATION   move forward: 90s, 15m, 2h, 3d, 1w, 1mo, 1y, P1M, or combinations like 1d12h
        next               jump to the next scheduled event (a renewal, a retry, an expiry)
        rate RATE          set the speed: an Xcode _timeRate value (0 real time, 15 a month every 30 s,
                           1004 a renewal every 10 s, …) or 'list' to see them all
      Everything due on the way happens at its own simulated moment.
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "status, pause, resume, advance, next or rate", isOptional: true,
        values: .words(["status", "pause", "resume", "advance", "next", "rate"])),
      ArgumentSpec(
        name: "VALUE", help: "the duration for advance, the rate for rate", isOptional: true,
        values: .depending { $0.first == "rate" ? .timeRates : .none }),
    ],
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let value = arguments.argument(1)
      switch arguments.argument(0) ?? "status" {
      case "status": break
      case "pause": try await session.perform(.pauseClock)
      case "resume": try await session.perform(.resumeClock)
      case "advance":
        guard let value else { throw UsageError("'clock advance' needs a DURATION, like 1d or 1mo") }
        guard let duration = SimulatedDuration(value) else {
          throw UsageError("'\(value)' is not a duration; use forms like 90s, 15m, 2h, 3d, 1w, 1mo, 1y or P1M")
        }
        try await session.perform(.advance(.by(duration)))
      case "next":
        try await session.perform(.advance(.nextEvent))
      case "rate":
        guard let value, value != "list" else {
          Console.out(TimeRate.rawValues.map { "\($0)\t\(TimeRate(rawValue: $0)!)" }.joined(separator: "\n"))
          return 0
        }
        guard let raw = Int(value), TimeRate(rawValue: raw) != nil else {
          throw UsageError("'\(value)' is not a time rate; run 'storefront clock rate list' to see them")
        }
        try await session.perform(.set(.timeRate(raw)))
      case let other:
        throw UsageError("unknown clock action '\(other)'; use status, pause, resume, advance, next or rate")
      }
      try await printStatus(sandbox, json: arguments.flag("json"))
      return 0
    }
  )

  private static func printStatus(_ sandbox: Sandbox, json: Bool) async throws {
    let clock = await sandbox.currentClock
    let now = await sandbox.now
    let upcoming = try await sandbox.upcomingEvents()
    let real = Date()
    let drift = clock.drift(real: real)
    if json {
      Console.out(TransactionOutput.text([
        "now": DateText.iso(now), "paused": clock.isPaused, "rate": clock.timeRate.description,
        "realNow": DateText.iso(real), "drift": driftName(drift),
        "driftSeconds": Int(clock.offset(real: real).rounded()),
        "upcoming": upcoming.map { ["date": DateText.iso($0.date), "event": $0.text] },
      ]))
      return
    }
    Console.out("Simulated time: \(DateText.short(now)) UTC\(clock.isPaused ? " (paused)" : "") · \(clock.timeRate)")
    Console.out(OutcomeWords.drift(drift))
    Console.out(upcoming.isEmpty ? "Nothing scheduled." : "Next:")
    for event in upcoming { Console.out("  \(DateText.short(event.date))  \(TerminalText.safe(event.text))") }
  }

  /// `inStep`, `ahead` or `behind`: the drift's case, for `--json`.
  private static func driftName(_ drift: ClockDrift) -> String {
    switch drift {
    case .inStep: "inStep"
    case .ahead: "ahead"
    case .behind: "behind"
    }
  }
}
