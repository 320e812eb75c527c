internal import Dispatch
internal import Glibc
internal import Synchronization
internal import Threads

/// The ncurses backend: a `Terminal` on the process's real terminal (standard input and output).
///
/// **Threading.** One dedicated thread makes every ncurses call: it opens the screen, blocks in `poll(2)` on
/// standard input and a wake-up pipe (no timeout unless ticks were asked for, so an idle program uses no CPU),
/// reads all pending input with `wget_wch` until `ERR`, publishes events into an unbounded `AsyncStream` (keys
/// are never dropped), and draws the latest submitted frame by writing only the cells that changed. Other
/// threads only touch the `Mutex` mailbox (latest frame, tick interval, size, stop flag), the stream's
/// continuation, and the wake pipe's write end — all safe from any thread — so the type is `Sendable` without
/// exemptions; the `NcursesSession` holding the ncurses state lives only on the thread.
///
/// **Terminal hygiene.** The terminal is restored on every path: `stop()` (the thread calls `endwin`); SIGINT,
/// SIGTERM and SIGHUP become a `.quitRequested` event so the program can save and stop in order (a second one
/// restores and exits at once); SIGWINCH becomes `.resize` through the wake pipe; Ctrl-Z and SIGTSTP restore the
/// terminal, stop the process group and repaint when continued, as does SIGCONT after an outside SIGSTOP;
/// crashes and `exit()` are caught by `CrashRescue`. Standard error is held while the screen is up and printed
/// after it is restored.
public final class NcursesTerminal<Custom: Sendable>: Terminal {
  public let events: AsyncStream<InputEvent<Custom>>
  public let glyphs: Glyphs
  private let continuation: AsyncStream<InputEvent<Custom>>.Continuation
  private let options: NcursesOptions
  private let wake: WakePipe
  private let previousSignalActions: [Int32: sigaction]
  private let mailbox: Mutex<Mailbox>
  private let launched = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// What other threads hand to the ncurses thread, and what it reports back.
  private struct Mailbox {
    var frame: Screen?
    var tickInterval: Duration?
    var size = Size(width: 0, height: 0)
    var stopRequested = false
    var launchError: TerminalStartError?
  }

  /// Sets up the terminal and starts the ncurses thread.
  /// - Throws: `TerminalStartError` when standard input or output is not a terminal, `TERM` is unset, `dumb`,
  ///   unknown or cannot address the cursor, or ncurses fails; its message says what to do instead.
  public static func start(_ options: NcursesOptions = NcursesOptions()) throws(TerminalStartError) -> NcursesTerminal {
    if let problem = NcursesEnvironment.problem(input: STDIN_FILENO, output: STDOUT_FILENO) {
      throw TerminalStartError(problem, hint: options.nonInteractiveHint)
    }
    guard !NcursesEnvironment.running.exchange(true, ordering: .sequentiallyConsistent) else {
      throw TerminalStartError(.alreadyRunning, hint: options.nonInteractiveHint)
    }
    let unicode = NcursesEnvironment.prepareLocale()
    NcursesEnvironment.forgetFixedSize()
    guard let wake = WakePipe.shared else {
      NcursesEnvironment.running.store(false, ordering: .sequentiallyConsistent)
      throw TerminalStartError(.initializationFailed(.wakeUpPipe), hint: options.nonInteractiveHint)
    }
    wake.drain()
    let useUnicode = options.glyphs == .unicode || (options.glyphs == .automatic && unicode)
    let terminal = NcursesTerminal(
      options: options, glyphs: useUnicode ? .unicode : .ascii, wake: wake,
      previousSignalActions: SignalRelay.install(waking: wake))
    if let error = terminal.launch() {
      SignalRelay.uninstall(restoring: terminal.previousSignalActions)
      NcursesEnvironment.running.store(false, ordering: .sequentiallyConsistent)
      throw error
    }
    return terminal
  }

  private init(options: NcursesOptions, glyphs: Glyphs, wake: WakePipe, previousSignalActions: [Int32: sigaction]) {
    (events, continuation) = AsyncStream.makeStream(of: InputEvent<Custom>.self, bufferingPolicy: .unbounded)
    self.options = options
    self.glyphs = glyphs
    self.wake = wake
    self.previousSignalActions = previousSignalActions
    mailbox = Mutex(Mailbox())
  }

  // MARK: - Terminal

  public var size: Size { mailbox.withLock { $0.size } }

  public func submit(_ screen: Screen) {
    mailbox.withLock { $0.frame = screen }
    wake.poke()
  }

  public func send(_ event: Custom) {
    continuation.yield(.custom(event))
  }

  public func setTickInterval(_ interval: Duration?) {
    let changed = mailbox.withLock { box in
      defer { box.tickInterval = interval }
      return box.tickInterval != interval
    }
    if changed { wake.poke() }
  }

  /// Restores the terminal (the ncurses thread calls `endwin`), puts signal handling back, prints standard error
  /// captured meanwhile, and finishes `events`. Returns once the terminal is restored; later calls do nothing.
  public func stop() {
    let first = mailbox.withLock { box in
      defer { box.stopRequested = true }
      return !box.stopRequested
    }
    guard first else { return }
    wake.poke()
    finished.wait()
    CrashRescue.end()
    SignalRelay.uninstall(restoring: previousSignalActions)
    continuation.finish()
    NcursesEnvironment.running.store(false, ordering: .sequentiallyConsistent)
  }

  // MARK: - The ncurses thread

  /// Starts the thread and waits until it has opened the screen (nil) or failed (the error).
  private func launch() -> TerminalStartError? {
    DetachedThread.start { [self] in threadMain() }
    launched.wait()
    return mailbox.withLock { $0.launchError }
  }

  private func threadMain() {
    let session: NcursesSession
    do {
      session = try NcursesSession.open(input: STDIN_FILENO, output: STDOUT_FILENO, options: options)
    } catch {
      mailbox.withLock { $0.launchError = error }
      launched.signal()
      return
    }
    CrashRescue.begin()
    let initialSize = session.size
    mailbox.withLock { $0.size = initialSize }
    launched.signal()
    var loop = NcursesLoop<Custom>(session: session, wake: wake, size: initialSize) { [self] event in
      if case .resize(let size) = event { mailbox.withLock { $0.size = size } }
      continuation.yield(event)
    }
    loop.run { [self] in
      mailbox.withLock { box in
        defer { box.frame = nil }
        return (box.frame, box.tickInterval, box.stopRequested)
      }
    }
    // A crash rescue may have ended curses mode already: then no ncurses call is made here.
    _ = CrashRescue.whileCursesActive {
      if CrashRescue.claimCursesEnd() { session.close() }
    }
    finished.signal()
  }
}
