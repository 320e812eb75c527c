import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a whole regular file with plain POSIX calls, so every failure has a specific reason.
enum FileReader {
  /// Why a file could not be read, in words.
  struct Problem: Error {
    var message: String
  }

  static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Problem(message: openFailure(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Problem(message: "cannot read the file: \(describe(errno))")) }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .failure(Problem(message: "this is a directory, not a file; expected a .storekit file (Xcode sometimes keeps one inside a folder named like a .storekit file)"))
    }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
      return .failure(Problem(message: "the file is \(Int(info.st_size) >> 20) MiB; catalogs larger than \(limit >> 20) MiB are not read"))
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(info.st_size)))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Problem(message: "cannot read the file: \(describe(errno))"))
      }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        return .failure(Problem(message: "the input is larger than \(limit >> 20) MiB; catalogs that large are not read"))
      }
    }
  }

  private static func openFailure(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied: the file cannot be read"
    case EISDIR: "this is a directory, not a file; expected a .storekit file"
    default: "cannot open the file: \(describe(code))"
    }
  }

  private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
