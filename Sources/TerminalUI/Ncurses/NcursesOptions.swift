/// How the ncurses backend sets up the terminal.
public struct NcursesOptions: Sendable {
  /// Which glyphs to draw with.
  public enum GlyphChoice: Hashable, Sendable {
    /// Unicode when the locale's codeset is UTF-8, ASCII otherwise (`LANG=C`).
    case automatic
    case unicode
    case ascii
  }

  /// Report mouse clicks and the wheel (`--no-mouse` turns it off, so the terminal's own selection works).
  public var mouse: Bool
  /// Use colours when the terminal has them (`--no-color` turns them off; `NO_COLOR` does too).
  public var colors: Bool
  public var theme: Theme
  public var glyphs: GlyphChoice
  /// Appended to every start-up error: how to use the program without an interactive terminal.
  public var nonInteractiveHint: String

  public init(
    mouse: Bool = true, colors: Bool = true, theme: Theme = .standard, glyphs: GlyphChoice = .automatic,
    nonInteractiveHint: String = "Use the program's non-interactive commands instead (see --help)."
  ) {
    self.mouse = mouse
    self.colors = colors
    self.theme = theme
    self.glyphs = glyphs
    self.nonInteractiveHint = nonInteractiveHint
  }
}

/// Why the interactive terminal could not start. The message says what is wrong and what to do instead; a
/// program prints it and exits with status 2.
public struct TerminalStartError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// Standard input or output is not a terminal: a pipe, a file, /dev/null.
    case notATerminal(Stream)
    case terminalTypeNotSet
    case dumbTerminal
    case unknownTerminalType(String)
    case noCursorAddressing(String)
    /// A step of setting the terminal up failed.
    case initializationFailed(SetupStep)
    /// Another `NcursesTerminal` is running in this process.
    case alreadyRunning
  }

  /// The step of setting the terminal up that failed.
  public enum SetupStep: Hashable, Sendable {
    /// The wake-up pipe other threads write to could not be created.
    case wakeUpPipe
    /// The terminal's input and output could not be opened as streams.
    case streams
    /// ncurses refused the terminal type `TERM` names.
    case terminalType(String)
  }

  /// Which of the process's streams a reason is about.
  public enum Stream: String, Hashable, Sendable {
    case standardInput = "standard input"
    case standardOutput = "standard output"
  }

  public var reason: Reason
  /// How to go on without the interactive terminal.
  public var hint: String

  public init(_ reason: Reason, hint: String) {
    self.reason = reason
    self.hint = hint
  }

  public var description: String {
    let problem =
      switch reason {
      case .notATerminal(let stream):
        "The interactive screen needs a terminal, but \(stream.rawValue) is not one (it is a pipe, a file or /dev/null)."
      case .terminalTypeNotSet:
        "The interactive screen needs to know the terminal type, but TERM is not set."
      case .dumbTerminal:
        "TERM is \"dumb\": that terminal cannot move the cursor, so the interactive screen cannot run in it."
      case .unknownTerminalType(let name):
        "TERM is \"\(name)\", a terminal type this system's terminfo database does not know."
      case .noCursorAddressing(let name):
        "TERM is \"\(name)\", a terminal type that cannot move the cursor, so the interactive screen cannot run."
      case .initializationFailed(.wakeUpPipe):
        "The terminal could not be set up: could not create a pipe."
      case .initializationFailed(.streams):
        "The terminal could not be set up: could not open the terminal's input and output."
      case .initializationFailed(.terminalType(let name)):
        "The terminal could not be set up: ncurses refused terminal type \"\(name)\"."
      case .alreadyRunning:
        "The interactive screen is already running in this process."
      }
    return problem + " " + hint
  }
}
