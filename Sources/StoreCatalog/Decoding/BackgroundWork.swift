import Dispatch
import Synchronization

/// A piece of work started on another thread, whose result is collected later: lets a large catalog
/// be read on both cores of a small machine.
final class BackgroundWork<Value: Sendable>: Sendable {
  private let work: @Sendable () -> Value
  private let finished = DispatchSemaphore(value: 0)
  private let result = Mutex<Value?>(nil)

  /// Starts `work` on a global queue.
  init(_ work: @escaping @Sendable () -> Value) {
    self.work = work
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let value = work()
      result.withLock { $0 = value }
      finished.signal()
    }
  }

  /// Waits for the work to finish and returns what it produced.
  func wait() -> Value {
    finished.wait()
    return result.withLock { $0 } ?? work()
  }
}
