import InterfaceLanguage
import StoreScenarios
import TerminalUI

/// The words of a scenario played in the storefront: the banner over the view, and the dialog it ends with.
enum PlaybackText {
  /// The banner's two lines: where playing stands, then the statement running or last run with its outcome.
  static func banner(_ playback: PlaybackState, glyphs: Glyphs, language: Language) -> [StyledLine] {
    [status(playback, glyphs: glyphs, language: language), current(playback, glyphs: glyphs, language: language)]
  }

  private static func status(_ playback: PlaybackState, glyphs: Glyphs, language: Language) -> StyledLine {
    let (count, file) = (playback.steps.count, playback.file)
    let at = min(playback.results.count + 1, count)
    let position = language.say(en: "statement \(at) of \(count)", zhHans: "第\(at)条语句，共\(count)条")
    let (mark, words, style): (String, String, Style) =
      switch playback.phase {
      case .ready: ("", language.say(en: "Opening \(file)", zhHans: "正在打开\(file)"), .dim)
      case .playing:
        (
          String(glyphs.selectionMarker),
          language.say(en: "Playing \(file) · \(position)", zhHans: "正在播放\(file) · \(position)"), .accent
        )
      case .paused:
        (
          "||",
          language.say(
            en: "Paused \(file) · \(position) · p plays on, s plays one",
            zhHans: "已暂停\(file) · \(position) · 按 p 继续，按 s 播放一条"), .warning
        )
      case .failed:
        (String(glyphs.failure), failedAt(playback.results.last?.step.line ?? 0, file, language), .error)
      case .finished:
        (
          String(glyphs.success), RunOutput.footer(playback.report, language: language).first.map(withoutMark) ?? "",
          .success
        )
      }
    return StyledLine(segments: [Segment(mark.isEmpty ? words : "\(mark) \(words)", style)])
  }

  private static func failedAt(_ line: Int, _ file: String, _ language: Language) -> String {
    language.say(en: "\(file) failed at line \(line)", zhHans: "\(file)在第\(line)行失败")
  }

  private static func current(_ playback: PlaybackState, glyphs: Glyphs, language: Language) -> StyledLine {
    if playback.isPerforming, let step = playback.nextStep {
      return StyledLine(segments: [lineNumber(step, language), Segment("\(glyphs.ellipsis) \(step.source)", .accent)])
    }
    guard let result = playback.results.last else {
      let first =
        playback.nextStep.map { step in language.say(en: "Next: \(step.source)", zhHans: "下一条：\(step.source)") }
        ?? language.say(en: "The scenario has no statements", zhHans: "场景中没有语句")
      return StyledLine(segments: [Segment(first, .dim)])
    }
    let segments: [Segment] =
      switch result.outcome {
      case .done(let text):
        [Segment(result.description)] + (text.isEmpty ? [] : [Segment(" \(glyphs.arrowRight) \(text)", .dim)])
      case .passed:
        [Segment("\(glyphs.success) \(result.description)", .success)]
      case .failed(let failure):
        [
          Segment("\(glyphs.failure) \(result.description)", .error),
          Segment(
            language.say(
              en: " · expected \(failure.expected), got \(failure.actual)",
              zhHans: " · 期望\(failure.expected)，实际\(failure.actual)"), .dim),
        ]
      case .error(let message):
        [Segment("\(glyphs.failure) \(result.description): \(message)", .error)]
      }
    return StyledLine(segments: [lineNumber(result.step, language)] + segments)
  }

  private static func lineNumber(_ step: ScenarioStep, _ language: Language) -> Segment {
    let line = step.line
    return Segment(language.say(en: "line \(line)  ", zhHans: "第\(line)行  "), .dim)
  }

  /// The dialog a scenario ends with: the summary when it passed; the statement that failed, with what was
  /// expected and what the app saw, when it did not.
  static func conclusion(_ playback: PlaybackState, language: Language) -> ResultDialog {
    let after = language.say(
      en: "Close this to look around (the other tabs show the state it ended in); q quits.",
      zhHans: "关闭此对话框即可查看（其他标签页显示场景结束时的状态）；按 q 退出。")
    guard let result = playback.results.last, playback.phase == .failed else {
      let summary = RunOutput.footer(playback.report, language: language).first.map(withoutMark) ?? ""
      return ResultDialog(
        kind: .success, title: language.say(en: "Scenario passed", zhHans: "场景通过"),
        message: language.say(en: "\(summary).\n\n\(after)", zhHans: "\(summary)。\n\n\(after)"))
    }
    let (line, source) = (result.step.line, result.step.source)
    let place = language.say(en: "Line \(line): \(source)", zhHans: "第\(line)行：\(source)")
    switch result.outcome {
    case .failed(let failure):
      // The `expected:` and `actual:` markers stay English in every language, as `storefront run` prints them.
      return ResultDialog(
        kind: .failure, title: language.say(en: "Expectation failed", zhHans: "期望未满足"),
        message: "\(place)\nexpected: \(failure.expected)\nactual:   \(failure.actual)\n\n\(after)")
    case .error(let message):
      return ResultDialog(
        kind: .failure, title: language.say(en: "Statement failed", zhHans: "语句失败"),
        message: "\(place)\n\(message)\n\n\(after)")
    case .done, .passed:
      return ResultDialog(kind: .success, title: language.say(en: "Scenario stopped", zhHans: "场景已停止"), message: after)
    }
  }

  /// `passed: 8 statements…` without the leading `✓ ` the headless run prints.
  private static func withoutMark(_ line: String) -> String {
    line.hasPrefix("✓ ") || line.hasPrefix("✗ ") ? String(line.dropFirst(2)) : line
  }
}
