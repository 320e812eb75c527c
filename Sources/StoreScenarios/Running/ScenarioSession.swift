import Foundation
public import StoreEngine

/// Plays a scenario one statement at a time against a sandbox and the app launched on it: the step
/// model behind `storefront run`, and what `run --tui` drives to play a scenario visibly.
///
/// The session owns the app (a `Store` and the `StoreModel` on it), launched before the first
/// statement that needs it, so settings and faults at the top of a file are in force at launch.
/// Every step ends with the app caught up: updates the step caused are delivered and handled, and
/// the model's snapshot is fresh — a view subscribed to `model.snapshots()` shows the result.
public actor ScenarioSession {
  public nonisolated let sandbox: Sandbox
  var app: AppLaunch?
  var launches = 0
  /// The change-log position the current launch has caught up to.
  var cursor: Int64 = 0
  /// The transaction `last` means.
  var lastTransactionID: UInt64?
  /// How the last app action ended, for `expect result`.
  var lastResult: AppResult?
  /// What `updates` delivered since the last `expect updates`.
  var updatesSinceCheck: [VerificationResult<Transaction>] = []
  /// Each model's log as last reported, to report only new lines.
  var reportedLogs: [[StoreLogEntry]] = []
  /// The message the app shows now (the newest of its models' last messages), and each model's as
  /// last seen, to tell which changed.
  var shownMessage: StoreMessage?
  var seenMessages: [StoreMessage?] = []
  /// What happened underneath the current step (launches, updates), for its details.
  var stepDetails: [String] = []

  /// A session on `sandbox`; the app launches when a statement first needs it.
  public init(sandbox: Sandbox) {
    self.sandbox = sandbox
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

  /// Runs one statement: carries it out (or checks it), lets the app catch up, and says what happened.
  public func perform(_ step: ScenarioStep) async -> StepResult {
    let description = StatementDescription.text(step.statement)
    let launchesBefore = launches
    stepDetails = []
    let outcome: StepOutcome
    do {
      if app == nil, step.statement.needsApp { try await launch() }
      switch step.statement {
      case .action(let action):
        let touchedBefore = lastTransactionID
        let text = try await perform(action)
        try await catchUp(settingLast: lastTransactionID == touchedBefore)
        outcome = .done(text)
      case .expectation(let expectation):
        outcome = try await check(expectation)
      }
    } catch let error as StepError {
      outcome = .error(error.description)
    } catch {
      outcome = .error("\(error)")
    }
    await app?.refresh()
    let details = stepDetails + newLogLines()
    noticeMessages()
    return StepResult(
      step: step, description: description, outcome: outcome, details: details, launchedApp: launches != launchesBefore)
  }

  /// Quits the app, if it runs.
  public func close() async {
    await app?.quit()
    app = nil
  }

  // MARK: - The app's life

  /// Launches the app: attaches the updates listener, handles the launch replay of unfinished
  /// transactions, loads products.
  func launch() async throws {
    launches += 1
    let launch = try await AppLaunch.launch(on: sandbox, device: "app-launch-\(launches)")
    app = launch
    reportedLogs = []
    seenMessages = []
    let (unfinished, position) = try await sandbox.unfinishedWithCursor()
    cursor = position
    stepDetails.append("launched the app (\(launch.store.device))")
    record(try await launch.deliverUpdates(Set(unfinished.map(\.id))), as: "launch replay", settingLast: true)
    await launch.loadProducts()
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
    record(try await app.deliverUpdates(expected), as: "updates", settingLast: settingLast)
  }

  /// Remembers what `updates` delivered (for `expect updates`, `last` and the step's details).
  private func record(_ updates: [VerificationResult<Transaction>], as source: String, settingLast: Bool) {
    updatesSinceCheck += updates
    stepDetails += updates.map { "\(source) → \(Describe.result($0))" }
    if settingLast, let newest = updates.last { lastTransactionID = newest.unsafePayloadValue.id }
  }

  /// Takes the newest message the app shows: a model's message that changed in this step (the main
  /// model's when both did, as it handles updates after a purchase returns).
  private func noticeMessages() {
    guard let app else { return }
    let messages = [app.unfinishingModel.currentSnapshot.lastMessage, app.model.currentSnapshot.lastMessage]
    for (index, message) in messages.enumerated()
    where seenMessages.count != messages.count || seenMessages[index] != message {
      if let message { shownMessage = message }
    }
    seenMessages = messages
  }

  /// The app's log lines that were not reported yet.
  private func newLogLines() -> [String] {
    guard let app else { return [] }
    let logs = app.logs
    let previous = reportedLogs.count == logs.count ? reportedLogs : logs.map { _ in [] }
    reportedLogs = logs
    return zip(previous, logs).flatMap { LogDifference.newEntries(previous: $0, current: $1) }.map {
      "app log: \($0.text)"
    }
  }
}

extension Statement {
  /// Whether the statement involves the app, so it must be running: every expectation, and every
  /// action the customer takes in the app. What a tester does at the App Store does not launch it.
  var needsApp: Bool {
    guard case .action(let action) = self else { return true }
    switch action {
    case .buy(_, let options): return options.place == .app
    case .cancel, .redeem, .finish, .requestRefund, .restore, .consume, .loadProducts: return true
    case .restart, .reset, .set, .fault, .approve, .decline, .resolve, .expire, .refund, .revoke, .delete, .advance,
      .subscription:
      return false
    }
  }
}
