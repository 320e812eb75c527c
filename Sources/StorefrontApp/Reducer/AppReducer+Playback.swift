import InterfaceLanguage
import StoreScenarios

/// Playing a scenario visibly (`storefront run --tui`): one statement at a time at the scenario's pace, a failed
/// statement stopping with a dialog, a summary at the end; `p` pauses and resumes, `s` plays one statement.
extension AppReducer {
  /// The store opened: playing starts after one pace, so the first screen can be read.
  static func startPlayback(_ state: inout AppState) -> [Effect] {
    guard var playback = state.playback, playback.phase == .ready else { return [] }
    playback.phase = .playing
    state.playback = playback
    return scheduleNextStep(&state)
  }

  static func scheduleNextStep(_ state: inout AppState) -> [Effect] {
    guard var playback = state.playback else { return [] }
    playback.timer += 1
    state.playback = playback
    return [.schedulePlayback(timer: playback.timer, after: playback.pace)]
  }

  /// The pace passed: the next statement runs, unless the timer was overtaken.
  static func playbackDue(timer: Int, _ state: inout AppState) -> [Effect] {
    guard let playback = state.playback, playback.timer == timer, playback.phase == .playing else { return [] }
    return playNextStep(&state)
  }

  private static func playNextStep(_ state: inout AppState) -> [Effect] {
    guard var playback = state.playback, !playback.isPerforming, let step = playback.nextStep else { return [] }
    playback.isPerforming = true
    state.playback = playback
    selectProduct(mentionedIn: step, &state)
    return [.playStep(step)]
  }

  /// Selects the first product the statement names, so the storefront shows what is being bought or checked.
  private static func selectProduct(mentionedIn step: ScenarioStep, _ state: inout AppState) {
    let words = step.source.split(separator: " ").map(String.init)
    guard let productID = words.first(where: { state.listing.index(of: $0) != nil }) else { return }
    select(productID, &state)
  }

  static func stepPlayed(_ result: StepResult, _ state: inout AppState) -> [Effect] {
    guard var playback = state.playback else { return [] }
    playback.isPerforming = false
    playback.results.append(result)
    if result.outcome.stopsScenario {
      playback.phase = .failed
    } else if playback.nextStep == nil {
      playback.phase = .finished
    }
    state.playback = playback
    switch playback.phase {
    case .failed, .finished:
      return present(.dialog(PlaybackText.conclusion(playback, language: state.language)), &state)
    case .playing:
      return scheduleNextStep(&state)
    case .ready, .paused:
      return []
    }
  }

  /// `p`: pause, or play on.
  static func togglePlayback(_ state: inout AppState) -> [Effect] {
    guard var playback = state.playback else { return [] }
    switch playback.phase {
    case .playing:
      playback.phase = .paused
      playback.timer += 1
      state.playback = playback
      return []
    case .paused:
      playback.phase = .playing
      state.playback = playback
      return playback.isPerforming ? [] : playNextStep(&state)
    case .ready, .failed, .finished:
      return []
    }
  }

  /// `s`: one statement, while paused.
  static func stepPlayback(_ state: inout AppState) -> [Effect] {
    guard state.playback?.phase == .paused else {
      let hint = state.language.say(
        en: "Pause first (p), then s plays one statement at a time", zhHans: "请先暂停（按 p），然后按 s 逐条播放语句")
      return showToast(.information, hint, &state)
    }
    return playNextStep(&state)
  }
}
