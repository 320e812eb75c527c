internal import Glibc

/// A self-pipe: writing a byte wakes the ncurses thread from `poll`. Both ends are non-blocking, so poking a
/// full pipe never blocks (one pending byte is as good as many).
///
/// There is one for the whole process, opened on first use and never closed: a late poke (a frame submitted
/// after `stop`, a signal landing during it) then always reaches this pipe, never a descriptor number that
/// closing would have freed for an unrelated file.
struct WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  /// The process's wake pipe, or nil when no pipe could be made.
  static let shared = WakePipe()

  private init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  /// Wakes the reader. Safe from any thread.
  func poke() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe after a wake-up.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }
}
