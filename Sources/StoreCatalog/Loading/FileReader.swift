import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a whole file with plain POSIX calls, so every failure has a specific reason. Regular files
/// are mapped rather than copied: a large catalog is parsed straight from the page cache.
enum FileReader {
  typealias Problem = CatalogProblem.ReadFailure

  /// Calls `body` with the file's bytes, which are valid only during the call.
  static func withContents<T>(
    of path: String, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T
  ) -> Result<T, Problem> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(openFailure(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.systemError(SystemErrorWords.describing(errno))) }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .failure(.directory)
    }
    let size = Int(info.st_size)
    if info.st_mode & S_IFMT == S_IFREG, size > limit {
      return .failure(.tooLarge(megabytes: size >> 20, limit: limit >> 20))
    }
    if info.st_mode & S_IFMT == S_IFREG, size > 0,
      let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), mapping != MAP_FAILED
    {
      defer { munmap(mapping, size) }
      return .success(body(UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: size)))
    }
    return readStream(descriptor, limit: limit).map { bytes in bytes.withUnsafeBufferPointer(body) }
  }

  /// Reads what is not a mappable file (a pipe, a device, an empty file) until its end.
  private static func readStream(_ descriptor: Int32, limit: Int) -> Result<[UInt8], Problem> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.systemError(SystemErrorWords.describing(errno)))
      }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        return .failure(.inputTooLarge(limit: limit >> 20))
      }
    }
  }

  private static func openFailure(_ code: Int32) -> Problem {
    switch code {
    case ENOENT: .noSuchFile
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .directory
    default: .systemError(SystemErrorWords.describing(code))
    }
  }
}
