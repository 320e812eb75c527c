internal import Glibc
internal import Synchronization

/// Turns the signals a terminal program must react to into wake-ups of the ncurses thread, without a timer.
///
/// Its handler is async-signal-safe: it sets the signal's bit in an atomic mask and writes one byte to the wake
/// pipe, whichever thread the kernel picked. The ncurses thread then reads the mask with `takePending()` and
/// does the real work (resize, suspend, quit request) where ncurses may be called. Because this process
/// installs its own handlers before `newterm`, ncurses installs none of its own.
enum SignalRelay {
  /// Window size changes, quit requests, and job control, in the order the ncurses thread handles them.
  static let signals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

  private static let pending = Atomic<UInt64>(0)
  private static let wakeDescriptor = Atomic<Int32>(-1)

  /// Routes `signals` to `pipe`; returns the previous actions for `uninstall`.
  static func install(waking pipe: WakePipe) -> [Int32: sigaction] {
    _ = pending.exchange(0, ordering: .sequentiallyConsistent)
    wakeDescriptor.store(pipe.writeEnd, ordering: .sequentiallyConsistent)
    var previous: [Int32: sigaction] = [:]
    for signal in signals {
      var old = sigaction()
      install(signal, previous: &old)
      previous[signal] = old
    }
    return previous
  }

  /// Puts back the actions `install` replaced.
  static func uninstall(restoring previous: [Int32: sigaction]) {
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
    wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Re-installs the relay for one signal (after it was set to its default to stop the process).
  static func install(_ signal: Int32, previous: UnsafeMutablePointer<sigaction>? = nil) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = relay
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, previous)
  }

  /// Stops the process group with SIGTSTP's default action, as the shell's job control expects, and returns
  /// once the process is continued (SIGCONT arrived) — or after a second, when no job control stopped it.
  static func stopProcessGroupUntilContinued() {
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = nil
    sigemptyset(&stop.sa_mask)
    sigaction(SIGTSTP, &stop, nil)
    let continued = UInt64(1) << UInt64(SIGCONT)
    _ = pending.bitwiseAnd(~continued, ordering: .sequentiallyConsistent)
    kill(0, SIGTSTP)
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(1)
    while pending.load(ordering: .sequentiallyConsistent) & continued == 0 && clock.now < deadline {
      usleep(10_000)
    }
    _ = pending.bitwiseAnd(~continued, ordering: .sequentiallyConsistent)
    install(SIGTSTP)
  }

  /// The signals received since the last call.
  static func takePending() -> Set<Int32> {
    let mask = pending.exchange(0, ordering: .sequentiallyConsistent)
    return Set(signals.filter { mask & (1 << UInt64($0)) != 0 })
  }

  private static let relay: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    SignalRelay.pending.bitwiseOr(1 << UInt64(signal), ordering: .sequentiallyConsistent)
    let descriptor = SignalRelay.wakeDescriptor.load(ordering: .sequentiallyConsistent)
    if descriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
  }
}
