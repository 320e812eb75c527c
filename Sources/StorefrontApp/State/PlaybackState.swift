import StoreScenarios

/// A scenario played visibly in the storefront (`storefront run --tui`): its statements, what each one that ran
/// did, and where playing stands. While it plays, the store is read-only: only the scenario acts on it.
struct PlaybackState: Hashable, Sendable {
  /// Where playing stands.
  enum Phase: Hashable, Sendable {
    /// Waiting for the store to open.
    case ready
    case playing
    /// Paused by the viewer (`p`); `s` plays one statement.
    case paused
    /// A statement failed: an expectation did not hold, or an action could not be carried out.
    case failed
    /// Every statement ran.
    case finished
  }

  /// How the scenario file is named (the path as given).
  var file: String
  var steps: [ScenarioStep]
  /// What each statement that ran did, in order.
  var results: [StepResult] = []
  var phase: Phase = .ready
  /// How long each statement stays on screen before the next one runs.
  var pace: Duration
  /// Whether a statement is being carried out now.
  var isPerforming = false
  /// Increases with each timer started for the next statement, so a timer that was overtaken (by a pause, or a
  /// statement stepped by hand) is ignored.
  var timer = 0

  /// The next statement to run, when there is one.
  var nextStep: ScenarioStep? {
    results.count < steps.count ? steps[results.count] : nil
  }

  /// The run as `storefront run` reports it, for the summary and the lines printed after quitting.
  var report: ScenarioReport {
    var report = ScenarioReport(file: file, steps: steps)
    report.results = results
    return report
  }
}
