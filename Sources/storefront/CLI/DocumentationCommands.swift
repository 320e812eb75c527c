import InterfaceLanguage
import StorefrontApp

extension CommandSpec {
  /// `storefront completion SHELL`: the shell completion script.
  static let completion: CommandSpec = CommandSpec(
    name: "completion",
    summary: Phrase(
      en: "print a shell completion script for bash, zsh or fish", zhHans: "输出 bash、zsh 或 fish 的命令补全脚本"),
    discussion: Phrase(
      en: """
        Completes commands, options, catalog names, storefront codes, time rates, fault APIs and errors, and
        files. scripts/install puts the scripts where the shells look; to load one by hand:
          bash   source <(storefront completion bash)
          zsh    storefront completion zsh > ~/.zfunc/_storefront   (with ~/.zfunc on fpath, before compinit)
          fish   storefront completion fish > ~/.config/fish/completions/storefront.fish
        """,
      zhHans: """
        可补全命令、选项、目录名、店面代码、时间速率、故障 API 及其错误，以及文件名。scripts/install 会把脚本放到
        各 shell 查找的位置；手动加载：
          bash   source <(storefront completion bash)
          zsh    storefront completion zsh > ~/.zfunc/_storefront   （~/.zfunc 需在 fpath 中，且在 compinit 之前）
          fish   storefront completion fish > ~/.config/fish/completions/storefront.fish
        """),
    arguments: [
      ArgumentSpec(
        name: "SHELL", help: Phrase(en: "bash, zsh or fish", zhHans: "bash、zsh 或 fish"),
        values: .words(CompletionScript.shells))
    ],
    run: { arguments in
      let shell = arguments.positionals[0]
      guard let script = CompletionScript.script(for: shell) else {
        let shells = Phrase.listing(CompletionScript.shells)
        throw UsageError(
          Phrase(
            en: "no completion for '\(shell)'; use \(shells.en)", zhHans: "没有 '\(shell)' 的补全脚本；可用\(shells.zhHans)"))
      }
      Console.out(script, terminator: "")
      return 0
    }
  )

  /// `storefront manual`: the manual page in roff.
  static let manual: CommandSpec = CommandSpec(
    name: "manual",
    summary: Phrase(
      en: "print the manual page (roff), written from the same declarations as --help",
      zhHans: "输出手册页（roff），与 --help 出自同一份声明"),
    discussion: Phrase(
      en: "Read it with: storefront manual | man -l -   (scripts/install puts it where man finds it)",
      zhHans: "阅读方式：storefront manual | man -l -   （scripts/install 会把它放到 man 能找到的位置）"),
    run: { arguments in
      Console.out(
        ManualPage(root: .root, version: StorefrontVersion.current, language: arguments.language).text, terminator: "")
      return 0
    }
  )

  /// `storefront __complete WORDS…`: what the completion scripts ask; not for people.
  static let complete: CommandSpec = CommandSpec(
    name: "__complete",
    summary: Phrase(en: "what the shell should offer for the last word", zhHans: "shell 应为最后一个词提供的补全"),
    arguments: [
      ArgumentSpec(
        name: "WORDS", help: Phrase(en: "the words after 'storefront'", zhHans: "'storefront' 之后的词"),
        isOptional: true, isVariadic: true)
    ],
    isHidden: true,
    run: { arguments in
      let reply = Completer(root: .root, language: arguments.language).complete(arguments.positionals)
      for choice in reply.choices { Console.out("\(choice.value)\t\(choice.help)") }
      Console.out(reply.files.map { $0.isEmpty ? ":files" : ":files \($0)" } ?? ":none")
      return 0
    }
  )
}
