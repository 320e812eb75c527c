import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

/// The store behind `storefront run --tui`: a scenario session on a fresh temporary sandbox with the scenario's
/// frozen clock, played one statement at a time, the snapshots of the app it launches forwarded to the view (and
/// followed again when a statement relaunches the app).
actor ScenarioPlayer {
  let session: ScenarioSession
  private let directory: URL
  private let locales: [String]
  private let offerCodes: [String: [SubscriptionOffer]]
  private let labels: ProductLabels?
  private var send: (@Sendable (StoreEvent) -> Void)?
  private var forwarding: Task<Void, Never>?

  /// Makes the sandbox for `scenario` in a new temporary folder (removed by `close()`); the products are listed in
  /// `language` where the catalog has it, as the live storefront lists them.
  init(_ scenario: LoadedScenario, language: Language) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storefront-scenario-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let sandbox = try ScenarioSession.makeSandbox(
      for: scenario, at: directory.appendingPathComponent("sandbox.sqlite").path)
    session = ScenarioSession(sandbox: sandbox, language: .en)
    locales = catalogLocales(scenario.catalog)
    offerCodes = OfferCodes.byProduct(in: scenario.catalog)
    labels = ProductLabels(catalog: scenario.catalog, language: language)
  }

  /// Reports the store open; snapshots follow once a statement launches the app.
  func open(send: @escaping @Sendable (StoreEvent) -> Void) {
    self.send = send
    send(.catalogRead(diagnostics: []))
    send(.catalogLocalesRead(locales))
    send(.productLabelsRead(labels))
    send(.offerCodesRead(offerCodes))
    send(.storeOpened)
  }

  /// Plays one statement and follows the app it (re)launched.
  func play(_ step: ScenarioStep) async -> StepResult {
    let result = await session.perform(step)
    if result.launchedApp { await followApp() }
    return result
  }

  private func followApp() async {
    forwarding?.cancel()
    await forwarding?.value
    guard let model = await session.model, let send else { return }
    let snapshots = model.snapshots()
    forwarding = Task {
      for await snapshot in snapshots { send(.snapshotArrived(snapshot)) }
    }
  }

  /// Quits the app and removes the sandbox.
  func close() async {
    forwarding?.cancel()
    await forwarding?.value
    await session.close()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// The locales a catalog has localizations for, in the order it first names them.
func catalogLocales(_ catalog: Catalog) -> [String] {
  var seen = Set<String>()
  let all = catalog.products.flatMap { $0.localizations.map(\.locale) }
  return all.filter { seen.insert($0).inserted }
}
