import Glibc
import TerminalUI

/// Writes text straight to a file descriptor (no buffering to lose at a crash).
enum FileOutput {
  static func standardError(_ text: String) { write(to: STDERR_FILENO, text) }
  static func standardOutput(_ text: String) { write(to: STDOUT_FILENO, text) }

  private static func write(to descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(descriptor, &bytes, bytes.count)
  }
}

let arguments = CommandLine.arguments.dropFirst()
let options = NcursesOptions(
  mouse: !arguments.contains("--no-mouse"), colors: !arguments.contains("--no-color"),
  glyphs: arguments.contains("--ascii") ? .ascii : .automatic,
  nonInteractiveHint: "The demo has no non-interactive mode.")

let terminal: NcursesTerminal<Never>
do {
  terminal = try NcursesTerminal<Never>.start(options)
} catch {
  FileOutput.standardError("TerminalUIDemo: \(error)\n")
  exit(2)
}
let final = await ProgramRunner.run(DemoProgram(), state: DemoProgram.State(), on: terminal)
terminal.stop()
FileOutput.standardOutput("demo finished: \(final.quitReason.map { "\($0)" } ?? "quit key")\n")
