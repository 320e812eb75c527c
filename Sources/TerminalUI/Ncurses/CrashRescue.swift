internal import CNcursesw
internal import Glibc
internal import Synchronization

/// The last line of defence for the terminal: whatever kills the process, the screen is restored and the
/// error text survives.
///
/// - Crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE; Swift traps are SIGILL/SIGTRAP): the handler
///   calls `endwin()`, puts standard error back and prints what was captured (such as Swift's
///   `Fatal error: …` line), re-installs the previous action — Swift's backtracer — and raises the signal again,
///   so the backtrace prints on the restored screen.
/// - `exit()` from anywhere: an `atexit` handler does the same restoration.
/// - While curses mode is on, standard error goes to an unlinked temporary file, because text written into the
///   alternate screen vanishes when it is left.
///
/// **The ncurses thread.** Any ncurses call after `endwin()` — `doupdate` drawing the next frame, `wget_wch` —
/// silently re-enters curses mode (raw mode, the alternate screen). A rescue running on another thread must
/// therefore keep the ncurses thread out: that thread makes its ncurses calls only inside `whileCursesActive`,
/// and the rescue ends curses mode only once the thread is outside it, after which it never enters again. Without
/// this a frame drawn between the handler's `endwin()` and the process's death left the terminal raw.
///
/// State lives in atomics and memory allocated before any handler is installed, so the handlers allocate
/// nothing. `endwin()` is not async-signal-safe; like htop and ratatui's panic hook this calls it anyway,
/// because the process is dying and a usable terminal matters more.
enum CrashRescue {
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  private static let cursesActive = Atomic<Bool>(false)
  private static let savedStandardError = Atomic<Int32>(-1)
  private static let capturedStandardError = Atomic<Int32>(-1)
  /// The address of 65 saved `sigaction`s, one per signal number (0 until allocated).
  private static let previousActionsAddress = Atomic<Int>(0)
  /// The address of the buffer the handlers copy captured standard error through (0 until allocated).
  private static let copyBufferAddress = Atomic<Int>(0)
  private static let exitHandlerInstalled = Atomic<Bool>(false)
  /// Set while the ncurses thread is inside `whileCursesActive`.
  private static let cursesThreadBusy = Atomic<Bool>(false)
  /// The ncurses thread's `pthread_t` (0 before `begin`): a rescue running on that thread must not wait for it.
  private static let cursesThread = Atomic<UInt>(0)
  private static let copyBufferSize = 4096
  /// How long a rescue waits for the ncurses thread to finish its current ncurses calls (1 ms steps). Bounded, so
  /// a thread blocked writing to a terminal nobody reads cannot keep a crashing process alive.
  private static let cursesThreadWaitSteps = 2000

