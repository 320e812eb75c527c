import StoreOperations
import Synchronization

/// Where the API's changing requests run: the server's own executor, or — while the interactive storefront runs the
/// server in its process — the storefront's, so the backend's requests take the same operations path as the person's
/// and the app sees them as it sees its own.
final class ExecutorSlot: Sendable {
  private let own: StoreExecutor
  private let lent = Mutex<StoreExecutor?>(nil)

  init(own: StoreExecutor) {
    self.own = own
  }

  /// The executor requests run on now.
  var current: StoreExecutor { lent.withLock { $0 } ?? own }

  /// Runs requests on `executor` from now on; nil goes back to the server's own.
  func use(_ executor: StoreExecutor?) {
    lent.withLock { $0 = executor }
  }
}
