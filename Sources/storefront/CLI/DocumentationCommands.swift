extension CommandSpec {
  /// `storefront completion SHELL`: the shell completion script.
  static let completion: CommandSpec = CommandSpec(
    name: "completion",
    summary: "print a shell completion script for bash, zsh or fish",
    discussion: """
      Completes commands, options, catalog names, storefront codes, time rates, fault APIs and errors, and
      files. scripts/install puts the scripts where the shells look; to load one by hand:
        bash   source <(storefront completion bash)
        zsh    storefront completion zsh > ~/.zfunc/_storefront   (with ~/.zfunc on fpath, before compinit)
        fish   storefront completion fish > ~/.config/fish/completions/storefront.fish
      """,
    arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish", values: .words(CompletionScript.shells))],
    run: { arguments in
      let shell = arguments.positionals[0]
      guard let script = CompletionScript.script(for: shell) else {
        throw UsageError("no completion for '\(shell)'; use \(CompletionScript.shells.joined(separator: ", "))")
      }
      Console.out(script, terminator: "")
      return 0
    }
  )

  /// `storefront manual`: the manual page in roff.
  static let manual: CommandSpec = CommandSpec(
    name: "manual",
    summary: "print the manual page (roff), written from the same declarations as --help",
    discussion: "Read it with: storefront manual | man -l -   (scripts/install puts it where man finds it)",
    run: { _ in
      Console.out(ManualPage(root: .root, version: StorefrontVersion.current).text, terminator: "")
      return 0
    }
  )

  /// `storefront __complete WORDS…`: what the completion scripts ask; not for people.
  static let complete: CommandSpec = CommandSpec(
    name: "__complete",
    summary: "what the shell should offer for the last word",
    arguments: [ArgumentSpec(name: "WORDS", help: "the words after 'storefront'", isOptional: true, isVariadic: true)],
    isHidden: true,
    run: { arguments in
      let reply = Completer(root: .root).complete(arguments.positionals)
      for choice in reply.choices { Console.out("\(choice.value)\t\(choice.help)") }
      Console.out(reply.files.map { $0.isEmpty ? ":files" : ":files \($0)" } ?? ":none")
      return 0
    }
  )
}
