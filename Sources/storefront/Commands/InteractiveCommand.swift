import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreServer
import StorefrontApp

/// `storefront` with no command: the interactive storefront, on the shipped demo catalog or the one named. A
/// catalog argument that names no file and no catalog stops it before the screen opens; a file that exists but
/// cannot be loaded opens on the error screen, with Retry.
enum InteractiveCommand {
  static let discussion = Phrase(
    en: """
      With no COMMAND, opens the interactive storefront (a terminal UI; press ? in it for every key). It needs a
      terminal: in scripts and CI use the commands below.
      """,
    zhHans: """
      不带 COMMAND 时打开交互式店面（终端界面；在其中按 ? 查看所有按键）。它需要终端：在脚本和 CI 中请使用
      下面的命令。
      """)

  static let options: [OptionSpec] =
    OptionSpec.sandboxOptions + [
      .value(
        "locale", "LOCALE",
        help: Phrase(
          en: "show the products in this locale (zh_Hans, ja_JP…), kept in the sandbox",
          zhHans: "按此区域设置显示产品（zh_Hans、ja_JP……），保存在沙盒中")),
      .value(
        "storefront", "CODE",
        help: Phrase(
          en: "sell in this storefront (USA, GBR, JPN…), kept in the sandbox", zhHans: "在此店面销售（USA、GBR、JPN……），保存在沙盒中"),
        values: .storefronts),
      .value(
        "products", "ID,ID",
        help: Phrase(
          en: "the product identifiers the app asks for (default: every product)", zhHans: "App 请求的产品标识符（默认：所有产品）")),
      .value(
        "latency", "SECONDS",
        help: Phrase(
          en: "make the App Store take this long to answer, kept in the sandbox (0 turns it off)",
          zhHans: "让 App Store 隔这么久才应答，保存在沙盒中（0 表示关闭）")),
      .value(
        "record", "FILE",
        help: Phrase(
          en: "record the session as a scenario, written to FILE on quit (on a fresh temporary sandbox unless "
            + "--sandbox names a new file)",
          zhHans: "把本次会话录制为场景，退出时写入 FILE（在新的临时沙盒上进行，除非 --sandbox 指定了一个新文件）")),
      .flag(
        "no-mouse", help: Phrase(en: "leave the mouse to the terminal (text selection)", zhHans: "把鼠标留给终端（用于选择文本）")),
      .flag("no-color", help: Phrase(en: "draw without colours (NO_COLOR does the same)", zhHans: "不使用颜色绘制（NO_COLOR 效果相同）")),
    ] + InProcessServer.options

  static let run: CommandSpec.Run = { arguments in
    let catalog = try CatalogArgument.source(arguments.value("catalog"))
    var options = LaunchOptions(
      catalog: catalog,
      sandboxPath: arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: catalog.sandboxKey),
      language: arguments.language)
    if let code = arguments.value("storefront") {
      guard let storefront = Storefront.find(code) else {
        throw UsageError.notAStorefront(code)
      }
      options.storefront = storefront.countryCode
    }
    if let locale = arguments.value("locale") {
      guard !LocaleIdentifier(locale).language.isEmpty, locale.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" })
      else {
        throw UsageError(
          Phrase(
            en: "--locale expects a locale identifier such as en_US or zh_Hans, got '\(locale)'",
            zhHans: "--locale 的值应为区域设置标识符，如 en_US 或 zh_Hans，实际为 '\(locale)'"))
      }
      options.locale = locale
    }
    if let list = arguments.value("products") {
      let ids = list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
      guard !ids.isEmpty else {
        throw UsageError(
          Phrase(en: "--products expects product identifiers separated by commas", zhHans: "--products 的值应为以逗号分隔的产品标识符"))
      }
      options.productIDs = ids
    }
    if let text = arguments.value("latency") {
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw UsageError(
          Phrase(en: "--latency expects seconds from 0 to 60, got '\(text)'", zhHans: "--latency 的值应为 0 到 60 秒，实际为 '\(text)'"))
      }
      options.latency = seconds
    }
    options.mouse = !arguments.flag("no-mouse")
    options.colors = !arguments.flag("no-color")
    options.benchmarkFile = ProcessInfo.processInfo.environment[LaunchOptions.benchmarkVariable]
    let server = try await InProcessServer.start(arguments, catalog: catalog, sandboxPath: options.sandboxPath)
    options.server = server.map { server in
      InProcessServerHook(
        address: server.address, useExecutor: { server.runOperations(on: $0) },
        activity: { InProcessServer.activity(of: server) })
    }
    let status: Int32
    do {
      if let file = arguments.value("record") {
        status = try await runRecording(to: file, options: options, sandbox: arguments.value("sandbox"))
      } else {
        status = await InteractiveStorefront.run(options)
      }
    } catch {
      await InProcessServer.stop(server)
      throw error
    }
    await InProcessServer.stop(server)
    return status
  }

  /// `--record FILE`: the session on an empty sandbox — a temporary one, or a new file `--sandbox` names — so the
  /// recording replays to the same state.
  private static func runRecording(to file: String, options: LaunchOptions, sandbox: String?) async throws -> Int32 {
    let url = URL(fileURLWithPath: file)
    var isFolder = false
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
      throw UsageError(
        Phrase(
          en: "--record cannot write \(file): the folder \(folder) does not exist",
          zhHans: "--record 无法写入\(file)：文件夹\(folder)不存在"))
    }
    var options = options
    var temporary: URL?
    if let sandbox {
      guard !FileManager.default.fileExists(atPath: sandbox) else {
        throw UsageError(
          Phrase(
            en: "--record starts on an empty sandbox so the recording replays to the same state, but \(sandbox) "
              + "exists; leave out --sandbox (a temporary sandbox is used) or name a new file",
            zhHans: "--record 从空沙盒开始，录制才能重放到同样的状态，但\(sandbox)已存在；"
              + "请省略 --sandbox（将使用临时沙盒）或指定一个新文件"))
      }
    } else {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "storefront-record-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      options.sandboxPath = folder.appendingPathComponent("sandbox.sqlite").path
      temporary = folder
    }
    defer {
      if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
    let recording = SessionRecording(file: url, catalog: options.catalog)
    return await InteractiveStorefront.run(options, recording: recording)
  }
}
