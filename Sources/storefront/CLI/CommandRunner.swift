import Foundation

/// Runs a command line against the command tree: prints help and version, maps errors to exit codes.
///
/// Exit status: 0 success, 1 the command failed (with a message on stderr), 2 the command line was wrong.
struct CommandRunner {
  let root: CommandSpec

  /// Runs the command line, then closes every sandbox it opened (however it ended).
  func run(_ arguments: [String]) async -> Int32 {
    let status = await execute(arguments)
    await SandboxSession.closeAll()
    return status
  }

  private func execute(_ arguments: [String]) async -> Int32 {
    do {
      switch try ArgumentParser(root: root).parse(arguments) {
      case .version:
        Console.out("storefront \(StorefrontVersion.current)")
        return 0
      case .help(let command, let path):
        Console.out(HelpText(command: command, path: path).text, terminator: "")
        return 0
      case .run(let command, let parsed):
        return try await command.run!(parsed)
      }
    } catch let error as UsageError {
      Console.error("storefront: \(error)")
      Console.error("Run 'storefront --help' for usage.")
      return 2
    } catch let error as CommandFailure {
      Console.error("storefront: \(error)")
      return error.status
    } catch {
      Console.error("storefront: \(error)")
      return 1
    }
  }
}

/// The version `--version` prints.
enum StorefrontVersion {
  static let current = "0.1.0"
}
