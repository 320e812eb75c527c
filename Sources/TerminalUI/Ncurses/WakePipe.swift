internal import Glibc

/// A self-pipe: writing a byte wakes the ncurses thread from `poll`. Both ends are non-blocking, so poking a
/// full pipe never blocks (one pending byte is as good as many).
struct WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init?() {
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

  func close() {
    _ = Glibc.close(readEnd)
    _ = Glibc.close(writeEnd)
  }
}
