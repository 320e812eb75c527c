import FoundationEssentials
public import InterfaceLanguage
import StoreCatalog
public import StoreEngine
import StoreOperations

/// Plays a scenario one statement at a time against a sandbox and the app launched on it: the step
/// model behind `storefront run`, and what `run --tui` drives to play a scenario visibly.
///
/// The session owns the app (a `Store` and the `StoreModel` on it), launched before the first
/// statement that needs it, so settings and faults at the top of a file are in force at launch.
/// Operations run through the same `StoreExecutor` the storefront and the commands use, and their
/// outcomes are told in the same words (`OutcomeWords`). Every step ends with the app caught up:
/// updates the step caused are delivered and handled, and the model's snapshot is fresh — a view
/// subscribed to `model.snapshots()` shows the result.
public actor ScenarioSession {
  public nonisolated let sandbox: Sandbox
  /// The language steps are described and told in; expectations compare the renderer's English words whatever it is.
  public nonisolated let language: Language
  let executor: StoreExecutor
  var app: AppLaunch?
  var launches = 0
  /// The change-log position the current launch has caught up to.
  var cursor: Int64 = 0
  /// How the last app action ended, for `expect result`.
  var lastResult: OperationResult?
  /// What `updates` delivered since the last `expect updates`.
  var updatesSinceCheck: [VerificationResult<Transaction>] = []
  /// The model's log as last reported, to report only new lines.
  var reportedLog: [StoreLogEntry] = []
  /// The message the app shows now: the words of its last action's outcome, or of what last arrived on updates.
  var shownMessage: String?
  /// What happened underneath the current step (launches, updates), for its details.
  var stepDetails: [String] = []
  /// The executor's result for the current step's operation.
  var stepResult: OperationResult?

  /// A session on `sandbox`; the app launches when a statement first needs it.
  public init(sandbox: Sandbox, language: Language) {
    self.sandbox = sandbox
    self.language = language
    executor = StoreExecutor(sandbox: sandbox)
  }

  /// A sandbox at `path` for a scenario: its catalog, its clock frozen at the scenario's start (time
  /// moves only when the scenario advances it), at the catalog's time rate.
  public static func makeSandbox(for scenario: LoadedScenario, at path: String) throws -> Sandbox {
    let start = scenario.scenario.startDate
    return try Sandbox(
      path: path, catalog: scenario.catalog,
      startClock: .frozen(at: start, timeRate: scenario.catalog.settings.timeRate), realNow: { start })
  }

  /// The running app's model (nil before the app first launches). It changes when a step relaunches
  /// the app (`StepResult.launchedApp`).
  public var model: StoreModel? { app?.model }

  /// The words expectations compare, in English in every language: the app's products when it runs, the catalog's
  /// names otherwise.
  var words: OutcomeWords {
    OutcomeWords(snapshot: app?.model.currentSnapshot, catalog: sandbox.catalog, language: .en, surface: .scenario)
  }

  /// The same words in the session's language, for the run's lines.
  var shownWords: OutcomeWords {
    OutcomeWords(snapshot: app?.model.currentSnapshot, catalog: sandbox.catalog, language: language, surface: .scenario)
  }

  /// Runs one statement: carries it out (or checks it), lets the app catch up, and says what happened.
  public func perform(_ step: ScenarioStep) async -> StepResult {
    let description = StatementDescription.text(step.statement, language: language)
    let launchesBefore = launches
    stepDetails = []
    stepResult = nil
    var outcome: StepOutcome
    do {
      if app == nil, step.statement.needsApp { try await launch() }
      switch step.statement {
      case .operation(let operation):
        let touchedBefore = await executor.resolver.lastTransactionID
        outcome = try await perform(operation)
        let touchedNow = await executor.resolver.lastTransactionID
        try await catchUp(settingLast: touchedNow == touchedBefore)
      case .restart:
        try await relaunch()
        outcome = .done(language.say(en: "launch \(launches)", zhHans: "第\(launches)次启动"))
      case .expectation(let expectation):
        outcome = try await check(expectation)
      }
    } catch let error as StepError {
      outcome = .error(error.sentence(words: words))
    } catch {
      outcome = .error(SandboxWords.sentence(error, language: language))
    }
    await app?.model.refresh()
    return StepResult(
      step: step, description: description, outcome: outcome, details: stepDetails + newLogLines(),
      launchedApp: launches != launchesBefore, result: stepResult)
  }

  /// Quits the app, if it runs.
  public func close() async {
    await app?.quit()
    app = nil
    await executor.attach(nil)
  }

  // MARK: - The app's life

  /// Launches the app: attaches the updates listener, handles the launch replay of unfinished
  /// transactions, loads products.
  func launch() async throws {
    launches += 1
    let launch = try await AppLaunch.launch(on: sandbox, device: "app-launch-\(launches)")
    app = launch
    await executor.attach(launch.model)
    reportedLog = []
    let (unfinished, position) = try await sandbox.unfinishedWithCursor()
    cursor = position
    let device = launch.store.device
    stepDetails.append(language.say(en: "launched the app (\(device))", zhHans: "已启动 App（\(device)）"))
    let replay = language.say(en: "launch replay", zhHans: "启动时重放")
    await record(try await launch.deliverUpdates(Set(unfinished.map(\.id))), as: replay, settingLast: true)
    await launch.model.loadProducts()
  }

  /// Quits the app and launches it again on the same account.
  func relaunch() async throws {
    await close()
    try await launch()
  }

  /// Delivers to the app every update the change log holds since the last step, and waits until the
  /// app has handled each.
  func catchUp(settingLast: Bool) async throws {
    guard let app else { return }
    let events = try await sandbox.events(after: cursor)
    cursor = events.last?.sequence ?? cursor
    var expected = Set<UInt64>()
    for event in events where app.store.isUpdate(event) {
      if let id = event.transactionID, try await sandbox.transaction(id) != nil { expected.insert(id) }
    }
    guard !expected.isEmpty else { return }
    await record(try await app.deliverUpdates(expected), as: "updates", settingLast: settingLast)  // Transaction.updates
  }

  /// Remembers what `updates` delivered (for `expect updates`, `last`, the message shown and the step's details);
  /// `source` is how the details name where the transactions came from, in the session's language.
  private func record(_ events: [TransactionEvent], as source: String, settingLast: Bool) async {
    updatesSinceCheck += events.map(\.result)
    stepDetails += events.map { "\(source) → \(TransactionWords.line($0.result, language: language))" }
    if let newest = events.last {
      shownMessage = words.arrival(newest).message
      if settingLast { await executor.touched(newest.transaction.id) }
    }
  }

  /// The app's log lines that were not reported yet.
  private func newLogLines() -> [String] {
    guard let app else { return [] }
    let log = app.model.currentSnapshot.log
    defer { reportedLog = log }
    return LogDifference.newEntries(previous: reportedLog, current: log).map { entry in
      let text = EventLogWords.text(entry.event, language: language)
      return language.say(en: "app log: \(text)", zhHans: "App 日志：\(text)")
    }
  }
}

extension Statement {
  /// Whether the statement involves the app, so it must be running: every expectation, and every
  /// operation the customer takes in the app. What a tester does at the App Store does not launch it.
  var needsApp: Bool {
    switch self {
    case .operation(let operation): operation.isInApp
    case .restart: false
    case .expectation: true
    }
  }
}
