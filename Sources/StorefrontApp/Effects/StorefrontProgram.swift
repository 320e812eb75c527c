import FoundationEssentials
import TerminalUI

/// The interactive storefront as a `TerminalProgram`: stamps real time on each event (the one impure input the
/// state needs, for the sandbox clock it shows), then hands everything to the pure reducer and renderer, and
/// effects to the effect runner.
struct StorefrontProgram: TerminalProgram {
  typealias State = AppState
  typealias Custom = StoreEvent
  typealias Target = ClickTarget

  /// How often the spinner turns while the busy overlay shows.
  static let spinnerInterval = Duration.milliseconds(80)

  let runner: EffectRunner
  let now: @Sendable () -> Date

  /// - Parameter saveDirectory: where `w` saves a transaction's JWS (default: the working directory).
  init(
    client: StoreClient,
    saveDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    runner = EffectRunner(client: client, saveDirectory: saveDirectory)
    self.now = now
  }

  func reduce(_ state: inout AppState, _ event: InputEvent<StoreEvent>, _ regions: HitRegions<ClickTarget>)
    -> [Effect]
  {
    state.realNow = now()
    return AppReducer.reduce(&state, Action(event), regions: regions)
  }

  func render(_ state: AppState, into frame: inout Frame<ClickTarget>) {
    AppRenderer.render(state, into: &frame)
  }

  func isFinished(_ state: AppState) -> Bool { state.isFinished }

  /// Ticks while the busy overlay's spinner shows, and once when the time on screen next changes (the clock's
  /// next second or minute): otherwise the program waits without using the CPU.
  func tickInterval(for state: AppState) -> Duration? {
    if case .busy = state.modal { return Self.spinnerInterval }
    return state.timeUntilTimeOnScreenChanges
  }

  func perform(_ effect: Effect, send: @escaping @Sendable (StoreEvent) -> Void) async {
    await runner.perform(effect, send: send)
  }
}

extension Action {
  /// The action a terminal event is.
  init(_ event: InputEvent<StoreEvent>) {
    switch event {
    case .key(let key): self = .keyPressed(key)
    case .mouse(let mouse): self = .mouse(mouse)
    case .resize(let size): self = .resized(size)
    case .tick: self = .ticked
    case .quitRequested(let reason): self = .quitRequested(reason)
    case .custom(let event): self = .store(event)
    }
  }
}
