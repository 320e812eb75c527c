#if canImport(Glibc)
  import Glibc
#endif

/// A POSIX thread of its own, for work that blocks for long (`poll(2)` on a terminal or a ledger, an HTTP transfer,
/// a read): outside Swift concurrency's cooperative threads and libdispatch's pool, whose threads are few and shared.
public enum DetachedThread {
  /// Runs `work` on a new detached thread.
  public static func start(_ work: @escaping @Sendable () -> Void) {
    let job = Unmanaged.passRetained(Job(work: work)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let result = pthread_create(&thread, &attributes, { pointer in
      Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().work()
      return nil
    }, job)
    precondition(result == 0, "cannot start a thread: \(String(cString: strerror(result)))")
  }

  private final class Job: Sendable {
    let work: @Sendable () -> Void

    init(work: @escaping @Sendable () -> Void) { self.work = work }
  }
}
