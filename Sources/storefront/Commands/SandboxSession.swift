import FoundationEssentials
import Glibc
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp
import Synchronization

extension OptionSpec {
  /// `--catalog FILE`: the catalog commands act on.
  static let catalogFile = OptionSpec.value(
    "catalog", "FILE",
    help: Phrase(
      en: "the .storekit file, or a shipped catalog's name (default: demo)", zhHans: ".storekit 文件，或随附目录的名称（默认：demo）"),
    values: .catalogs)
  /// `--sandbox PATH`: the sandbox database commands act on.
  static let sandboxPath = OptionSpec.value(
    "sandbox", "PATH",
    help: Phrase(
      en: "the sandbox database (default: one per catalog under $XDG_DATA_HOME/storefront)",
      zhHans: "沙盒数据库（默认：每个目录一个，位于 $XDG_DATA_HOME/storefront 下）"))
  /// `--json`: machine-readable output, the same in every language.
  static let json = OptionSpec.flag(
    "json", help: Phrase(en: "print JSON instead of text (the same in every language)", zhHans: "输出 JSON 而非文本（各语言相同）"))

  /// The options every command that works on a sandbox takes.
  static let sandboxOptions: [OptionSpec] = [.catalogFile, .sandboxPath]
}

extension CommandFailure {
  /// A sandbox that cannot be opened or used, in the renderer's words (the path, the SQLite error).
  static func sandbox(_ error: SandboxError) -> CommandFailure {
    CommandFailure(
      Phrase(
        en: SandboxWords.sentence(error, language: .en),
        zhHans: ChineseText(verbatim: SandboxWords.sentence(error, language: .zhHans))))
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
    let language = arguments.language
    let source = try CatalogArgument.source(arguments.value("catalog"))
    let result = source.load()
    guard let catalog = result.catalog else {
      let lines = result.errors.prefix(10).map { TerminalText.line($0.description) }.joined(separator: "\n")
      throw CommandFailure(
        Phrase(
          en: "the catalog has errors; fix them or check it with 'storefront catalog validate':\n\(lines)",
          zhHans: "目录有错误；请修正，或用 'storefront catalog validate' 检查：\n\(lines)"))
    }
    let path = arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: source.sandboxKey)
    do {
      let sandbox = try opened(Sandbox(path: path, catalog: catalog))
      try await sandbox.settle()
      return SandboxSession(catalog: catalog, sandbox: sandbox, language: language)
    } catch let error as SandboxError {
      throw CommandFailure.sandbox(error)
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
      throw CommandFailure.sandbox(error)
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
  /// The words commands print outcomes in: the interface language, products named as the storefront names them
  /// (in the interface language when the catalog has it and nobody chose a locale, `ProductLabels`; else in the
  /// sandbox's locale), dates in UTC — the same renderer the storefront and scenarios use.
  func words(products: [Product] = []) async -> OutcomeWords {
    let settings = await sandbox.settings
    let labels = ProductLabels(catalog: catalog, language: language).flatMap { $0.apply(to: settings) ? $0 : nil }
    return OutcomeWords(
      products: products.map { labels?.label($0) ?? $0 }, catalog: catalog, locale: labels?.locale ?? settings.locale,
      language: language, surface: .commandLine)
  }

  /// Runs an operation through the store's executor (a tester's, when no app is given), prints what came of it,
  /// and stops the command with those words when it could not be done.
  @discardableResult
  func perform(_ operation: StoreOperation, on executor: StoreExecutor? = nil) async throws -> OperationResult {
    let result = await (executor ?? StoreExecutor(sandbox: sandbox)).run(operation)
    let text = TerminalText.safe(await words().report(result).text)
    guard result.succeeded else { throw CommandFailure(words: text) }
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
