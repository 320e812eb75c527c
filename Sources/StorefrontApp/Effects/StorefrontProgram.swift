public import Foundation
public import TerminalUI

/// The interactive storefront as a `TerminalProgram`: stamps real time on each event (the one impure input the
/// state needs, for the sandbox clock it shows), then hands everything to the pure reducer and renderer, and
/// effects to the effect runner.
public struct StorefrontProgram: TerminalProgram {
  public typealias State = AppState
  public typealias Custom = StoreEvent
  public typealias Target = ClickTarget

  /// How often the spinner turns while the busy overlay shows.
  public static let spinnerInterval = Duration.milliseconds(80)

  let runner: EffectRunner
  let now: @Sendable () -> Date

  public init(client: StoreClient, benchmarkFile: String? = nil, now: @escaping @Sendable () -> Date = Date.init) {
    runner = EffectRunner(client: client, benchmarkFile: benchmarkFile)
    self.now = now
  }

  public func reduce(_ state: inout AppState, _ event: InputEvent<StoreEvent>, _ regions: HitRegions<ClickTarget>)
    -> [Effect]
  {
    state.realNow = now()
    return AppReducer.reduce(&state, Action(event), regions: regions)
  }

  public func render(_ state: AppState, into frame: inout Frame<ClickTarget>) {
    AppRenderer.render(state, into: &frame)
  }

  public func isFinished(_ state: AppState) -> Bool { state.isFinished }

  /// Ticks only while the busy overlay's spinner shows: otherwise the program waits without using the CPU.
  public func tickInterval(for state: AppState) -> Duration? {
    if case .busy = state.modal { return Self.spinnerInterval }
    return nil
  }

  public func perform(_ effect: Effect, send: @escaping @Sendable (StoreEvent) -> Void) async {
    await runner.perform(effect, send: send)
  }
}

extension Action {
  /// The action a terminal event is.
  public init(_ event: InputEvent<StoreEvent>) {
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
