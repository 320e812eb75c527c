import Foundation
import StoreCatalog
import StoreEngine
import StoreScenarios

/// The live store behind `StoreClient.live`: reads the catalog (partly, when it has errors), opens the sandbox
/// with the launch's overrides, owns the `StoreModel` the effects talk to, and records what happens when the
/// session is being recorded.
actor StoreSession {
  let options: LaunchOptions
  let recording: SessionRecording?
  private(set) var model: StoreModel?
  /// The newest snapshot revision handed to the view (see `showLatestSnapshot`).
  private var shownRevision = 0
  /// Whether snapshots are being sent to the view at all (not before the model opens, nor once it stops or the
  /// sending task is cancelled on the way out): nobody waits for what will never be sent.
  private var showingSnapshots = false
  /// Effects waiting until the view has been sent a revision.
  private var revisionWaiters: [(revision: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(options: LaunchOptions, recording: SessionRecording?) {
    self.options = options
    self.recording = recording
  }

  /// Opens everything and reports snapshots until the calling task is cancelled. Whatever fails is reported
  /// in plain words as `storeUnavailable`, and the app offers Retry.
  func open(send: @escaping @Sendable (StoreEvent) -> Void) async {
    await close()
    let result = options.catalog.load()
    send(.catalogRead(diagnostics: result.diagnostics))
    guard let catalog = result.partialCatalog else {
      let reason = result.errors.first.map { $0.message } ?? "the file could not be read"
      send(.storeUnavailable("\(options.catalogName) could not be read: \(reason)."))
      return
    }
    send(.catalogLocalesRead(catalogLocales(catalog)))
    let model: StoreModel
    do {
      let sandbox = try Sandbox(path: options.sandboxPath, catalog: catalog)
      try await applyOverrides(to: sandbox)
      try await sandbox.settle()
      await recording?.begin(on: sandbox, launchSettings: launchSettings)
      let store = try await Store(sandbox: sandbox)
      model = await StoreModel(store: store, configuration: StoreModel.Configuration(productIDs: options.productIDs))
    } catch {
      send(.storeUnavailable("The sandbox at \(options.sandboxPath) could not be opened: \(error)."))
      return
    }
    self.model = model
    shownRevision = 0
    showingSnapshots = true
    send(.storeOpened)
    let snapshots = model.snapshots()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await snapshot in snapshots {
          send(.snapshotArrived(snapshot))
          await self.shown(snapshot.revision)
        }
        await self.releaseRevisionWaiters()
      }
      group.addTask { await model.start() }
    }
  }

  /// Returns once the view has been sent the model's snapshot as it is now. An effect that reports an outcome
  /// (a purchase, a restore, a refund request) waits for it first, so the view never shows "added to the balance"
  /// beside the balance from before: snapshots and outcomes travel on different tasks, in no set order.
  func showLatestSnapshot() async {
    guard showingSnapshots, let revision = model?.currentSnapshot.revision, revision > shownRevision else { return }
    await withCheckedContinuation { continuation in
      revisionWaiters.append((revision, continuation))
    }
  }

  /// The model stopped: nothing more will be shown, so nobody waits for it.
  private func releaseRevisionWaiters() {
    showingSnapshots = false
    for waiter in revisionWaiters { waiter.continuation.resume() }
    revisionWaiters = []
  }

  private func shown(_ revision: Int) {
    shownRevision = max(shownRevision, revision)
    let stillWaiting = revisionWaiters.partition { $0.revision <= shownRevision }
    for waiter in revisionWaiters[stillWaiting...] { waiter.continuation.resume() }
    revisionWaiters.removeSubrange(stillWaiting...)
  }

  /// Stops the model, if one is open, and closes its sandbox (no `-wal`/`-shm` files are left beside it).
  func close() async {
    guard let model else { return }
    self.model = nil
    await model.stop()
    await model.store.sandbox.close()
  }

  // MARK: - Tester actions and recording

  /// Carries out a tester action, and records it when it worked.
  func act(_ action: TesterAction) async -> StoreMessage {
    guard let model else { return StoreMessage(.failure, "The store is not open") }
    let sandbox = model.store.sandbox
    let time = await sandbox.now
    let statement = recording == nil ? nil : await SessionRecording.statement(for: action, in: sandbox)
    let message = await TesterActionRunner.perform(action, on: model.store)
    if message.kind != .failure, let statement {
      await recording?.record(statement, at: action == .reset ? await sandbox.now : time)
    }
    return message
  }

  /// Records something the customer does in the app, at `time` (the sandbox clock now when not given).
  func recorded(_ action: ScenarioAction, at time: Date? = nil) async {
    guard let recording, let sandbox = model?.store.sandbox else { return }
    let when: Date
    if let time { when = time } else { when = await sandbox.now }
    await recording.record(action, at: when)
  }

  /// Writes the recording, capturing the state the app sees now (before the store closes).
  func saveRecording() async -> String? {
    guard let recording else { return nil }
    return await recording.save(capturing: model?.store)
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
