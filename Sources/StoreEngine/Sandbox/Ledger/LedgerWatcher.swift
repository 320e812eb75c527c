import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Notices commits that other processes make to a sandbox file, without polling: inotify on the
/// file's folder wakes a thread blocked in `poll(2)`, which calls `onChange` (the sandbox then checks
/// `PRAGMA data_version` to tell other processes' commits from its own).
final class LedgerWatcher: Sendable {
  private let notifier: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let names: Set<String>
  private let onChange: @Sendable () -> Void
  private let stopped = DispatchSemaphore(value: 0)

  /// Starts watching the database at `path` (and its `-wal` file).
  init(path: String, onChange: @escaping @Sendable () -> Void) throws {
    let url = URL(fileURLWithPath: path)
    names = [url.lastPathComponent, url.lastPathComponent + "-wal"]
    self.onChange = onChange
    notifier = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard notifier >= 0 else { throw SandboxError.unreadable(path: path, detail: "cannot watch for changes: \(String(cString: strerror(errno)))") }
    let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)
    guard inotify_add_watch(notifier, url.deletingLastPathComponent().path, mask) >= 0 else {
      close(notifier)
      throw SandboxError.unreadable(path: path, detail: "cannot watch for changes: \(String(cString: strerror(errno)))")
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      close(notifier)
      throw SandboxError.unreadable(path: path, detail: "cannot create a wake-up pipe")
    }
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    let thread = Thread { [self] in run() }
    thread.name = "storefront.ledger-watcher"
    thread.start()
  }

  /// Stops the thread and closes the descriptors; waits until the thread has left.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    stopped.wait()
    close(notifier)
    close(wakeRead)
    close(wakeWrite)
  }

  private func run() {
    var descriptors = [
      pollfd(fd: notifier, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { break }
      if descriptors[1].revents != 0 { break }
      if descriptors[0].revents != 0, drainConcernsDatabase() { onChange() }
    }
    stopped.signal()
  }

  /// Reads every pending inotify event; true when one of them touched the database or its WAL.
  private func drainConcernsDatabase() -> Bool {
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
