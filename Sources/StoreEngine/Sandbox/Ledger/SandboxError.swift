/// Why a sandbox database cannot be opened or used, with what a sentence about it needs (the path, the SQLite or
/// system error's own text); StoreOperations' `SandboxWords` says it in the interface language.
public enum SandboxError: Error, Sendable, Hashable {
  /// SQLite finds the file damaged; nothing was changed.
  case corrupt(path: String, detail: String)
  /// The signing identity the sandbox keeps cannot be read back.
  case unreadableSigningIdentity(path: String, detail: String)
  /// The file is some other SQLite database.
  case foreign(path: String)
  /// A newer Storefront wrote the file, with a schema this one cannot read.
  case newerVersion(path: String, found: Int, supported: Int)
  /// The file cannot be opened (SQLite's or the system's reason).
  case unreadable(path: String, detail: String)
  /// The folder the file goes in cannot be created.
  case cannotCreateFolder(path: String, detail: String)
  /// The sandbox cannot be watched for changes by other processes (no wake-up pipe).
  case cannotWatch(path: String, detail: String)
  /// Another process held the write lock for too long.
  case locked(path: String)
  /// The path is a symbolic link.
  case symlink(path: String)
  /// The path is not a regular file.
  case notAFile(path: String)
  /// The file belongs to another user.
  case foreignOwner(path: String)
}
