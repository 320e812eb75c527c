import InterfaceLanguage
import TerminalUI

/// Why the interactive screen cannot start, in the interface language: the terminal layer says what went wrong as
/// a typed `TerminalStartError.Reason`, and the storefront words it here, followed by how to go on without it.
extension TerminalStartError {
  /// The reason in a sentence, then the hint (`storefront: ` goes before it on standard error).
  func sentence(in language: Language) -> String {
    let problem =
      switch reason {
      case .notATerminal(.standardInput):
        language.say(
          en: "The interactive screen needs a terminal, but standard input is not one (it is a pipe, a file or /dev/null).",
          zhHans: "交互界面需要终端，但标准输入不是终端（而是管道、文件或 /dev/null）。")
      case .notATerminal(.standardOutput):
        language.say(
          en: "The interactive screen needs a terminal, but standard output is not one (it is a pipe, a file or /dev/null).",
          zhHans: "交互界面需要终端，但标准输出不是终端（而是管道、文件或 /dev/null）。")
      case .terminalTypeNotSet:
        language.say(
          en: "The interactive screen needs to know the terminal type, but TERM is not set.",
          zhHans: "交互界面需要知道终端类型，但未设置 TERM。")
      case .dumbTerminal:
        language.say(
          en: "TERM is \"dumb\": that terminal cannot move the cursor, so the interactive screen cannot run in it.",
          zhHans: "TERM 为 \"dumb\"：该终端无法移动光标，因此交互界面无法在其中运行。")
      case .unknownTerminalType(let name):
        language.say(
          en: "TERM is \"\(name)\", a terminal type this system's terminfo database does not know.",
          zhHans: "TERM 为 \"\(name)\"，本系统的 terminfo 数据库不认识这种终端类型。")
      case .noCursorAddressing(let name):
        language.say(
          en: "TERM is \"\(name)\", a terminal type that cannot move the cursor, so the interactive screen cannot run.",
          zhHans: "TERM 为 \"\(name)\"，这种终端类型无法移动光标，因此交互界面无法运行。")
      case .initializationFailed(.wakeUpPipe):
        language.say(
          en: "The terminal could not be set up: could not create a pipe.", zhHans: "无法设置终端：无法创建管道。")
      case .initializationFailed(.streams):
        language.say(
          en: "The terminal could not be set up: could not open the terminal's input and output.",
          zhHans: "无法设置终端：无法打开终端的输入和输出。")
      case .initializationFailed(.terminalType(let name)):
        language.say(
          en: "The terminal could not be set up: ncurses refused terminal type \"\(name)\".",
          zhHans: "无法设置终端：ncurses 拒绝了终端类型 \"\(name)\"。")
      case .alreadyRunning:
        language.say(
          en: "The interactive screen is already running in this process.", zhHans: "交互界面已在此进程中运行。")
      }
    return problem + " " + hint
  }
}
