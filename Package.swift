// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode with complete concurrency checking.
let strictSwift: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Storefront",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "storefront", targets: ["storefront"])
  ],
  targets: [
    // MARK: - C libraries from Debian
    .systemLibrary(
      name: "CNcursesw", path: "Sources/CNcursesw",
      providers: [.apt(["libncursesw5-dev"])]),
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]),
    .systemLibrary(
      name: "CMicroHTTPD", path: "Sources/CMicroHTTPD",
      providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(
      name: "CCurl", path: "Sources/CCurl",
      providers: [.apt(["libcurl4-openssl-dev"])]),

    // MARK: - Modules
    .target(name: "InterfaceLanguage", swiftSettings: strictSwift),
    .target(name: "Threads", swiftSettings: strictSwift),
    .target(name: "StoreCatalog", dependencies: ["InterfaceLanguage"], swiftSettings: strictSwift, plugins: ["EmbedShippedFiles"]),
    .target(
      name: "StoreEngine", dependencies: ["StoreCatalog", "CSQLite", "COpenSSL", "Threads"],
      swiftSettings: strictSwift),
    .target(
      name: "StoreOperations", dependencies: ["InterfaceLanguage", "StoreEngine", "StoreCatalog"],
      swiftSettings: strictSwift),
    .target(name: "TerminalUI", dependencies: ["CNcursesw", "Threads"], swiftSettings: strictSwift),
    .target(
      name: "StorefrontApp",
      dependencies: ["InterfaceLanguage", "TerminalUI", "StoreEngine", "StoreOperations", "StoreScenarios"],
      swiftSettings: strictSwift),
    .target(
      name: "StoreScenarios", dependencies: ["InterfaceLanguage", "StoreEngine", "StoreCatalog", "StoreOperations"],
      swiftSettings: strictSwift, plugins: ["EmbedShippedFiles"]),
    .target(
      name: "StoreServer", dependencies: ["StoreOperations", "StoreEngine", "StoreCatalog", "Threads", "CMicroHTTPD", "CCurl"], swiftSettings: strictSwift),
    .executableTarget(
      name: "storefront",
      dependencies: ["InterfaceLanguage", "StorefrontApp", "StoreScenarios", "StoreOperations", "StoreEngine", "StoreCatalog", "StoreServer", "Threads"],
      swiftSettings: strictSwift),

    // MARK: - Build tools: the shipped catalogs and scenarios built into StoreCatalog and StoreScenarios
    .plugin(
      name: "EmbedShippedFiles", capability: .buildTool(), dependencies: ["ShippedFileSource"],
      path: "Plugins/EmbedShippedFiles"),
    .executableTarget(name: "ShippedFileSource", path: "Plugins/ShippedFileSource", swiftSettings: strictSwift),

    // MARK: - Tests
    .target(
      name: "TestSupport", dependencies: ["StoreCatalog", "StoreEngine", "TerminalUI"], path: "Tests/TestSupport",
      swiftSettings: strictSwift),
    .testTarget(name: "InterfaceLanguageTests", dependencies: ["InterfaceLanguage"], swiftSettings: strictSwift),
    .testTarget(
      name: "StoreCatalogTests", dependencies: ["InterfaceLanguage", "StoreCatalog", "TestSupport"],
      swiftSettings: strictSwift),
    .testTarget(
      name: "StoreEngineTests", dependencies: ["StoreEngine", "TestSupport"],
      swiftSettings: strictSwift),
    .executableTarget(
      name: "TerminalUIDemo", dependencies: ["TerminalUI"], path: "Tests/TerminalUIDemo",
      swiftSettings: strictSwift),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"],
      exclude: ["Widgets/__Snapshots__"], swiftSettings: strictSwift),
    .testTarget(
      name: "StorefrontAppTests", dependencies: ["StorefrontApp", "StoreScenarios", "TestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: strictSwift),
    .testTarget(
      name: "StoreOperationsTests", dependencies: ["InterfaceLanguage", "StoreOperations", "StoreScenarios", "StorefrontApp", "TestSupport"],
      swiftSettings: strictSwift),
    .testTarget(
      name: "StoreScenariosTests", dependencies: ["StoreScenarios", "TestSupport"],
      swiftSettings: strictSwift),
    .testTarget(
      name: "StoreServerTests", dependencies: ["StoreServer", "StoreOperations", "StoreEngine", "TestSupport"], swiftSettings: strictSwift),
    .testTarget(
      name: "EndToEndTests", dependencies: ["TestSupport"], swiftSettings: strictSwift),
    .testTarget(
      name: "ReliabilityTests", dependencies: ["StoreEngine", "StoreCatalog", "StoreScenarios", "TestSupport", "CSQLite"],
      exclude: ["Regressions"], swiftSettings: strictSwift),
  ]
)
