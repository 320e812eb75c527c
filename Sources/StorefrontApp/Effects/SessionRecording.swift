public import FoundationEssentials
import InterfaceLanguage
public import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

/// `storefront --record FILE`: the operations the session ran — the customer's purchases, cancels, restores, refund
/// requests and consumes, and every tester action — recorded as they run and written as a scenario on quit,
/// with expectations that capture the state the session ended in. Replayed with `storefront run FILE`, it reaches
/// the same state.
///
/// A recording replays faithfully when the session starts on an empty sandbox, which `--record` makes sure of.
/// Changing the latency and pausing the clock are not recorded: they change only how fast things happen, and the
/// time that passes is recorded as `advance` lines whatever moved it.
public actor SessionRecording {
  /// Where the scenario is written.
  nonisolated let file: URL
  private let catalog: CatalogReference
  private var recorder: ScenarioRecorder?

  /// A recording to `file` of a session on `catalog`.
  public init(file: URL, catalog: CatalogSource) {
    self.file = file
    self.catalog = Self.reference(to: catalog, from: file.deletingLastPathComponent())
  }

  /// Starts recording on the freshly opened sandbox; the launch's settings become the first statements.
  func begin(on sandbox: Sandbox, launchSettings: [SettingChange]) async {
    let start = await sandbox.now
    var recorder = ScenarioRecorder(catalog: catalog, start: start)
    for change in launchSettings { recorder.record(.set(change), at: start) }
    self.recorder = recorder
  }

  /// Records an operation that ran when the sandbox clock read `time`.
  func record(_ operation: StoreOperation, at time: Date) {
    recorder?.record(operation, at: time)
  }

  /// Writes the scenario, capturing the state `store` sees now. - Returns: what to tell the person once the
  /// terminal is restored.
  func save(capturing store: Store?, language: Language) async -> String {
    let path = file.path
    guard let recorder, let store else {
      return language.say(
        en: "storefront: nothing was recorded (the store never opened); \(path) was not written",
        zhHans: "storefront：没有录制任何内容（商店从未打开）；未写入\(path)")
    }
    do {
      let state = try await RecordedState.capture(store: store)
      try Data(recorder.text(capturing: state).utf8).write(to: file, options: .atomic)
      let count = recorder.operations.count
      let statements = Language.english(count, one: "1 statement", other: "\(count) statements")
      return language.say(
        en: "Recorded \(statements) to \(path); replay it with: storefront run \(path)",
        zhHans: "已将\(count)条语句录制到\(path)；重放：storefront run \(path)")
    } catch {
      let reason = SystemErrorWords.describing(error)
      return language.say(
        en: "storefront: the recording could not be written to \(path): \(reason)",
        zhHans: "storefront：无法将录制写入\(path)：\(reason)")
    }
  }

  /// How a scenario next to `folder` names the catalog: a shipped one by name, a file by a path relative to the
  /// scenario's folder when it lies beneath it, by its absolute path otherwise.
  static func reference(to source: CatalogSource, from folder: URL) -> CatalogReference {
    let catalog: URL
    switch source {
    case .named(let name, _): return .shipped(name)
    case .shipped(let shipped): return .shipped(shipped.name)
    case .file(let url): catalog = url.standardizedFileURL
    }
    let base = folder.standardizedFileURL.path + "/"
    guard catalog.path.hasPrefix(base) else { return .file(catalog.path) }
    let relative = String(catalog.path.dropFirst(base.count))
    return .file(CatalogReference(word: relative) == .file(relative) ? relative : "./" + relative)
  }
}
