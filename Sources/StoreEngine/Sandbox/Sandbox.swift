public import FoundationEssentials
public import StoreCatalog
import Synchronization

/// The simulated App Store for one account: owns the ledger, the signing identity and the clock, and
/// carries out what the pure planners decide.
///
/// One sandbox is one database file. Several processes may open the same file: they are several
/// devices of one account, and each sees the others' changes through the ledger's change log.
public actor Sandbox {
  public nonisolated let path: String
  public nonisolated let catalog: Catalog
  let ledger: Ledger
  var signer: SandboxSigner
  /// The root certificate every signed transaction of this sandbox chains to.
  public nonisolated let rootCertificate: X509Certificate
  /// What every signed payload says about the app and the device.
  public nonisolated let signingContext: SigningContext
  let realNow: @Sendable () -> Date
  var overrides: SettingsOverrides {
    didSet { effectiveSettings = SandboxSettings(catalog: catalog.settings).applying(overrides) }
  }
  /// The catalog's settings with `overrides` applied, kept up to date by `overrides`' observer.
  private var effectiveSettings: SandboxSettings
  var clock: SandboxClock
  private var seenDataVersion: Int64
  /// How many times this sandbox has seen another process commit to the ledger: what a view that shows more than a
  /// snapshot holds (the Server tab's notifications and delivery attempts, which another process's server writes)
  /// watches to know the file moved under it.
  public private(set) var commitsByOtherProcesses = 0
  /// The write whose start was already checked for other processes' commits (none can land while it holds the lock).
  private var checkedWrite: Int?
  private var observers: [UUID: AsyncStream<Void>.Continuation] = [:]
  private nonisolated let watcher = Mutex<LedgerWatcher?>(nil)
  /// Whether a look at other processes' commits is already on its way to the actor: a commit writes the WAL
  /// several times, and one look after the last write sees them all.
  private nonisolated let externalLookPending = Mutex(false)
  var schedulerEnabled = false
  var scheduledWake: Task<Void, Never>?

  /// Opens (or creates) the sandbox at `path` for `catalog`.
  ///
  /// - Parameters:
  ///   - startClock: where a NEW sandbox's clock starts; nil starts at real time with the catalog's rate.
  ///   - realNow: the source of real time (tests pass a fixed one).
  public init(
    path: String, catalog: Catalog, startClock: SandboxClock? = nil, realNow: @escaping @Sendable () -> Date = Date.init
  ) throws {
    self.path = path
    self.catalog = catalog
    self.realNow = realNow
    let ledger = try Ledger(path: path)
    self.ledger = ledger
    let now = realNow()
    let stored = try ledger.write { () throws -> (SandboxClock, SettingsOverrides, SandboxSigner) in
      let clock = try ledger.metaValue(SandboxClock.self, MetaKey.clock)
        ?? startClock ?? SandboxClock(timeRate: catalog.settings.timeRate, now: now)
      try ledger.setMetaValue(MetaKey.clock, clock)
      let overrides = try ledger.metaValue(SettingsOverrides.self, MetaKey.overrides) ?? SettingsOverrides()
      let signer = try SandboxSigner.loadOrCreate(in: ledger, at: clock.now(real: now))
      return (clock, overrides, signer)
    }
    (clock, overrides, signer) = stored
    effectiveSettings = SandboxSettings(catalog: catalog.settings).applying(stored.1)
    rootCertificate = signer.identity.root
    signingContext = signer.context
    seenDataVersion = try ledger.dataVersion()
  }

  /// Keys of the ledger's meta table.
  enum MetaKey {
    static let clock = "clock"
    static let overrides = "settings_overrides"
    /// When the customer got the app (the app transaction's `originalPurchaseDate`).
    static let appDownload = "app_download"
  }

  // MARK: - State

  /// The settings in force: the catalog's, with run-time changes on top.
  public var settings: SandboxSettings {
    refreshIfChanged()
    return effectiveSettings
  }

  /// Simulated time now.
  public var now: Date {
    refreshIfChanged()
    return clock.now(real: realNow())
  }

  public var currentClock: SandboxClock {
    refreshIfChanged()
    return clock
  }

  /// The root certificate (PEM) every signed transaction of this sandbox chains to.
  public nonisolated var rootCertificatePEM: String { rootCertificate.pem }

  /// The root certificate (DER).
  public nonisolated var rootCertificateDER: Data { rootCertificate.der }

  /// The bundle identifier signed transactions carry.
  public nonisolated var bundleID: String { signingContext.bundleID }

  /// Re-reads what other processes may have changed (clock, settings) when the file changed, and tells
  /// observers: whoever notices another process's commit first — a getter or the file watcher — makes
  /// sure every listener hears of it. Inside a write, the first look is the only one needed.
  func refreshIfChanged() {
    if let write = ledger.currentWrite {
      guard write != checkedWrite else { return }
      checkedWrite = write
    }
    guard let version = try? ledger.dataVersion(), version != seenDataVersion else { return }
    seenDataVersion = version
    commitsByOtherProcesses += 1
    if let stored = try? ledger.metaValue(SandboxClock.self, MetaKey.clock) { clock = stored }
    if let stored = try? ledger.metaValue(SettingsOverrides.self, MetaKey.overrides) { overrides = stored }
    notifyObservers()
  }

  // MARK: - Change notifications

  /// A stream that yields whenever the ledger may have changed — after this process commits, and when
  /// another process does (see `LedgerWatcher`). Readers then look at the change log.
  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let id = UUID()
    observers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeObserver(id) }
    }
    return stream
  }

  private func removeObserver(_ id: UUID) {
    observers[id] = nil
  }

  /// Tells every observer the ledger changed.
  func notifyObservers() {
    for continuation in observers.values { continuation.yield() }
    rearmScheduler()
  }

  /// Starts noticing other processes' commits (idempotent): observers of `changes()` then hear about
  /// them within moments, without polling.
  public nonisolated func watchOtherProcesses() throws {
    try watcher.withLock { watcher in
      guard watcher == nil else { return }
      watcher = try LedgerWatcher(path: path) { [weak self] in
        guard let self, claimExternalLook() else { return }
        Task { await self.externalChange() }
      }
    }
  }

  deinit {
    watcher.withLock { $0?.stop() }
  }

  /// True when no look at other processes' commits was on its way (and one now is).
  private nonisolated func claimExternalLook() -> Bool {
    externalLookPending.withLock { pending in
      if pending { return false }
      pending = true
      return true
    }
  }

  /// Called by the file watcher when another process committed.
  func externalChange() {
    externalLookPending.withLock { $0 = false }
    refreshIfChanged()
  }

  /// Runs a durable write, then notifies observers. Everything that changes the ledger goes through it.
  /// (Our own commits leave `PRAGMA data_version` unchanged; only other connections' commits move it.)
  func commit<T>(_ body: () throws -> T) throws -> T {
    let result = try ledger.write(body)
    notifyObservers()
    return result
  }
}
