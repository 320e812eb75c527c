import StoreScenarios
import TerminalUI

/// The words of a scenario played in the storefront: the banner over the view, and the dialog it ends with.
enum PlaybackText {
  /// The banner's two lines: where playing stands, then the statement running or last run with its outcome.
  static func banner(_ playback: PlaybackState, glyphs: Glyphs) -> [StyledLine] {
    [status(playback, glyphs: glyphs), current(playback, glyphs: glyphs)]
  }

  private static func status(_ playback: PlaybackState, glyphs: Glyphs) -> StyledLine {
    let count = playback.steps.count
    let position = "statement \(min(playback.results.count + 1, count)) of \(count)"
    let (mark, words, style): (String, String, Style) =
      switch playback.phase {
      case .ready: ("", "Opening \(playback.file)", .dim)
      case .playing: (String(glyphs.selectionMarker), "Playing \(playback.file) · \(position)", .accent)
      case .paused: ("||", "Paused \(playback.file) · \(position) · p plays on, s plays one", .warning)
      case .failed:
        (String(glyphs.failure), "\(playback.file) failed at line \(playback.results.last?.step.line ?? 0)", .error)
      case .finished:
        (String(glyphs.success), RunOutput.footer(playback.report, language: .en).first.map(withoutMark) ?? "", .success)
      }
    return StyledLine(segments: [Segment(mark.isEmpty ? words : "\(mark) \(words)", style)])
  }

  private static func current(_ playback: PlaybackState, glyphs: Glyphs) -> StyledLine {
    if playback.isPerforming, let step = playback.nextStep {
      return StyledLine(segments: [lineNumber(step), Segment("\(glyphs.ellipsis) \(step.source)", .accent)])
    }
    guard let result = playback.results.last else {
      let first = playback.nextStep.map { "Next: \($0.source)" } ?? "The scenario has no statements"
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
          Segment(" · expected \(failure.expected), got \(failure.actual)", .dim),
        ]
      case .error(let message):
        [Segment("\(glyphs.failure) \(result.description): \(message)", .error)]
      }
    return StyledLine(segments: [lineNumber(result.step)] + segments)
  }

  private static func lineNumber(_ step: ScenarioStep) -> Segment {
    Segment("line \(step.line)  ", .dim)
  }

  /// The dialog a scenario ends with: the summary when it passed; the statement that failed, with what was
  /// expected and what the app saw, when it did not.
  static func conclusion(_ playback: PlaybackState) -> ResultDialog {
    let after = "Close this to look around (the other tabs show the state it ended in); q quits."
    guard let result = playback.results.last, playback.phase == .failed else {
      let summary = RunOutput.footer(playback.report, language: .en).first.map(withoutMark) ?? ""
      return ResultDialog(kind: .success, title: "Scenario passed", message: "\(summary).\n\n\(after)")
    }
    let place = "Line \(result.step.line): \(result.step.source)"
    switch result.outcome {
    case .failed(let failure):
      return ResultDialog(
        kind: .failure, title: "Expectation failed",
        message: "\(place)\nexpected: \(failure.expected)\nactual:   \(failure.actual)\n\n\(after)")
    case .error(let message):
      return ResultDialog(kind: .failure, title: "Statement failed", message: "\(place)\n\(message)\n\n\(after)")
    case .done, .passed:
      return ResultDialog(kind: .success, title: "Scenario stopped", message: after)
    }
  }

  /// `passed: 8 statements…` without the leading `✓ ` the headless run prints.
  private static func withoutMark(_ line: String) -> String {
    line.hasPrefix("✓ ") || line.hasPrefix("✗ ") ? String(line.dropFirst(2)) : line
  }
}
