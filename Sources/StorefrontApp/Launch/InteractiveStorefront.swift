import Foundation
import TerminalUI

/// Starts the interactive storefront on the process's terminal and runs it until the person quits.
public enum InteractiveStorefront {
  /// What to use instead when there is no terminal to draw on.
  public static let nonInteractiveHint =
    "Use the script commands instead, such as 'storefront buy PRODUCT', 'storefront transactions', "
    + "'storefront entitlements' or 'storefront restore' ('storefront --help' lists them all)."

  /// Runs the storefront. - Returns: the exit status: 0 after quitting, 2 when the terminal cannot show it (the
  /// reason is printed on standard error).
  public static func run(_ options: LaunchOptions) async -> Int32 {
    let terminalOptions = NcursesOptions(
      mouse: options.mouse, colors: options.colors, nonInteractiveHint: nonInteractiveHint)
    let terminal: NcursesTerminal<StoreEvent>
    do {
      terminal = try NcursesTerminal<StoreEvent>.start(terminalOptions)
    } catch {
      FileHandle.standardError.write(Data("storefront: \(error)\n".utf8))
      return 2
    }
    let client = StoreClient.live(options)
    var state = AppState(catalogName: options.catalogName, size: terminal.size, glyphs: terminal.glyphs)
    if options.benchmarkFile != nil { state.benchmark = BenchmarkMarks() }
    terminal.send(.launched)
    let program = StorefrontProgram(client: client, benchmarkFile: options.benchmarkFile)
    await ProgramRunner.run(program, state: state, on: terminal)
    terminal.stop()
    await client.shutdown()
    return 0
  }
}
