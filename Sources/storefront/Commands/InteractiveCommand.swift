import Foundation
import StoreCatalog
import StoreEngine
import StorefrontApp

/// `storefront` with no command: the interactive storefront, on the shipped demo catalog or the one named.
enum InteractiveCommand {
  static let discussion = """
    With no COMMAND, opens the interactive storefront (a terminal UI; press ? in it for every key). It needs a
    terminal: in scripts and CI use the commands below.
    """

  static let options: [OptionSpec] =
    OptionSpec.sandboxOptions + [
      .value("locale", "LOCALE", help: "show the products in this locale (zh_Hans, ja_JP…), kept in the sandbox"),
      .value("storefront", "CODE", help: "sell in this storefront (USA, GBR, JPN…), kept in the sandbox"),
      .value("products", "ID,ID", help: "the product identifiers the app asks for (default: every product)"),
      .value(
        "latency", "SECONDS", help: "make the App Store take this long to answer, kept in the sandbox (0 turns it off)"),
      .flag("no-mouse", help: "leave the mouse to the terminal (text selection)"),
      .flag("no-color", help: "draw without colours (NO_COLOR does the same)"),
    ]

  static let run: CommandSpec.Run = { arguments in
    let catalogURL = try SandboxSession.catalogLocation(arguments.value("catalog"))
    var options = LaunchOptions(
      catalogURL: catalogURL,
      sandboxPath: arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: catalogURL))
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
    return await InteractiveStorefront.run(options)
  }
}
