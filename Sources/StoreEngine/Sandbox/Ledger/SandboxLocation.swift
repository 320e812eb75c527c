public import FoundationEssentials
import StoreCatalog

#if canImport(Glibc)
  import Glibc
#endif

/// Where sandbox databases live and the checks made before one is opened.
public enum SandboxLocation {
  /// `$XDG_DATA_HOME/storefront/sandboxes` (default `~/.local/share/storefront/sandboxes`).
  public static var directory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path).appendingPathComponent(".local/share")
    return base.appendingPathComponent("storefront/sandboxes")
  }

  /// The default sandbox of a catalog: one per catalog file, like one purchase history per app.
  public static func defaultPath(forCatalogAt catalog: URL) -> String {
    let absolute = catalog.standardizedFileURL.path
    let stem = catalog.deletingPathExtension().lastPathComponent
      .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? String($0) : "-" }.joined()
    return directory.appendingPathComponent("\(stem)-\(hash(absolute)).sqlite").path
  }

  /// Checks `path` before it is opened and creates its directory (0700) when missing.
  ///
  /// Refuses a path that is a symbolic link, is not a regular file, or belongs to another user; a new
  /// file is created 0600 so the database and its WAL files are private. Returns whether it existed.
  static func prepare(_ path: String) throws -> Bool {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw SandboxError.cannotCreateFolder(path: path, detail: SystemErrorWords.describing(error))
      }
    }
    var info = stat()
    if lstat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK { throw SandboxError.symlink(path: path) }
      if info.st_mode & S_IFMT != S_IFREG { throw SandboxError.notAFile(path: path) }
      if info.st_uid != getuid() { throw SandboxError.foreignOwner(path: path) }
      return info.st_size > 0
    }
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor < 0, errno != EEXIST {
      throw SandboxError.unreadable(path: path, detail: SystemErrorWords.describing(errno))
    }
    if descriptor >= 0 { close(descriptor) }
    return false
  }

  /// FNV-1a of the path, 8 hex digits: stable across runs and releases.
  private static func hash(_ text: String) -> String {
    var value: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 16_777_619
    }
    return String(value, radix: 16).leftPadded(to: 8)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
