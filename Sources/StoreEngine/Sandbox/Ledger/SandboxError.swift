/// Why a sandbox database cannot be used, in plain words with what to do about it.
public enum SandboxError: Error, Sendable, Hashable, CustomStringConvertible {
  case corrupt(path: String, detail: String)
  case foreign(path: String)
  case newerVersion(path: String, found: Int, supported: Int)
  case unreadable(path: String, detail: String)
  case locked(path: String)
  case symlink(path: String)
  case notAFile(path: String)
  case foreignOwner(path: String)

  public var description: String {
    switch self {
    case .corrupt(let path, let detail):
      "the sandbox \(path) is damaged (\(detail)); nothing was changed. Move it aside to start a new sandbox, or keep it for inspection"
    case .foreign(let path):
      "\(path) is not a Storefront sandbox (it is some other SQLite database); choose another path with --sandbox"
    case .newerVersion(let path, let found, let supported):
      "the sandbox \(path) was written by a newer Storefront (schema \(found), this one reads up to \(supported)); update Storefront"
    case .unreadable(let path, let detail):
      "cannot open the sandbox \(path): \(detail)"
    case .locked(let path):
      "the sandbox \(path) stayed locked by another process for too long; try again"
    case .symlink(let path):
      "refusing the sandbox \(path): it is a symbolic link (use the real path)"
    case .notAFile(let path):
      "refusing the sandbox \(path): it is not a regular file"
    case .foreignOwner(let path):
      "refusing the sandbox \(path): it belongs to another user"
    }
  }
}
