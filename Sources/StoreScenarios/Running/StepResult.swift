public import StoreOperations

/// What running one statement did: the words to show, and how it came out.
public struct StepResult: Sendable, Hashable {
  public var step: ScenarioStep
  /// What the statement does, in plain words (`Buy com.example.removeads in the app`).
  public var description: String
  public var outcome: StepOutcome
  /// What happened underneath, for `--verbose` and the TUI's log: updates the app received, the app's
  /// new log lines.
  public var details: [String]
  /// The step launched the app (a first launch, `restart` or `reset`): a view showing the session's
  /// model should follow the new one.
  public var launchedApp: Bool
  /// What the executor made of the statement's operation, typed, when it ran one.
  public var result: OperationResult?

  public init(
    step: ScenarioStep, description: String, outcome: StepOutcome, details: [String] = [], launchedApp: Bool = false,
    result: OperationResult? = nil
  ) {
    self.step = step
    self.description = description
    self.outcome = outcome
    self.details = details
    self.launchedApp = launchedApp
    self.result = result
  }
}

/// How one statement came out.
public enum StepOutcome: Sendable, Hashable {
  /// An action was carried out; the text says what came of it (`purchased transaction 1 · 2.99 USD`),
  /// or is empty when the description says it all (`Turn Ask to Buy on`).
  case done(String)
  /// An expectation held.
  case passed
  /// An expectation did not hold.
  case failed(ExpectationFailure)
  /// An action could not be carried out (no such request, the clock asked to go back…).
  case error(String)

  /// Whether the scenario stops here.
  public var stopsScenario: Bool {
    switch self {
    case .done, .passed: false
    case .failed, .error: true
    }
  }
}

/// A failed expectation: what the scenario expected and what the app saw, in the same words.
public struct ExpectationFailure: Sendable, Hashable {
  public var expected: String
  public var actual: String

  public init(expected: String, actual: String) {
    self.expected = expected
    self.actual = actual
  }
}
