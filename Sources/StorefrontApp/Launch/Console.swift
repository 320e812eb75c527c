#if canImport(Glibc)
  import Glibc
#endif

/// The process's standard output and standard error: command results to standard output, messages to standard
/// error, written whole with `write(2)`.
public enum Console {
  public static func out(_ text: String, terminator: String = "\n") {
    write(Array((text + terminator).utf8), to: STDOUT_FILENO)
  }

  /// Bytes as they are (a certificate, a catalog) to standard output.
  public static func out(bytes: [UInt8]) {
    write(bytes, to: STDOUT_FILENO)
  }

  public static func error(_ text: String) {
    write(Array((text + "\n").utf8), to: STDERR_FILENO)
  }

  /// Everything on standard input, up to its end.
  public static func standardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(STDIN_FILENO, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
    }
  }

  /// Writes all of `bytes`, again after an interruption; stops at an error (a reader that went away).
  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
