import Dispatch
import FoundationEssentials
import StoreCatalog
import Threads

#if canImport(Glibc)
  import Glibc
#endif

/// Notices commits that other processes make to a sandbox file: inotify on the file's folder wakes a thread
/// blocked in `poll(2)`, which calls `onChange` (the sandbox then checks `PRAGMA data_version` to tell other
/// processes' commits from its own).
///
/// Where inotify cannot be had — the user's inotify instances used up (`fs.inotify.max_user_instances`, 128 by
/// default, shared by every process of the user), or a kernel or file system without it — the thread instead
/// looks at the database's and its WAL's size and modification time four times a second. Opening a sandbox
/// never fails for want of a watcher.
final class LedgerWatcher: Sendable {
  /// How changes are noticed.
  private enum Source: Sendable {
    /// An inotify descriptor watching the folder.
    case notifier(Int32)
    /// Comparing the files' size and modification time every `interval` milliseconds.
    case polling(interval: Int32)
  }

  private let source: Source
  /// How long the thread waits after a first notification before it reports a change (microseconds). Not a speed
  /// device: a commit becomes visible to other connections (`PRAGMA data_version`) only after its last WAL write has
  /// been synced and the WAL index in the `-shm` file updated — through memory, which inotify does not see — so a
  /// look at once would find nothing yet, and no later notification would come. (A sync slower than the wait leaves
  /// the change to the next look: docs/benchmarks.md, engine24's round.)
  private static let settlingDelay: useconds_t = 2_000
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let path: String
  private let names: Set<String>
  private let onChange: @Sendable () -> Void
  private let stopped = DispatchSemaphore(value: 0)

  /// Starts watching the database at `path` (and its `-wal` file); `polling` skips inotify.
  init(path: String, polling: Bool = false, onChange: @escaping @Sendable () -> Void) throws {
    let url = URL(fileURLWithPath: path)
    self.path = path
    names = [url.lastPathComponent, url.lastPathComponent + "-wal"]
    self.onChange = onChange
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw SandboxError.cannotWatch(path: path, detail: SystemErrorWords.describing(errno))
    }
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    let notifier = polling ? nil : Self.notifier(watching: url.deletingLastPathComponent().path)
    source = notifier.map(Source.notifier) ?? .polling(interval: 250)
    let initial = Self.fileStates(of: path)
    DetachedThread.start { [self] in run(from: initial) }
  }

  /// Whether inotify is what notices changes (false: polling).
  var usesNotifications: Bool {
    if case .notifier = source { return true }
    return false
  }

  /// Stops the thread and closes the descriptors; waits until the thread has left.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    stopped.wait()
    if case .notifier(let descriptor) = source { close(descriptor) }
    close(wakeRead)
    close(wakeWrite)
  }

  /// An inotify descriptor watching `folder` for writes and new files, or nil when inotify is unavailable.
  private static func notifier(watching folder: String) -> Int32? {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)
    guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// The thread's loop; `initial` is the files' state when watching began.
  private func run(from initial: [Int]) {
    switch source {
    case .notifier(let descriptor): waitForNotifications(from: descriptor)
    case .polling(let interval): pollFiles(every: interval, from: initial)
    }
    stopped.signal()
  }

  private func waitForNotifications(from notifier: Int32) {
    var descriptors = [
      pollfd(fd: notifier, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { return }
      if descriptors[1].revents != 0 { return }
      guard descriptors[0].revents != 0 else { continue }
      usleep(Self.settlingDelay)
      if drainConcernsDatabase(notifier) { onChange() }
    }
  }

  private func pollFiles(every interval: Int32, from initial: [Int]) {
    var wake = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
    var seen = initial
    while true {
      let ready = poll(&wake, 1, interval)
      guard ready >= 0 || errno == EINTR else { return }
      if ready > 0 { return }
      let now = Self.fileStates(of: path)
      if now != seen {
        seen = now
        onChange()
      }
    }
  }

  /// The size and modification time of the database and its WAL (zeros for a file that is not there).
  private static func fileStates(of path: String) -> [Int] {
    [path, path + "-wal"].flatMap { file -> [Int] in
      var status = stat()
      guard stat(file, &status) == 0 else { return [0, 0, 0] }
      return [Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
    }
  }

  /// Reads every pending inotify event; true when one of them touched the database or its WAL.
  private func drainConcernsDatabase(_ notifier: Int32) -> Bool {
    var concerns = false
    let size = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    while true {
      let count = read(notifier, buffer, size)
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
        if event.len > 0 {
          let name = String(cString: nameStart.assumingMemoryBound(to: CChar.self))
          if names.contains(name) { concerns = true }
        }
        offset += MemoryLayout<inotify_event>.size + Int(event.len)
      }
    }
    return concerns
  }
}
