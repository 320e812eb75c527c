import Testing

@testable import TerminalUI

/// A counter with a list, a spinner and an effect, to exercise the runner on the in-memory terminal.
private struct CounterProgram: TerminalProgram {
  struct State: Sendable, Equatable {
    var count = 0
    var spinning = false
    var ticks = 0
    var echoed: [String] = []
    var done = false
  }
  enum Effect: Sendable { case echo(String) }
  enum Target: Sendable, Equatable { case increment }

  func reduce(_ state: inout State, _ event: InputEvent<String>, _ regions: HitRegions<Target>) -> [Effect] {
    switch event {
    case .key(.character("+")): state.count += 1
    case .key(.character("s")): state.spinning.toggle()
    case .key(.character("e")): return [.echo("hello")]
    case .key(.character("q")), .quitRequested: state.done = true
    case .mouse(let mouse) where mouse.isActivation:
      if regions.target(at: mouse.position) == .increment { state.count += 1 }
    case .tick: state.ticks += 1
    case .custom(let text): state.echoed.append(text)
    default: break
    }
    return []
  }

  func render(_ state: State, into frame: inout Frame<Target>) {
    frame.screen.write("count \(state.count)", at: Point(x: 0, y: 0))
    let button = Button("+").draw(at: Point(x: 0, y: 1), on: &frame.screen)
    frame.regions.add(button, .increment)
    frame.screen.write("size \(frame.screen.size)", at: Point(x: 0, y: 2))
    if state.spinning { ProgressOverlay(message: "busy", tick: state.ticks).draw(on: &frame.screen) }
  }

  func isFinished(_ state: State) -> Bool { state.done }

  func tickInterval(for state: State) -> Duration? { state.spinning ? .milliseconds(80) : nil }

  func perform(_ effect: Effect, send: @escaping @Sendable (String) -> Void) async {
    if case .echo(let text) = effect { send(text) }
  }
}

@Suite struct ProgramRunnerTests {
  @Test func rendersFirstThenAfterEveryEventUntilFinished() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 20, height: 4))
    terminal.press(.character("+"), .character("+"), .character("q"), .character("+"))
    let state = await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal)
    #expect(state.count == 2)
    #expect(state.done)
    #expect(terminal.frames.map { $0.line(0) } == ["count 0", "count 1", "count 2"])
  }

  @Test func aFrameObserverSeesEachFrameShownAndCanEndTheRun() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 20, height: 4))
    terminal.press(.character("+"), .character("+"), .character("+"))
    var seen: [Int] = []
    let state = await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal) { state in
      seen.append(state.count)
      return state.count == 2
    }
    #expect(seen == [0, 1, 2])
    #expect(state.count == 2)
    #expect(terminal.frames.map { $0.line(0) } == ["count 0", "count 1", "count 2"])
  }

  @Test func clicksResolveAgainstTheFrameThePersonSaw() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 20, height: 4))
    terminal.click(at: Point(x: 2, y: 1))
    terminal.click(at: Point(x: 10, y: 3))
    terminal.stop()
    let state = await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal)
    #expect(state.count == 1)
  }

  @Test func resizesRenderAtTheNewSize() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 20, height: 4))
    terminal.resize(to: Size(width: 30, height: 6))
    terminal.stop()
    await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal)
    #expect(terminal.lastFrame?.size == Size(width: 30, height: 6))
    #expect(terminal.lastFrame?.line(2) == "size 30×6")
  }

  @Test func ticksAreAskedForOnlyWhileTheStateNeedsThem() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 30, height: 8))
    terminal.press(.character("s"))
    terminal.inject(.tick)
    terminal.inject(.tick)
    terminal.press(.character("s"), .character("+"))
    terminal.stop()
    let state = await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal)
    #expect(state.ticks == 2)
    #expect(terminal.tickIntervalChanges == [.milliseconds(80), nil])
    #expect(terminal.frames[3].text.contains("⠹ busy"))
  }

  @Test func effectsSendTheirResultsBackAsEvents() async {
    let terminal = InMemoryTerminal<String>(size: Size(width: 20, height: 4))
    terminal.press(.character("e"))
    let task = Task { await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal) }
    while terminal.frames.count < 3 { await Task.yield() }
    terminal.inject(.quitRequested(.terminate))
    let state = await task.value
    #expect(state.echoed == ["hello"])
  }

  @Test func quitRequestsReachTheProgram() async {
    let terminal = InMemoryTerminal<String>()
    terminal.inject(.quitRequested(.hangup))
    let state = await ProgramRunner.run(CounterProgram(), state: .init(), on: terminal)
    #expect(state.done)
  }
}
