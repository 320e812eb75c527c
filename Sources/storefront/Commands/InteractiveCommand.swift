import Foundation
import StoreCatalog
import StoreEngine
import StorefrontApp

/// `storefront` with no command: the interactive storefront, on the shipped demo catalog or the one named. A
/// catalog argument that names no file and no catalog stops it before the screen opens; a file that exists but
/// cannot be loaded opens on the error screen, with Retry.
enum InteractiveCommand {
  static let discussion = """
    With no COMMAND, opens the interactive storefront (a terminal UI; press ? in it for every key). It needs a
    terminal: in scripts and CI use the commands below.
    """

  static let options: [OptionSpec] =
    OptionSpec.sandboxOptions + [
      .value("locale", "LOCALE", help: "show the products in this locale (zh_Hans, ja_JP…), kept in the sandbox"),
      .value(
        "storefront", "CODE", help: "sell in this storefront (USA, GBR, JPN…), kept in the sandbox",
        values: .storefronts),
      .value("products", "ID,ID", help: "the product identifiers the app asks for (default: every product)"),
      .value(
        "latency", "SECONDS", help: "make the App Store take this long to answer, kept in the sandbox (0 turns it off)"),
      .value(
        "record", "FILE",
        help: "record the session as a scenario, written to FILE on quit (on a fresh temporary sandbox unless "
          + "--sandbox names a new file)"),
      .flag("no-mouse", help: "leave the mouse to the terminal (text selection)"),
      .flag("no-color", help: "draw without colours (NO_COLOR does the same)"),
    ] + InProcessServer.options

  static let run: CommandSpec.Run = { arguments in
    let catalog = try CatalogArgument.source(arguments.value("catalog"))
    var options = LaunchOptions(
      catalog: catalog,
      sandboxPath: arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: catalog.sandboxKey),
      language: try arguments.language())
    if let code = arguments.value("storefront") {
      guard let storefront = Storefront.find(code) else {
        throw UsageError("'\(code)' is not an App Store storefront; 'storefront storefront list' shows them")
      }
      options.storefront = storefront.countryCode
    }
    if let locale = arguments.value("locale") {
      guard !LocaleIdentifier(locale).language.isEmpty, locale.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" })
      else {
        throw UsageError("--locale expects a locale identifier such as en_US or zh_Hans, got '\(locale)'")
      }
      options.locale = locale
    }
    if let list = arguments.value("products") {
      let ids = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      guard !ids.isEmpty else { throw UsageError("--products expects product identifiers separated by commas") }
      options.productIDs = ids
    }
    if let text = arguments.value("latency") {
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw UsageError("--latency expects seconds from 0 to 60, got '\(text)'")
      }
      options.latency = seconds
    }
    options.mouse = !arguments.flag("no-mouse")
    options.colors = !arguments.flag("no-color")
    options.benchmarkFile = ProcessInfo.processInfo.environment[LaunchOptions.benchmarkVariable]
    let server = try await InProcessServer.start(arguments, catalog: catalog, sandboxPath: options.sandboxPath)
    options.server = server.map { server in
      InProcessServerHook(address: server.address) { server.runOperations(on: $0) }
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
    var isFolder: ObjCBool = false
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw UsageError("--record cannot write \(file): the folder \(folder) does not exist")
    }
    var options = options
    var temporary: URL?
    if let sandbox {
      guard !FileManager.default.fileExists(atPath: sandbox) else {
        throw UsageError(
          "--record starts on an empty sandbox so the recording replays to the same state, but \(sandbox) exists; "
            + "leave out --sandbox (a temporary sandbox is used) or name a new file")
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
