import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront clock …`: the sandbox's simulated time.
  static let clock = CommandSpec(
    name: "clock",
    summary: Phrase(en: "show and control the sandbox's simulated clock", zhHans: "查看和控制沙盒的模拟时钟"),
    discussion: Phrase(
      en: """
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
      zhHans: """
      ACTION 为以下之一：
        status             时间、速率、与真实时间的偏差（advance 之后偏快，pause 之后偏慢）以及接下来会发生
                           什么（默认）
        pause | resume     暂停或恢复模拟时间
        advance DURATION   向前推进：90s、15m、2h、3d、1w、1mo、1y、P1M，或组合如 1d12h
        next               跳到下一个预定事件（续期、重试、到期）
        rate RATE          设置速度：Xcode 的 _timeRate 值（0 为真实时间，15 为每 30 秒一个月，
                           1004 为每 10 秒续期一次……），或用 'list' 查看全部
      途中到期的一切都在各自的模拟时刻发生。
      """),
    arguments: [
      ArgumentSpec(
        name: "ACTION",
        help: Phrase(en: "status, pause, resume, advance, next or rate", zhHans: "status、pause、resume、advance、next 或 rate"),
        isOptional: true, values: .words(["status", "pause", "resume", "advance", "next", "rate"])),
      ArgumentSpec(
        name: "VALUE",
        help: Phrase(en: "the duration for advance, the rate for rate", zhHans: "advance 的时长，或 rate 的速率"),
        isOptional: true,
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
        guard let value else {
          throw UsageError(
            Phrase(en: "'clock advance' needs a DURATION, like 1d or 1mo", zhHans: "'clock advance' 需要一个 DURATION，如 1d 或 1mo"))
        }
        guard let duration = SimulatedDuration(value) else {
          throw UsageError(
            Phrase(
              en: "'\(value)' is not a duration; use forms like 90s, 15m, 2h, 3d, 1w, 1mo, 1y or P1M",
              zhHans: "'\(value)' 不是时长；请使用 90s、15m、2h、3d、1w、1mo、1y 或 P1M 这样的写法"))
        }
        try await session.perform(.advance(.by(duration)))
      case "next":
        try await session.perform(.advance(.nextEvent))
      case "rate":
        guard let value, value != "list" else {
          let names = TimeRate.rawValues.compactMap { raw in
            TimeRate(rawValue: raw).map { "\(raw)\t\(ClockWords.rate($0, language: arguments.language))" }
          }
          Console.out(names.joined(separator: "\n"))
          return 0
        }
        guard let raw = Int(value), TimeRate(rawValue: raw) != nil else {
          throw UsageError(
            Phrase(
              en: "'\(value)' is not a time rate; run 'storefront clock rate list' to see them",
              zhHans: "'\(value)' 不是时间速率；运行 'storefront clock rate list' 查看全部"))
        }
        try await session.perform(.set(.timeRate(raw)))
      case let other:
        throw UsageError(
          Phrase(
            en: "unknown clock action '\(other)'; use status, pause, resume, advance, next or rate",
            zhHans: "没有时钟操作 '\(other)'；可用 status、pause、resume、advance、next 或 rate"))
      }
      try await printStatus(session, json: arguments.flag("json"))
      return 0
    }
  )

  private static func printStatus(_ session: SandboxSession, json: Bool) async throws {
    let (sandbox, language) = (session.sandbox, session.language)
    let words = await session.words()
    var english = words
    english.language = .en
    let clock = await sandbox.currentClock
    let now = await sandbox.now
    let upcoming = try await sandbox.upcomingEvents()
    let real = Date()
    let drift = clock.drift(real: real)
    if json {
      Console.out(TransactionOutput.text([
        "now": DateText.iso(now), "paused": clock.isPaused, "rate": ClockWords.rate(clock.timeRate, language: .en),
        "realNow": DateText.iso(real), "drift": driftName(drift),
        "driftSeconds": Int(clock.offset(real: real).rounded()),
        "upcoming": upcoming.map { ["date": DateText.iso($0.date), "event": english.upcoming($0)] },
      ]))
      return
    }
    let (time, rate) = (DateText.short(now), ClockWords.rate(clock.timeRate, language: language))
    Console.out(
      clock.isPaused
        ? language.say(en: "Simulated time: \(time) UTC (paused) · \(rate)", zhHans: "模拟时间：\(time) UTC（已暂停）· \(rate)")
        : language.say(en: "Simulated time: \(time) UTC · \(rate)", zhHans: "模拟时间：\(time) UTC · \(rate)"))
    Console.out(OutcomeWords.drift(drift, language: language))
    Console.out(
      upcoming.isEmpty
        ? language.say(en: "Nothing scheduled.", zhHans: "没有已安排的事件。") : language.say(en: "Next:", zhHans: "接下来："))
    for event in upcoming { Console.out("  \(DateText.short(event.date))  \(TerminalText.safe(words.upcoming(event)))") }
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