  /// Arms the rescue once curses mode is on, and keeps what is written to standard error until the terminal is
  /// restored (so a `Fatal error:` message is not lost in the alternate screen).
  static func begin() {
    if copyBufferAddress.load(ordering: .sequentiallyConsistent) == 0 {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: copyBufferSize, alignment: 16)
      let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
      actions.initialize(repeating: sigaction(), count: 65)
      copyBufferAddress.store(Int(bitPattern: buffer), ordering: .sequentiallyConsistent)
      previousActionsAddress.store(Int(bitPattern: actions), ordering: .sequentiallyConsistent)
    }
    // Touch every atomic now, so no lazy initialisation ever runs inside a signal handler.
    _ = savedStandardError.load(ordering: .sequentiallyConsistent)
    _ = capturedStandardError.load(ordering: .sequentiallyConsistent)
    cursesThreadBusy.store(false, ordering: .sequentiallyConsistent)
    cursesThread.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
    captureStandardError()
    cursesActive.store(true, ordering: .sequentiallyConsistent)
    guard let actions = previousActions else { return }
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = crashHandler
      action.sa_flags = SA_ONSTACK | Int32(truncatingIfNeeded: SA_RESETHAND)
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, actions + Int(signal))
    }
    if !exitHandlerInstalled.exchange(true, ordering: .sequentiallyConsistent) {
      atexit { CrashRescue.restoreTerminal() }
    }
  }

  /// Runs `body` — the ncurses thread's ncurses calls — unless a rescue has ended curses mode; returns whether it
  /// ran. Once this returns false the thread must make no ncurses call again: the rescue owns the screen.
  ///
  /// The thread announces itself before it looks at `cursesActive`, and a rescue clears `cursesActive` before it
  /// looks at the thread (both sequentially consistent), so either the thread sees the rescue and stays out, or
  /// the rescue sees the thread and waits for `body` to end.
  static func whileCursesActive(_ body: () -> Void) -> Bool {
    cursesThreadBusy.store(true, ordering: .sequentiallyConsistent)
    defer { cursesThreadBusy.store(false, ordering: .sequentiallyConsistent) }
    guard cursesActive.load(ordering: .sequentiallyConsistent) else { return false }
    body()
    return true
  }

  /// Claims the end of curses mode for the orderly path, which then calls `endwin` itself; false when a rescue
  /// already did. Call it inside `whileCursesActive`, so a rescue waits for the `endwin` that follows.
  static func claimCursesEnd() -> Bool {
    cursesActive.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Disarms the rescue after an orderly stop: the previous crash handlers come back and captured standard
  /// error is printed.
  static func end() {
    if let actions = previousActions {
      for signal in crashSignals { sigaction(signal, actions + Int(signal), nil) }
    }
    restoreTerminal()
  }

  /// Leaves curses mode if it is still on, then puts standard error back and prints what it captured. Runs in
  /// signal handlers and at exit; does the work only once.
  static func restoreTerminal() {
    let cursesWereActive = cursesActive.exchange(false, ordering: .sequentiallyConsistent)
    // Even when the orderly path claimed the end, its `endwin` may still be running on the ncurses thread.
    waitForTheCursesThread()
    if cursesWereActive {
      _ = endwin()
    }
    let saved = savedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
    let captured = capturedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
    guard saved >= 0 else { return }
    _ = dup2(saved, STDERR_FILENO)
    _ = close(saved)
    let bufferAddress = copyBufferAddress.load(ordering: .sequentiallyConsistent)
    guard captured >= 0, let buffer = UnsafeMutableRawPointer(bitPattern: bufferAddress) else { return }
    _ = lseek(captured, 0, SEEK_SET)
    while true {
      let count = read(captured, buffer, copyBufferSize)
      if count <= 0 { break }
      var written = 0
      while written < count {
        let result = write(STDERR_FILENO, buffer + written, count - written)
        if result <= 0 { break }
        written += result
      }
    }
    _ = close(captured)
  }

  /// Waits until the ncurses thread is outside `whileCursesActive` (it will not enter again), unless this is that
  /// thread. Async-signal-safe: atomics, `pthread_self` and `nanosleep`.
  private static func waitForTheCursesThread() {
    let thread = cursesThread.load(ordering: .sequentiallyConsistent)
    guard thread != 0, thread != UInt(pthread_self()) else { return }
    var step = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    var steps = 0
    while steps < cursesThreadWaitSteps && cursesThreadBusy.load(ordering: .sequentiallyConsistent) {
      _ = nanosleep(&step, nil)
      steps += 1
    }
  }

  /// Sends standard error to an unlinked temporary file until `restoreTerminal`.
  private static func captureStandardError() {
    guard savedStandardError.load(ordering: .sequentiallyConsistent) < 0 else { return }
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((directory + "/terminalui-stderr-XXXXXX").utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    _ = fcntl(file, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      _ = close(file)
      if saved >= 0 { _ = close(saved) }
      return
    }
    capturedStandardError.store(file, ordering: .sequentiallyConsistent)
    savedStandardError.store(saved, ordering: .sequentiallyConsistent)
  }

  private static let crashHandler: @convention(c) (Int32) -> Void = { signal in
    CrashRescue.restoreTerminal()
    if let actions = CrashRescue.previousActions {
      sigaction(signal, actions + Int(signal), nil)
    }
    raise(signal)
  }

  private static var previousActions: UnsafeMutablePointer<sigaction>? {
    UnsafeMutablePointer(bitPattern: previousActionsAddress.load(ordering: .sequentiallyConsistent))
  }
}
