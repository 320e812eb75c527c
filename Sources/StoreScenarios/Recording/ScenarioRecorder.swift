public import Foundation
public import StoreEngine

/// Turns a live session into a scenario file, so a manual walk-through becomes a regression test:
/// the TUI's `--record FILE` records each action as it happens, then writes the file with
/// expectations that capture the state the session ended in.
///
/// A value: record actions with the simulated time they happened at (time that passed in between
/// becomes an `advance` line), then ask for the text. A recording replays to the same final state
/// when the session started on an empty sandbox (a fresh one, or just after `reset`).
public struct ScenarioRecorder: Sendable, Hashable {
  public private(set) var catalog: CatalogReference
  /// When the session started, in simulated time.
  public private(set) var start: Date
  /// The recorded actions, with the `advance` lines between them.
  public private(set) var actions: [ScenarioAction] = []
  private var clock: Date

  /// Starts a recording of a session on `catalog` whose simulated clock reads `start`.
  public init(catalog: CatalogReference, start: Date) {
    self.catalog = catalog
    self.start = start
    clock = start
  }

  /// Records an action taken when the simulated clock read `time` (before the action took effect).
  ///
  /// Time is recorded as it passed, whatever moved it: the next action (or the final state) first
  /// gets an `advance` line for the simulated time since the previous one. So clock moves
  /// (`.advance`) add no line of their own, and a clock running in real time is replayed exactly.
  /// A `.reset` restarts the clock: pass the time the clock reads just after it.
  public mutating func record(_ action: ScenarioAction, at time: Date) {
    switch action {
    case .advance:
      return
    case .reset:
      actions.append(action)
      clock = time
    default:
      catchUp(to: time)
      actions.append(action)
    }
  }

  /// The scenario: header, the actions, then expectations that capture `finalState`.
  public func text(capturing finalState: RecordedState) -> String {
    var recorder = self
    recorder.catchUp(to: finalState.time)
    var lines = [
      "# Recorded with storefront. It replays the session and checks the state it ended in.",
      "catalog \(Self.catalogWord(catalog))",
      "start \(ScenarioDate.format(start))",
      "",
    ]
    lines += recorder.actions.map(StatementFormatter.line)
    lines += ["", "# The state the session ended in:"]
    lines += finalState.expectations.map { StatementFormatter.line(.expectation($0)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Adds the time that passed since the last recorded moment as an `advance` line.
  private mutating func catchUp(to time: Date) {
    guard time > clock else { return }
    let duration = ScenarioDuration.between(clock, time)
    if duration != ScenarioDuration() { actions.append(.advance(.by(duration))) }
    clock = duration.added(to: clock)
  }

  private static func catalogWord(_ reference: CatalogReference) -> String {
    switch reference {
    case .shippedDefault: "demo"
    case .shipped(let name): StatementFormatter.word(name)
    case .file(let path): StatementFormatter.word(path)
    }
  }

  // MARK: - Naming what the session acted on

  /// How a recorded statement should name a transaction: by its product when it is that product's
  /// newest transaction (which survives ids shifting), by its id otherwise.
  public static func reference(toTransaction id: UInt64, in sandbox: Sandbox) async throws -> TransactionReference {
    guard let record = try await sandbox.transaction(id) else { return .id(id) }
    let newest = try await sandbox.transactions(forProduct: record.productID).first
    return newest?.id == id ? .newest(productID: record.productID) : .id(id)
  }

  /// How a recorded statement should name a purchase request: by its product when it is that
  /// product's newest request, by its id otherwise.
  public static func reference(toRequest id: UInt64, in sandbox: Sandbox) async throws -> RequestReference {
    let requests = try await sandbox.purchaseRequests()
    guard let request = requests.first(where: { $0.id == id }) else { return .id(id) }
    return requests.first(where: { $0.productID == request.productID })?.id == id
      ? .newest(productID: request.productID) : .id(id)
  }
}
