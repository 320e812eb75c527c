public import FoundationEssentials
public import StoreOperations

/// Turns a live session into a scenario file, so a manual walk-through becomes a regression test:
/// the TUI's `--record FILE` records each action as it happens, then writes the file with
/// expectations that capture the state the session ended in.
///
/// A value: record the operations that ran with the simulated time they ran at (time that passed in between
/// becomes an `advance` line), then ask for the text. A recording replays to the same final state
/// when the session started on an empty sandbox (a fresh one, or just after `reset`).
public struct ScenarioRecorder: Sendable, Hashable {
  public private(set) var catalog: CatalogReference
  /// When the session started, in simulated time.
  public private(set) var start: Date
  /// The recorded operations, with the `advance` lines between them.
  public private(set) var operations: [StoreOperation] = []
  private var clock: Date

  /// Starts a recording of a session on `catalog` whose simulated clock reads `start`.
  public init(catalog: CatalogReference, start: Date) {
    self.catalog = catalog
    self.start = start
    clock = start
  }

  /// Records an operation run when the simulated clock read `time` (before it took effect).
  ///
  /// Time is recorded as it passed, whatever moved it: the next operation (or the final state) first
  /// gets an `advance` line for the simulated time since the previous one. So clock moves
  /// (`.advance`, pausing and resuming) add no line of their own, and a clock running in real time is replayed
  /// exactly. Latency is not recorded: it changes only how long answers take. A `.reset` restarts the clock:
  /// pass the time the clock reads just after it.
  public mutating func record(_ operation: StoreOperation, at time: Date) {
    switch operation {
    case .advance, .pauseClock, .resumeClock, .set(.latency):
      return
    case .reset:
      operations.append(operation)
      clock = time
    default:
      catchUp(to: time)
      operations.append(operation)
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
    lines += recorder.operations.map { StatementFormatter.line(.operation($0)) }
    lines += ["", "# The state the session ended in:"]
    lines += finalState.expectations.map { StatementFormatter.line(.expectation($0)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Adds the time that passed since the last recorded moment as an `advance` line.
  private mutating func catchUp(to time: Date) {
    guard time > clock else { return }
    let duration = SimulatedDuration.between(clock, time)
    if duration != SimulatedDuration() { operations.append(.advance(.by(duration))) }
    clock = duration.added(to: clock)
  }

  private static func catalogWord(_ reference: CatalogReference) -> String {
    switch reference {
    case .shippedDefault: "demo"
    case .shipped(let name): StatementFormatter.word(name)
    case .file(let path): StatementFormatter.word(path)
    }
  }
}
