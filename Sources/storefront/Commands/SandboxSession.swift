import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import Synchronization

extension OptionSpec {
  /// `--catalog FILE`: the catalog commands act on.
  static let catalogFile = OptionSpec.value(
    "catalog", "FILE", help: "the .storekit file, or a shipped catalog's name (default: demo)", values: .catalogs)
  /// `--sandbox PATH`: the sandbox database commands act on.
  static let sandboxPath = OptionSpec.value(
    "sandbox", "PATH", help: "the sandbox database (default: one per catalog under $XDG_DATA_HOME/storefront)")
  /// `--json`: machine-readable output.
  static let json = OptionSpec.flag("json", help: "print JSON instead of text")

  /// `--language en|zh-Hans`: the interface language, over the one the environment names.
  static let language = OptionSpec.value(
    "language", "LANGUAGE",
    help: "the language of the words: en or zh-Hans (default: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
    values: .words(Language.argumentValues))

  /// The options every command that works on a sandbox takes.
  static let sandboxOptions: [OptionSpec] = [.catalogFile, .sandboxPath, .language]
}

extension ParsedArguments {
  /// The interface language: `--language` when given, else the environment's (`LanguageChoice`).
  func language() throws -> Language {
    let argument = value("language")
    guard let language = LanguageChoice.language(argument: argument, environment: ProcessInfo.processInfo.environment)
    else {
      throw UsageError("--language expects en or zh-Hans, got '\(argument ?? "")'")
    }
    return language
  }
}

/// The catalog and sandbox a command line names, opened and brought up to simulated now.
struct SandboxSession {
  let catalog: Catalog
  let sandbox: Sandbox
  /// The language the command's words are in.
  let language: Language

  /// Opens what `--catalog` and `--sandbox` name; a catalog with errors or an unusable sandbox stops
  /// the command with a message saying why. The sandbox is closed when the command ends (`closeAll()`).
  static func open(_ arguments: ParsedArguments) async throws -> SandboxSession {
    let language = try arguments.language()
    let source = try CatalogArgument.source(arguments.value("catalog"))
    let result = source.load()
    guard let catalog = result.catalog else {
      let lines = result.errors.prefix(10).map { TerminalText.line($0.description) }
      throw CommandFailure(
        "the catalog has errors; fix them or check it with 'storefront catalog validate':\n" + lines.joined(separator: "\n"))
    }
    let path = arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: source.sandboxKey)
    do {
      let sandbox = try opened(Sandbox(path: path, catalog: catalog))
      try await sandbox.settle()
      return SandboxSession(catalog: catalog, sandbox: sandbox, language: language)
    } catch let error as SandboxError {
      throw CommandFailure(error.description)
    }
  }

  /// The DER root certificate of the sandbox the arguments name (without settling it: read-only use).
  static func rootCertificate(_ arguments: ParsedArguments) throws -> Data {
    let source = try CatalogArgument.source(arguments.value("catalog"))
    let catalog = source.load().partialCatalog ?? Catalog()
    let path = arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: source.sandboxKey)
    do {
      return try opened(Sandbox(path: path, catalog: catalog)).rootCertificateDER
    } catch let error as SandboxError {
      throw CommandFailure(error.description)
    }
  }

  // MARK: - Closing at exit

  /// Every sandbox a command opened, to close once it has ended.
  private static let openSandboxes = Mutex<[Sandbox]>([])

  private static func opened(_ sandbox: Sandbox) -> Sandbox {
    openSandboxes.withLock { $0.append(sandbox) }
    return sandbox
  }

  /// Closes every sandbox the command opened, so a clean exit leaves no `-wal`/`-shm` files beside them.
  static func closeAll() async {
    for sandbox in openSandboxes.withLock({ opened in defer { opened.removeAll() }; return opened }) {
      await sandbox.close()
    }
  }
}

// MARK: - Operations

extension SandboxSession {
  /// The words commands print outcomes in: the interface language, the catalog's names in the sandbox's locale,
  /// dates in UTC — the same renderer the storefront and scenarios use.
  func words(products: [Product] = []) async -> OutcomeWords {
    OutcomeWords(
      products: products, catalog: catalog, locale: await sandbox.settings.locale, language: language,
      surface: .commandLine)
  }

  /// Runs an operation through the store's executor (a tester's, when no app is given), prints what came of it,
  /// and stops the command with those words when it could not be done.
  @discardableResult
  func perform(_ operation: StoreOperation, on executor: StoreExecutor? = nil) async throws -> OperationResult {
    let result = await (executor ?? StoreExecutor(sandbox: sandbox)).run(operation)
    let text = TerminalText.safe(await words().report(result).text)
    guard result.succeeded else { throw CommandFailure(text) }
    Console.out(text)
    return result
  }

  /// The app a command runs the customer's operations in: a launch of its own on this sandbox, with the products
  /// it asks for loaded. Stop it with `model.stop()`.
  func launchApp(productIDs: [String]? = nil, finishing: Bool = true) async throws -> StoreModel {
    let store = try await Store(sandbox: sandbox, device: "cli-\(getpid())")
    let model = await StoreModel(
      store: store, configuration: .init(productIDs: productIDs, finishTransactions: finishing))
    await model.loadProducts()
    return model
  }
}
