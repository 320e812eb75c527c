import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreScenarios
import StorefrontApp

extension CommandSpec {
  /// `storefront run SCENARIO...`: scenario files or shipped scenarios, headless.
  static let run = CommandSpec(
    name: "run",
    summary: Phrase(
      en: "run scenario files headless: set up the App Store, act as the customer, check what the app sees",
      zhHans: "无界面运行场景文件：设置 App Store，扮演顾客，检查 App 看到的内容"),
    discussion: Phrase(
      en: """
      A scenario is a file or a shipped scenario's name: `storefront run refund` runs the shipped
      catalogs/scenarios/refund.scenario, built into the binary, from any folder.
      Every scenario is parsed and checked against its catalog before anything runs. Each scenario then runs
      on a fresh temporary sandbox whose clock is frozen at the scenario's start: time moves only when the
      scenario advances it. A scenario stops at its first failed expectation; the next file still runs.
      Exit status: 0 every scenario passed, 1 one failed, 2 a command-line mistake or a file with errors.

      STATEMENTS:
      \(ScenarioGrammar.header.map { "  \($0.usage)" }.joined(separator: "\n"))
      \(ScenarioGrammar.statements.map { "  \($0.usage)" }.joined(separator: "\n"))

      EXPECTATIONS:
      \(ScenarioGrammar.expectations.map { "  \($0.usage)" }.joined(separator: "\n"))

      docs/scenarios.md explains each one, with examples.
      """,
      zhHans: """
      场景是一个文件或随附场景的名称：`storefront run refund` 在任意文件夹中运行随附的
      catalogs/scenarios/refund.scenario（已内置于二进制文件中）。
      运行之前，先解析每个场景并对照其目录检查。之后每个场景在一个新的临时沙盒上运行，其时钟冻结在场景的开始
      时刻：只有场景推进时间时时间才会流逝。场景在第一个失败的期望处停止；下一个文件仍会运行。
      退出状态：0 所有场景通过，1 有场景失败，2 命令行有误或文件有错误。

      语句（关键字在各语言中相同）：
      \(ScenarioGrammar.header.map { "  \($0.usage)" }.joined(separator: "\n"))
      \(ScenarioGrammar.statements.map { "  \($0.usage)" }.joined(separator: "\n"))

      期望：
      \(ScenarioGrammar.expectations.map { "  \($0.usage)" }.joined(separator: "\n"))

      docs/scenarios.md 逐一说明它们，并附有示例。
      """),
    arguments: [
      ArgumentSpec(
        name: "SCENARIO",
        help: Phrase(
          en: "a scenario file, or a shipped scenario's name (refund)", zhHans: "场景文件，或随附场景的名称（如 refund）"),
        isVariadic: true, values: .scenarios)
    ],
    options: [
      .value(
        "junit", "PATH",
        help: Phrase(
          en: "also write a JUnit XML report to PATH (one testsuite per file, one testcase per expectation)",
          zhHans: "同时把 JUnit XML 报告写到 PATH（每个文件一个 testsuite，每个期望一个 testcase）")),
      .flag(
        "verbose", short: "v",
        help: Phrase(
          en: "show what happened underneath each step: updates delivered, the app's log",
          zhHans: "显示每一步底下发生了什么：送达的更新、App 的日志")),
      .flag(
        "tui",
        help: Phrase(
          en: "play one scenario visibly in the interactive storefront, for demos (needs a terminal)",
          zhHans: "在交互式店面中可视地播放一个场景，用于演示（需要终端）")),
      .value(
        "pace", "SECONDS",
        help: Phrase(
          en: "with --tui: how long each statement stays on screen (default 1; 0 to 60)",
          zhHans: "配合 --tui：每条语句在屏幕上停留多久（默认 1；0 到 60）")),
      .flag(
        "no-mouse",
        help: Phrase(
          en: "with --tui: leave the mouse to the terminal (text selection)", zhHans: "配合 --tui：把鼠标留给终端（用于选择文本）")),
      .flag(
        "no-color",
        help: Phrase(
          en: "with --tui: draw without colours (NO_COLOR does the same)", zhHans: "配合 --tui：不使用颜色绘制（NO_COLOR 效果相同）")),
    ],
    run: { arguments in
      var loaded: [LoadedScenario] = []
      var problems: [ScenarioDiagnostics] = []
      for path in arguments.positionals {
        guard !path.isEmpty else {
          throw UsageError(
            Phrase(
              en: "an empty file name ('') was given; name a scenario file or a shipped scenario, as in 'storefront run refund'",
              zhHans: "给出的文件名为空（''）；请指定场景文件或随附场景的名称，例如 'storefront run refund'"))
        }
        switch ScenarioLoader.load(named: path) {
        case .success(let scenario): loaded.append(scenario)
        case .failure(let diagnostics): problems.append(diagnostics)
        }
      }
      let junit = arguments.value("junit")
      guard problems.isEmpty else {
        for diagnostics in problems { Console.error(TerminalText.safe(diagnostics.text(in: arguments.language))) }
        if let junit { try writeReport(JUnitReport.xml(reports: [], problems: problems), to: junit) }
        let count = problems.count
        Console.error(
          "storefront: "
            + arguments.language.say(
              en: Language.english(
                count, one: "1 scenario file has errors; nothing was run",
                other: "\(count) scenario files have errors; nothing was run"),
              zhHans: "\(count)个场景文件有错误；未运行任何场景"))
        return 2
      }
      if arguments.flag("tui") { return try await playVisibly(loaded, arguments: arguments) }
      let clock = ContinuousClock()
      let started = clock.now
      let runner = ScenarioRunner(verbose: arguments.flag("verbose"), language: arguments.language)
      var reports: [ScenarioReport] = []
      for scenario in loaded {
        reports.append(await runner.run(scenario) { line in Console.out(TerminalText.safe(line)) })
        Console.out("")
      }
      Console.out(RunOutput.summary(reports, duration: clock.now - started, language: arguments.language))
      if let junit { try writeReport(JUnitReport.xml(reports: reports), to: junit) }
      return reports.allSatisfy(\.passed) ? 0 : 1
    }
  )

