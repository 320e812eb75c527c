/// An interactive program in the Elm style: state changes only in `reduce`, the screen comes only from `render`,
/// both pure; side effects are values (`Effect`) that `perform` carries out, sending results back as events.
///
/// `ProgramRunner.run` drives it on any `Terminal`. Tests call `reduce` and `render` directly, or run the
/// program on an `InMemoryTerminal`.
public protocol TerminalProgram: Sendable {
  associatedtype State: Sendable
  /// The app's own events (results of effects, store snapshots).
  associatedtype Custom: Sendable
  /// Work to do outside the pure core.
  associatedtype Effect: Sendable
  /// What a click can mean, as rendered into the frame's hit regions.
  associatedtype Target: Sendable

  /// Applies one event to the state and says what should happen outside. `regions` are those of the frame the
  /// person saw, for resolving mouse events with `regions.target(at:)`.
  func reduce(_ state: inout State, _ event: InputEvent<Custom>, _ regions: HitRegions<Target>) -> [Effect]

  /// Draws the state into a frame sized and glyphed for the terminal.
  func render(_ state: State, into frame: inout Frame<Target>)

  /// Whether the program is done (the runner then returns the final state).
  func isFinished(_ state: State) -> Bool

  /// The tick interval this state needs (a spinner showing), or how long until what it shows changes with time
  /// (a clock's next minute), or nil. The runner asks after every frame, so a changing answer schedules the next
  /// tick from that frame. The default is nil: no timers.
  func tickInterval(for state: State) -> Duration?

  /// Carries out an effect, sending any results back with `send`. Each call runs in its own child task,
  /// cancelled when the program finishes.
  func perform(_ effect: Effect, send: @escaping @Sendable (Custom) -> Void) async
}

extension TerminalProgram {
  public func tickInterval(for state: State) -> Duration? { nil }
}
