internal import Synchronization

/// A terminal for tests: records every submitted frame, and lets the test inject events and sizes. No terminal
/// is touched.
///
/// ```swift
/// let terminal = InMemoryTerminal<Never>(size: Size(width: 80, height: 24))
/// terminal.press(.down, .enter)
/// terminal.stop()                 // the event stream ends after the injected events
/// _ = await ProgramRunner.run(program, state: .initial, on: terminal)
/// assertSnapshot(terminal.lastFrame!.text, named: "after_enter")
/// ```
public final class InMemoryTerminal<Custom: Sendable>: Terminal {
  public let events: AsyncStream<InputEvent<Custom>>
  public let glyphs: Glyphs
  private let continuation: AsyncStream<InputEvent<Custom>>.Continuation
  private let state: Mutex<Recorded>

  /// What the terminal has seen so far.
  private struct Recorded {
    var size: Size
    var frames: [Screen] = []
    var tickInterval: Duration?
    var tickIntervalChanges: [Duration?] = []
  }

  public init(size: Size = Size(width: 80, height: 24), glyphs: Glyphs = .unicode) {
    (events, continuation) = AsyncStream.makeStream(of: InputEvent<Custom>.self, bufferingPolicy: .unbounded)
    self.glyphs = glyphs
    state = Mutex(Recorded(size: size))
  }

  public var size: Size { state.withLock { $0.size } }

  /// Every frame submitted, oldest first.
  public var frames: [Screen] { state.withLock { $0.frames } }

  /// The most recent frame.
  public var lastFrame: Screen? { state.withLock { $0.frames.last } }

  /// The tick interval currently asked for.
  public var tickInterval: Duration? { state.withLock { $0.tickInterval } }

  /// Every change of the tick interval, in order (nil = ticks stopped).
  public var tickIntervalChanges: [Duration?] { state.withLock { $0.tickIntervalChanges } }

  public func submit(_ screen: Screen) {
    state.withLock { $0.frames.append(screen) }
  }

  public func send(_ event: Custom) {
    continuation.yield(.custom(event))
  }

  public func setTickInterval(_ interval: Duration?) {
    state.withLock { recorded in
      guard recorded.tickInterval != interval else { return }
      recorded.tickInterval = interval
      recorded.tickIntervalChanges.append(interval)
    }
  }

  /// Ends the event stream after the events already injected.
  public func stop() {
    continuation.finish()
  }

  // MARK: - Test controls

  /// Delivers any event, as the terminal would.
  public func inject(_ event: InputEvent<Custom>) {
    continuation.yield(event)
  }

  /// Delivers key presses in order.
  public func press(_ keys: Key...) {
    for key in keys { continuation.yield(.key(key)) }
  }

  /// Delivers a click (a press and a release) at `point`.
  public func click(at point: Point) {
    continuation.yield(.mouse(MouseEvent(.press, at: point)))
    continuation.yield(.mouse(MouseEvent(.release, at: point)))
  }

  /// Changes the size and delivers the `.resize` event.
  public func resize(to size: Size) {
    state.withLock { $0.size = size }
    continuation.yield(.resize(size))
  }
}
