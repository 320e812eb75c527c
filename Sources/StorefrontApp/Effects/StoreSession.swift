import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

/// The live store behind `StoreClient.live`: reads the catalog (partly, when it has errors), opens the sandbox
/// with the launch's overrides, owns the `StoreModel` and the `StoreExecutor` every effect runs through, forwards
/// the model's snapshots and what arrives on its updates, and records what runs when the session is recorded.
///
/// An operation's result carries the snapshot that shows it, and an arrival carries the snapshot once the app
/// handled it; the reducer applies whichever is newer, so an outcome never shows beside the state from before.
actor StoreSession {
  let options: LaunchOptions
  let recording: SessionRecording?
  private var model: StoreModel?
  /// Where operations run, once the store is open.
  private(set) var executor: StoreExecutor?
  /// The catalog, read from the moment the session is made, so that reading it overlaps the terminal's start and
  /// first frame instead of following them; the first `open` takes it, a later one (Retry) reads the file again.
  private var catalogRead: Task<CatalogLoadResult, Never>?

  init(options: LaunchOptions, recording: SessionRecording?) {
    self.options = options
    self.recording = recording
    catalogRead = Task.detached { options.catalog.load() }
  }

  /// Opens everything and reports snapshots and arrivals until the calling task is cancelled. Whatever fails is
  /// reported in plain words as `storeUnavailable`, and the app offers Retry.
  func open(send: @escaping @Sendable (StoreEvent) -> Void) async {
    await close()
    let read = catalogRead
    catalogRead = nil
    let result = await read?.value ?? options.catalog.load()
    send(.catalogRead(diagnostics: result.diagnostics))
    guard let catalog = result.partialCatalog else {
      let (language, name) = (options.language, options.catalogName)
      let reason = result.errors.first.map { $0.message(in: language) }
        ?? language.say(en: "the file could not be read", zhHans: "无法读取该文件")
      send(.storeUnavailable(language.say(en: "\(name) could not be read: \(reason).", zhHans: "无法读取\(name)：\(reason)。")))
      return
    }
    send(.catalogLocalesRead(catalogLocales(catalog)))
    send(.productLabelsRead(options.locale == nil ? ProductLabels(catalog: catalog, language: options.language) : nil))
    send(.offerCodesRead(OfferCodes.byProduct(in: catalog)))
    let model: StoreModel
    do {
      let sandbox = try Sandbox(path: options.sandboxPath, catalog: catalog)
      try await applyOverrides(to: sandbox)
      try await sandbox.settle()
      await recording?.begin(on: sandbox, launchSettings: launchSettings)
      let store = try await Store(sandbox: sandbox)
      model = await StoreModel(store: store, configuration: StoreModel.Configuration(productIDs: options.productIDs))
    } catch {
      let reason = SandboxWords.sentence(error, language: options.language)
      let (language, path) = (options.language, options.sandboxPath)
      send(
        .storeUnavailable(
          language.say(
            en: "The sandbox at \(path) could not be opened: \(reason).", zhHans: "无法打开位于\(path)的沙盒：\(reason)。")))
      return
    }
    self.model = model
    let executor = StoreExecutor(sandbox: model.store.sandbox, app: model)
    self.executor = executor
    await options.server?.useExecutor(executor)
    send(.storeOpened)
    let snapshots = model.snapshots()
    let arrivals = model.transactionEvents()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await snapshot in snapshots { send(.snapshotArrived(snapshot)) }
      }
      group.addTask {
        for await event in arrivals where event.source == .updates { send(.transactionArrived(event)) }
      }
      group.addTask { await model.start() }
    }
  }

  /// Stops the model, if one is open, and closes its sandbox (no `-wal`/`-shm` files are left beside it).
  func close() async {
    guard let model else { return }
    self.model = nil
    executor = nil
    await options.server?.useExecutor(nil)
    await model.stop()
    await model.store.sandbox.close()
  }

  // MARK: - Operations and recording

  /// Runs an operation through the executor, and records it when it ran (a purchase that failed ran too: a replay
  /// fails the same way; an ignored second tap and a refused action did not).
  func run(_ operation: StoreOperation) async -> OperationResult {
    guard let executor else { return OperationResult(operation: operation, outcome: .failed(.appNotRunning)) }
    let sandbox = executor.sandbox
    let time = await sandbox.now
    let recorded = recording == nil ? nil : await recordable(operation, by: executor.resolver)
    let result = await executor.run(operation)
    if let recorded, Self.ran(result) {
      await recording?.record(recorded, at: operation == .reset ? await sandbox.now : time)
    }
    return result
  }

  /// The app transaction as the running app reads it, taken apart for the transactions view. Not recorded: a
  /// launch reads it whatever the person does.
  func readAppTransaction() async -> AppTransactionReading? {
    guard let executor else { return nil }
    return await TransactionInspector.readAppTransaction(with: executor)
  }

  private static func ran(_ result: OperationResult) -> Bool {
    switch result.outcome {
    case .failed, .purchase(.ignored): false
    default: true
    }
  }

  /// The operation as a recording names what it acts on, worked out before it runs (while the transactions and
  /// requests it names still exist): by product when it is that product's newest, by id otherwise.
  private func recordable(_ operation: StoreOperation, by resolver: OperationResolver) async -> StoreOperation {
    switch operation {
    case .refund(.id(let id), let reason): .refund(await resolver.reference(toTransaction: id), reason)
    case .revoke(.id(let id)): .revoke(await resolver.reference(toTransaction: id))
    case .delete(.id(let id)): .delete(await resolver.reference(toTransaction: id))
    case .finish(.id(let id)): .finish(await resolver.reference(toTransaction: id))
    case .requestRefund(.id(let id)): .requestRefund(await resolver.reference(toTransaction: id))
    case .approve(.id(let id)): .approve(await resolver.reference(toRequest: id))
    case .decline(.id(let id)): .decline(await resolver.reference(toRequest: id))
    case .resolve(.id(let id)): .resolve(await resolver.reference(toRequest: id))
    default: operation
    }
  }

  /// Writes the recording, capturing the state the app sees now (before the store closes).
  func saveRecording() async -> String? {
    guard let recording else { return nil }
    return await recording.save(capturing: model?.store, language: options.language)
  }

  /// `--locale`, `--storefront` and `--latency` change the sandbox's settings (kept in the sandbox, like the
  /// other run-time settings).
  private func applyOverrides(to sandbox: Sandbox) async throws {
    if let locale = options.locale { try await sandbox.setLocale(locale) }
    if let storefront = options.storefront { try await sandbox.setStorefront(storefront) }
    if let latency = options.latency { try await sandbox.setLatency(latency) }
  }

  /// The launch's setting overrides as scenario settings (latency is not recorded: it changes only how long
  /// answers take).
  private var launchSettings: [SettingChange] {
    [options.locale.map(SettingChange.locale), options.storefront.map(SettingChange.storefront)].compactMap { $0 }
  }
}
