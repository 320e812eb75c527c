import FoundationEssentials
public import InterfaceLanguage
public import StoreCatalog

/// How the interactive storefront was asked to start: what to open, and how to use the terminal.
public struct LaunchOptions: Sendable {
  /// The catalog: a `.storekit` file, or one built into the binary.
  public var catalog: CatalogSource
  /// How the header and messages name the catalog (its file name).
  var catalogName: String
  /// The sandbox database.
  public var sandboxPath: String
  /// Overrides of the catalog's settings, applied to the sandbox at launch.
  public var locale: String?
  public var storefront: String?
  /// Seconds the simulated App Store waits before each answer.
  public var latency: Double?
  /// The product identifiers the app asks for; nil asks for every product of the catalog.
  public var productIDs: [String]?
  public var mouse: Bool
  public var colors: Bool
  /// The language the interface speaks (`--language`, else the environment's).
  public var language: Language
  /// Where the benchmark hook writes its marks (`STOREFRONT_BENCH_TIMINGS`); nil when not benchmarking.
  public var benchmarkFile: String?
  /// The App Store server running in this process (`--server`), when one is.
  public var server: InProcessServerHook?

  public init(
    catalog: CatalogSource, sandboxPath: String, locale: String? = nil, storefront: String? = nil, latency: Double? = nil,
    productIDs: [String]? = nil, mouse: Bool = true, colors: Bool = true, language: Language,
    benchmarkFile: String? = nil
  ) {
    self.catalog = catalog
    self.catalogName = catalog.fileURL?.lastPathComponent ?? catalog.displayName
    self.sandboxPath = sandboxPath
    self.locale = locale
    self.storefront = storefront
    self.latency = latency
    self.productIDs = productIDs
    self.mouse = mouse
    self.colors = colors
    self.language = language
    self.benchmarkFile = benchmarkFile
  }

  /// The environment variable that turns the benchmark hook on.
  public static let benchmarkVariable = "STOREFRONT_BENCH_TIMINGS"
}
