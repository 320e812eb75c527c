import FoundationEssentials
import InterfaceLanguage
import StorefrontApp

/// Runs a command line against the command tree: prints help and version, maps errors to exit codes, all in the
/// interface language the command line and the environment ask for.
///
/// Exit status: 0 success, 1 the command failed (with a message on stderr), 2 the command line was wrong.
struct CommandRunner {
  let root: CommandSpec
  var environment: [String: String] = ProcessInfo.processInfo.environment

  /// Runs the command line, then closes every sandbox it opened (however it ended).
  func run(_ arguments: [String]) async -> Int32 {
    let status = await execute(arguments)
    await SandboxSession.closeAll()
    return status
  }

  private func execute(_ arguments: [String]) async -> Int32 {
    var language = LanguageChoice.language(environment: environment)
    do {
      language = try Self.language(of: arguments, environment: environment)
      switch try ArgumentParser(root: root, language: language).parse(arguments) {
      case .version:
        Console.out("storefront \(StorefrontVersion.current)")
        return 0
      case .help(let command, let path):
        Console.out(HelpText(command: command, path: path, language: language).text, terminator: "")
        return 0
      case .run(let command, let parsed):
        return try await command.run!(parsed)
      }
    } catch let error as UsageError {
      Console.error("storefront: \(error.message.text(in: language))")
      Console.error(
        language.say(en: "Run 'storefront --help' for usage.", zhHans: "运行 'storefront --help' 查看用法。"))
      return 2
    } catch let error as CommandFailure {
      Console.error("storefront: \(error.message.text(in: language))")
      return error.status
    } catch {
      Console.error("storefront: \(error)")
      return 1
    }
  }

  /// The language of a command line: `--language` wherever it stands before `--` (so `--help` and usage errors
  /// follow it too), else the environment's (`LanguageChoice`).
  static func language(of arguments: [String], environment: [String: String]) throws -> Language {
    let flag = "--\(OptionSpec.language.name)"
    var given: String?
    var words = arguments.prefix { $0 != "--" }[...]
    while let word = words.popFirst() {
      if word == flag { given = words.popFirst() ?? "" }
      if word.hasPrefix(flag + "=") { given = String(word.dropFirst(flag.count + 1)) }
    }
    guard let language = LanguageChoice.language(argument: given, environment: environment) else {
      throw UsageError(
        Phrase(
          en: "--language expects en or zh-Hans, got '\(given ?? "")'",
          zhHans: "--language 的值应为 en 或 zh-Hans，实际为 '\(given ?? "")'"))
    }
    return language
  }
}

/// The version `--version` prints.
enum StorefrontVersion {
  static let current = "0.1.0"
}
