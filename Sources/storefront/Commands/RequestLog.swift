import Foundation
import StoreServer
import Synchronization

/// `storefront server`'s line per request on standard output (`GET /inApps/v1/transactions/1 200 0.4 ms`), written by
/// a thread of its own. A line goes out as soon as it is added, so someone watching the terminal sees each request
/// when it is answered; lines added while the thread is still writing go out together in its next `write(2)`. So
/// under load the log costs a system call per batch rather than per request, and a slow terminal or a full pipe
/// holds up the log's thread, never the server's tasks (a blocking write in the log's task held one of the
/// cooperative pool's two threads on this machine).
///
/// Not a speed device by the 20% rule: with Foundation's formatting gone too, it measured 3-8% less server CPU a
/// request and a third to a half of the reader's wake-ups (docs/benchmarks.md round server25). It is kept for the
/// thread it keeps off the pool and for the lines it writes before the process exits.
final class RequestLog: Sendable {
  private let pending = Mutex(Pending())
  private let wake = DispatchSemaphore(value: 0)

  /// What is waiting to be written, and whether the writing thread is awake (then it takes new lines before it
  /// sleeps, and nobody needs to wake it).
  private struct Pending {
    var bytes: [UInt8] = []
    var writerAwake = false
    /// Callers of `flush()` waiting for the thread to have written everything.
    var flushed: [DispatchSemaphore] = []
  }

  /// A log on standard output. Its thread lives as long as the process.
  init() {
    Thread.detachNewThread { [self] in writeForever() }
  }

  /// Logs one answered request.
  func record(_ request: RequestRecord) {
    add("\(request.method) \(TerminalText.line(request.path)) \(request.status) \(Self.milliseconds(request.duration)) ms")
  }

  /// A duration in milliseconds with one decimal, rounded (`0.4`, `12.0`).
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Queues `line` and a line break, and wakes the writing thread unless it is awake.
  private func add(_ line: String) {
    let sleeping = pending.withLock { pending in
      pending.bytes.append(contentsOf: line.utf8)
      pending.bytes.append(UInt8(ascii: "\n"))
      defer { pending.writerAwake = true }
      return !pending.writerAwake
    }
    if sleeping { wake.signal() }
  }

  /// Returns once every line added before the call is written (before the process exits).
  func flush() {
    let done = DispatchSemaphore(value: 0)
    let waits = pending.withLock { pending in
      guard pending.writerAwake else { return false }
      pending.flushed.append(done)
      return true
    }
    if waits { done.wait() }
  }

  /// Sleeps until a line is added, then writes until nothing is left, and sleeps again.
  private func writeForever() {
    while true {
      wake.wait()
      while let bytes = takePending() { writeAll(bytes) }
    }
  }

  /// Everything queued, or nil when nothing is: then the thread counts as asleep, and whoever waits in `flush()` is
  /// let go.
  private func takePending() -> [UInt8]? {
    let (bytes, flushed) = pending.withLock { pending -> ([UInt8]?, [DispatchSemaphore]) in
      guard pending.bytes.isEmpty else {
        defer { pending.bytes = [] }
        return (pending.bytes, [])
      }
      pending.writerAwake = false
      defer { pending.flushed = [] }
      return (nil, pending.flushed)
    }
    for waiter in flushed { waiter.signal() }
    return bytes
  }

  private func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
