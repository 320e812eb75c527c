import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The C library's words for why a system call or a file operation failed (`strerror`), which it gives in English
/// only: what a message quotes as the system's reason.
public enum SystemErrorWords {
  /// The words for an `errno` code: `No such file or directory`.
  public static func describing(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// The words for an error a Foundation file operation threw: its POSIX error's, or the error's own description
  /// when it has none.
  public static func describing(_ error: any Error) -> String {
    if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
      return describing(posix.code.rawValue)
    }
    return "\(error)"
  }
}
