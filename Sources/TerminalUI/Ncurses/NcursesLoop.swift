internal import Glibc

/// The ncurses thread's event loop: wait in `poll`, react to signals and input, tick, draw. It runs on the
/// ncurses thread only, with the session it was given.
struct NcursesLoop<Custom: Sendable> {
  private let session: NcursesSession
  private let wake: WakePipe
  private let emit: (InputEvent<Custom>) -> Void
  private var size: Size
  private var ticks = TickSchedule()
  private var quitRequests = 0
  private var inputOpen = true
  private var emptyReads: (count: Int, since: ContinuousClock.Instant?) = (0, nil)
  private let clock = ContinuousClock()

  init(session: NcursesSession, wake: WakePipe, size: Size, emit: @escaping (InputEvent<Custom>) -> Void) {
    self.session = session
    self.wake = wake
    self.size = size
    self.emit = emit
  }

  /// Runs until the mailbox says stop, or until a crash rescue has ended curses mode (then without another
  /// ncurses call: one would enter curses mode again). `takeMailbox` returns the latest frame (and forgets it), the
  /// tick interval wanted, and whether to stop.
  mutating func run(takeMailbox: () -> (frame: Screen?, tickInterval: Duration?, stop: Bool)) {
    var descriptors = [
      pollfd(fd: session.inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      _ = poll(&descriptors, 2, ticks.pollTimeout(now: clock.now))
      wake.drain()
      let mailbox = takeMailbox()
      if mailbox.stop { return }
      let carriedOn = CrashRescue.whileCursesActive {
        step(mailbox: mailbox, readiness: descriptors[0].revents)
      }
      if !carriedOn { return }
      if !inputOpen { descriptors[0].fd = -1 }
    }
  }

  /// One turn of the loop after `poll`: signals, input, ticks, the latest frame.
  private mutating func step(mailbox: (frame: Screen?, tickInterval: Duration?, stop: Bool), readiness: Int16) {
    var signals = SignalRelay.takePending()
    if signals.contains(SIGCONT) { signals.remove(SIGTSTP) }  // stopped and continued already: just repaint
    for signal in SignalRelay.signals where signals.contains(signal) { handle(signal: signal) }
    if inputOpen { readInput(readiness: readiness) }
    ticks.update(to: mailbox.tickInterval, now: clock.now)
    if ticks.fire(now: clock.now) { emit(.tick) }
    if let frame = mailbox.frame { session.draw(frame) }
  }

  // MARK: - Signals

  private mutating func handle(signal: Int32) {
    switch signal {
    case SIGWINCH:
      session.adoptKernelSize()
      noteSize()
    case SIGTSTP:
      suspend()
    case SIGCONT:
      session.comeBack()
      noteSize()
    case SIGINT: requestQuit(.interrupt, signal: signal)
    case SIGTERM: requestQuit(.terminate, signal: signal)
    case SIGHUP: requestQuit(.hangup, signal: signal)
    default: break
    }
  }

  /// Asks the program to quit; a second request means it is not listening, so restore and exit now.
  private mutating func requestQuit(_ reason: QuitReason, signal: Int32) {
    quitRequests += 1
    guard quitRequests == 1 else {
      // Inside `whileCursesActive`: a crash rescue on another thread waits for this `endwin`, or has already
      // restored the terminal and is ending the process.
      guard CrashRescue.claimCursesEnd() else { return }
      session.close()
      CrashRescue.end()
      _exit(128 + signal)
    }
    emit(.quitRequested(reason))
  }

  /// Restores the terminal, stops the process group as the shell expects, and repaints once continued.
  private mutating func suspend() {
    session.leaveTemporarily()
    SignalRelay.stopProcessGroupUntilContinued()
    session.comeBack()
    noteSize()
    wake.poke()
  }

  private mutating func noteSize() {
    let current = session.size
    guard current != size else { return }
    size = current
    emit(.resize(current))
  }

  // MARK: - Input

  private mutating func readInput(readiness: Int16) {
    if readiness & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
      closeInput()
      return
    }
    guard readiness & Int16(POLLIN) != 0 else { return }
    let inputs = session.readInput()
    guard !inputs.isEmpty else {
      noteEmptyRead()
      return
    }
    emptyReads = (0, nil)
    for input in inputs {
      switch input {
      case .key(.ctrlL): session.repaintAll()
      case .key(.ctrlZ): suspend()
      case .key(let key): emit(.key(key))
      case .mouse(let mouse): emit(.mouse(mouse))
      case .resize: noteSize()
      }
    }
  }

  /// Readable input that yields nothing, many times in a burst, is an end of file: stop polling it rather
  /// than spin.
  private mutating func noteEmptyRead() {
    let now = clock.now
    if let since = emptyReads.since, since.duration(to: now) < .milliseconds(200) {
      emptyReads.count += 1
      if emptyReads.count >= 50 { closeInput() }
    } else {
      emptyReads = (1, now)
    }
  }

  private mutating func closeInput() {
    guard inputOpen else { return }
    inputOpen = false
    emit(.quitRequested(.inputClosed))
  }
}
