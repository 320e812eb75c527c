import Foundation
import TestSupport
import Testing

/// `storefront completion bash|zsh|fish`: each script is well formed for its shell, completes for real in it, and
/// offers every command and option `--help` lists (both come from the same specs).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct CompletionTests {
  static func installed(_ shell: String) -> Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)") }

  /// A folder with the script for `shell` in it, and `PATH` leading to the built binary first.
  struct Scripts {
    let folder: URL
    var path: String { ProjectPaths.binary.deletingLastPathComponent().path + ":/usr/bin:/bin" }

    init() async throws {
      folder = try ProjectPaths.temporaryDirectory("completion")
      for shell in ["bash", "zsh", "fish"] {
        let script = try await ProcessRunner.storefront(["completion", shell])
        guard script.status == 0 else { throw SessionError.commandFailed("completion \(shell)", script.stderr) }
        try script.stdout.write(to: file(shell), atomically: true, encoding: .utf8)
      }
    }

    func file(_ shell: String) -> URL { folder.appendingPathComponent("storefront.\(shell)") }

    /// Runs `script` in `shell` with the completion script's folder as `$S`.
    func run(_ shell: String, _ arguments: [String], _ script: String) async throws -> ProcessResult {
      try await ProcessRunner.run(
        "/usr/bin/env", ["-i", "PATH=\(path)", "HOME=\(folder.path)", "S=\(file(shell).path)", "/usr/bin/\(shell)"] + arguments
          + [script])
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func bashRegistersTheFunctionAndCompletesCommandsOptionsAndValues() async throws {
    let scripts = try await Scripts()
    defer { scripts.remove() }
    let registered = try await scripts.run("bash", ["--norc", "--noprofile", "-c"], "source \"$S\" && complete -p storefront")
    #expect(registered.status == 0 && registered.stderr.isEmpty, "\(registered.stderr)")
    #expect(registered.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "complete -F _storefront storefront")
    func complete(_ line: String) async throws -> [String] {
      let script = """
        cd "$HOME"; source "$S"; COMP_WORDS=(\(line)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _storefront; printf '%s\\n' "${COMPREPLY[@]}"
        """
      return try await scripts.run("bash", ["--norc", "--noprofile", "-c"], script).stdout.split(separator: "\n").map(String.init)
    }
    #expect(try await complete("storefront tra") == ["transactions"])
    #expect(try await complete("storefront buy --cat") == ["--catalog"])
    #expect(try await complete("storefront --catalog d").starts(with: ["demo", "donation"]))
    #expect(try await complete("storefront fault set pu") == ["purchase"])
    #expect(try await complete("storefront fault set purchase netw") == ["networkError"])
    #expect(try await complete("storefront clock rate 100").contains("1004"))
    #expect(try await complete("storefront storefront set GB") == ["GBR"])
    #expect(try await complete("storefront buy com.example.storefront.cloud.5") == ["com.example.storefront.cloud.50gb"])
    // bash splits `--catalog=` at the equals sign: the value is completed after it.
    #expect(try await complete("storefront --catalog = do") == ["donation"])
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed (scripts/install-deps installs it)"))
  func zshReadsTheScriptAndLoadsItWithCompinit() async throws {
    let scripts = try await Scripts()
    defer { scripts.remove() }
    let syntax = try await scripts.run("zsh", ["-n"], scripts.file("zsh").path)
    #expect(syntax.status == 0 && syntax.stderr.isEmpty, "\(syntax.stderr)")
    let loaded = try await scripts.run(
      "zsh", ["-f", "-c"], "autoload -U compinit && compinit -u -D && source \"$S\" && print -r -- ${_comps[storefront]}")
    #expect(loaded.status == 0, "\(loaded.stderr)")
    #expect(loaded.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "_storefront")
  }

  /// zsh completes only in an interactive line editor: the test types Tab in tmux.
  @Test(
    .enabled(if: installed("zsh"), "zsh is not installed (scripts/install-deps installs it)"),
    .enabled(if: Tmux.isAvailable, "tmux is not installed"), .timeLimit(.minutes(1)))
  func zshCompletesAtTheTabKey() async throws {
    let scripts = try await Scripts()
    defer { scripts.remove() }
    let tmux = Tmux(label: "zsh-completion")
    defer { tmux.kill() }
    try tmux.start(
      "env -i PATH='\(scripts.path)' HOME='\(scripts.folder.path)' TERM=tmux-256color LANG=C.UTF-8 zsh -f", cols: 100, rows: 20)
    try tmux.enter(
      "cd \"$HOME\"; PS1='zsh%% '; autoload -U compinit; compinit -u -D; source '\(scripts.file("zsh").path)'; clear")
    try await tmux.waitFor("zsh%")
    try tmux.type("storefront fault set pu")
    try tmux.send("Tab")
    try await tmux.waitFor("zsh% storefront fault set purchase")
    try tmux.type("netw")
    try tmux.send("Tab")
    try await tmux.waitFor("zsh% storefront fault set purchase networkError")
    // The shell ends itself: tmux's kill-server has been seen to leave a server whose pane is this zsh running.
    try tmux.send("C-u")
    try tmux.enter("exit")
  }

  @Test(.enabled(if: installed("fish"), "fish is not installed (scripts/install-deps installs it)"))
  func fishReadsTheScriptAndCompletesWithDescriptions() async throws {
    let scripts = try await Scripts()
    defer { scripts.remove() }
    let syntax = try await scripts.run("fish", ["--no-config", "-n"], scripts.file("fish").path)
    #expect(syntax.status == 0 && syntax.stderr.isEmpty, "\(syntax.stderr)")
    func complete(_ line: String) async throws -> [String] {
      try await scripts.run("fish", ["--no-config", "-c"], "cd $HOME; source $S; complete -C '\(line)'").stdout
        .split(separator: "\n").map(String.init)
    }
    #expect(try await complete("storefront tra") == ["transactions\tlist every transaction of the sandbox, with its verdict and signed JWS"])
    #expect(try await complete("storefront --catalog=don") == ["--catalog=donation\tshipped catalog"])
    #expect(try await complete("storefront fault set ").contains("purchase\tPurchase"))
    #expect(try await complete("storefront storefront set JP").first?.hasPrefix("JPN\tJapan") == true)
  }

  /// Every command `--help` lists is offered, and for each, every option its `--help` lists.
  @Test func completionOffersWhatHelpLists() async throws {
    func offered(_ words: [String]) async throws -> Set<String> {
      let result = try await ProcessRunner.storefront(["__complete", "--"] + words)
      return Set(result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") })
    }
    func listed(_ help: String, under heading: String) -> [String] {
      let section = help.components(separatedBy: "\n\(heading)\n").dropFirst().first?.components(separatedBy: "\n\n").first
      return section?.split(separator: "\n").compactMap { line in
        line.split(separator: " ").first { $0.hasPrefix("--") || heading == "COMMANDS:" }.map(String.init)
      } ?? []
    }
    let root = try await ProcessRunner.storefront(["--help"]).stdout
    let commands = listed(root, under: "COMMANDS:")
    #expect(commands.count >= 17)
    #expect(try await offered([""]) == Set(commands).union([":none"]))
    for command in commands {
      let help = try await ProcessRunner.storefront([command, "--help"]).stdout
      let options = listed(help, under: "OPTIONS:").map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
      let subcommands = listed(help, under: "COMMANDS:")
      #expect(try await offered([command, "--"]).isSuperset(of: options.filter { $0.hasPrefix("--") }), "\(command)")
      for sub in subcommands {
        let subOptions = listed(try await ProcessRunner.storefront([command, sub, "--help"]).stdout, under: "OPTIONS:")
        #expect(try await offered([command, sub, "--"]).isSuperset(of: subOptions.filter { $0.hasPrefix("--") }), "\(command) \(sub)")
      }
    }
  }
}
