import FoundationEssentials
public import InterfaceLanguage
public import StoreScenarios
import StoreOperations
import TerminalUI

/// Starts the interactive storefront on the process's terminal and runs it until the person quits.
public enum InteractiveStorefront {
  /// What to use instead when there is no terminal to draw on.
  static func nonInteractiveHint(in language: Language) -> String {
    language.say(
      en: "Use the script commands instead, such as 'storefront buy PRODUCT', 'storefront transactions', "
        + "'storefront entitlements' or 'storefront restore' ('storefront --help' lists them all).",
      zhHans: "请改用脚本命令，例如 'storefront buy PRODUCT'、'storefront transactions'、"
        + "'storefront entitlements' 或 'storefront restore'（'storefront --help' 列出全部命令）。")
  }

  /// Runs the storefront; with `recording`, the session is written as a scenario on quit and where it went is
  /// printed once the terminal is restored. - Returns: the exit status: 0 after quitting, 2 when the terminal
  /// cannot show it (the reason is printed on standard error).
  public static func run(_ options: LaunchOptions, recording: SessionRecording? = nil) async -> Int32 {
    // Made first: the store's session starts reading the catalog while the terminal starts.
    let client = StoreClient.live(options, recording: recording)
    guard let terminal = start(mouse: options.mouse, colors: options.colors, language: options.language) else {
      return 2
    }
    var state = AppState(
      catalogName: options.catalogName, size: terminal.size, language: options.language, glyphs: terminal.glyphs)
    state.serverAddress = options.server?.address
    state.recordingFile = recording?.file.lastPathComponent
    terminal.send(.launched)
    await ProgramRunner.run(
      StorefrontProgram(client: client), state: state, on: terminal,
      frameShown: options.benchmarkFile.map(BenchmarkTimings.frameObserver(appendingTo:)))
    terminal.stop()
    if let message = await client.shutdown() { print(message) }
    return 0
  }

  /// Plays `scenario` visibly, a statement every `pace`, on a fresh temporary sandbox; after the terminal is
  /// restored, prints each statement that ran as `storefront run` does. - Returns: the report, or nil when the
  /// terminal cannot show it (the reason is printed on standard error).
  public static func play(
    _ scenario: LoadedScenario, pace: Duration, mouse: Bool, colors: Bool, language: Language
  ) async -> ScenarioReport? {
    let player: ScenarioPlayer
    do {
      player = try ScenarioPlayer(scenario, language: language)
    } catch {
      let reason = SandboxWords.sentence(error, language: language)
      let message = language.say(
        en: "storefront: cannot create a sandbox for the scenario: \(reason)",
        zhHans: "storefront：无法为该场景创建沙盒：\(reason)")
      Console.error(message)
      return nil
    }
    guard let terminal = start(mouse: mouse, colors: colors, language: language) else {
      _ = await StoreClient.playback(player).shutdown()
      return nil
    }
    let client = StoreClient.playback(player)
    var state = AppState(
      catalogName: scenario.catalogName, size: terminal.size, language: language, glyphs: terminal.glyphs)
    state.playback = PlaybackState(
      file: scenario.file, steps: scenario.scenario.steps, pace: pace)
    terminal.send(.launched)
    let final = await ProgramRunner.run(StorefrontProgram(client: client), state: state, on: terminal)
    terminal.stop()
    _ = await client.shutdown()
    return final.playback?.report
  }

  /// Starts the terminal, or says on standard error why it cannot.
  private static func start(mouse: Bool, colors: Bool, language: Language) -> NcursesTerminal<StoreEvent>? {
    let terminalOptions = NcursesOptions(
      mouse: mouse, colors: colors, nonInteractiveHint: nonInteractiveHint(in: language))
    do {
      return try NcursesTerminal<StoreEvent>.start(terminalOptions)
    } catch {
      Console.error("storefront: \(error.sentence(in: language))")
      return nil
    }
  }
}
