public import InterfaceLanguage
public import StoreEngine

/// Why a sandbox cannot be opened or used, in words: the command line, the storefront and scenario runs say it the
/// same way. SQLite's and the system's own texts (the `detail`) are shown as they are.
public enum SandboxWords {
  /// The error in one sentence without a full stop: "refusing the sandbox PATH: it is a symbolic link (use the
  /// real path)".
  public static func sentence(_ error: SandboxError, language: Language) -> String {
    switch error {
    case .corrupt(let path, let detail):
      language.say(
        en: "the sandbox \(path) is damaged (\(detail)); nothing was changed. Move it aside to start a new sandbox, "
          + "or keep it for inspection",
        zhHans: "沙盒\(path)已损坏（\(detail)）；未做任何更改。把它移到别处即可开始新的沙盒，或保留它以便检查")
    case .unreadableSigningIdentity(let path, let detail):
      language.say(
        en: "the sandbox \(path) is damaged (its signing identity cannot be read: \(detail)); nothing was changed. "
          + "Move it aside to start a new sandbox, or keep it for inspection",
        zhHans: "沙盒\(path)已损坏（无法读取其签名身份：\(detail)）；未做任何更改。把它移到别处即可开始新的沙盒，或保留它以便检查")
    case .foreign(let path):
      language.say(
        en: "\(path) is not a Storefront sandbox (it is some other SQLite database); choose another path with --sandbox",
        zhHans: "\(path)不是 Storefront 沙盒（而是其他 SQLite 数据库）；请用 --sandbox 选择另一个路径")
    case .newerVersion(let path, let found, let supported):
      language.say(
        en: "the sandbox \(path) was written by a newer Storefront (schema \(found), this one reads up to "
          + "\(supported)); update Storefront",
        zhHans: "沙盒\(path)由更新版本的 Storefront 写入（架构版本\(found)，此版本最多读取\(supported)）；请更新 Storefront")
    case .unreadable(let path, let detail):
      language.say(en: "cannot open the sandbox \(path): \(detail)", zhHans: "无法打开沙盒\(path)：\(detail)")
    case .cannotCreateFolder(let path, let detail):
      language.say(
        en: "cannot open the sandbox \(path): cannot create its folder: \(detail)",
        zhHans: "无法打开沙盒\(path)：无法创建其所在文件夹：\(detail)")
    case .cannotWatch(let path, let detail):
      language.say(
        en: "cannot open the sandbox \(path): cannot create a wake-up pipe: \(detail)",
        zhHans: "无法打开沙盒\(path)：无法创建唤醒管道：\(detail)")
    case .locked(let path):
      language.say(
        en: "the sandbox \(path) stayed locked by another process for too long; try again",
        zhHans: "沙盒\(path)被另一个进程锁定过久；请重试")
    case .symlink(let path):
      language.say(
        en: "refusing the sandbox \(path): it is a symbolic link (use the real path)",
        zhHans: "拒绝使用沙盒\(path)：它是符号链接（请使用真实路径）")
    case .notAFile(let path):
      language.say(
        en: "refusing the sandbox \(path): it is not a regular file", zhHans: "拒绝使用沙盒\(path)：它不是普通文件")
    case .foreignOwner(let path):
      language.say(
        en: "refusing the sandbox \(path): it belongs to another user", zhHans: "拒绝使用沙盒\(path)：它属于其他用户")
    }
  }

  /// What went wrong opening or using a sandbox: a `SandboxError` in words, any other error (SQLite's, a file
  /// system's) as it describes itself.
  public static func sentence(_ error: any Error, language: Language) -> String {
    guard let error = error as? SandboxError else { return String(describing: error) }
    return sentence(error, language: language)
  }
}