  /// `run --tui FILE`: the scenario played in the storefront; what ran is printed once the terminal is restored.
  private static func playVisibly(_ loaded: [LoadedScenario], arguments: ParsedArguments) async throws -> Int32 {
    guard loaded.count == 1, let scenario = loaded.first else {
      let count = loaded.count
      throw UsageError(
        Phrase(en: "--tui plays one scenario file at a time; got \(count)", zhHans: "--tui 一次只播放一个场景文件；实际给出\(count)个"))
    }
    var pace = Duration.seconds(1)
    if let text = arguments.value("pace") {
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw UsageError(
          Phrase(en: "--pace expects seconds from 0 to 60, got '\(text)'", zhHans: "--pace 的值应为 0 到 60 秒，实际为 '\(text)'"))
      }
      pace = .milliseconds(Int((seconds * 1000).rounded()))
    }
    let mouse = !arguments.flag("no-mouse")
    let colors = !arguments.flag("no-color")
    let language = arguments.language
    guard
      let report = await InteractiveStorefront.play(
        scenario, pace: pace, mouse: mouse, colors: colors, language: language)
    else { return 2 }
    Console.out(RunOutput.header(scenario, language: language))
    for result in report.results {
      for line in RunOutput.lines(for: result, file: scenario.file, verbose: arguments.flag("verbose"), language: language) {
        Console.out(TerminalText.safe(line))
      }
    }
    if report.failure == nil && !report.notRun.isEmpty {
      let (ran, all) = (report.results.count, report.steps.count)
      Console.out(
        language.say(
          en: "stopped by the viewer after \(ran) of \(all) statements", zhHans: "观看者在\(all)条语句中的第\(ran)条之后停止了播放"))
    } else {
      for line in RunOutput.footer(report, language: language) { Console.out(line) }
    }
    if let junit = arguments.value("junit") { try writeReport(JUnitReport.xml(reports: [report]), to: junit) }
    return report.failure == nil ? 0 : 1
  }

  private static func writeReport(_ xml: String, to path: String) throws {
    do {
      try Data(xml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      let reason = SystemErrorWords.describing(error)
      throw CommandFailure(
        Phrase(en: "cannot write the JUnit report to \(path): \(reason)", zhHans: "无法把 JUnit 报告写到\(path)：\(reason)"))
    }
  }
}
