import InterfaceLanguage
import StoreCatalog
import StoreScenarios

/// What the shell offers for the word being typed, worked out from the command specs as the parser reads them:
/// subcommands, options, and the values an option or argument declares. The completion scripts ask it through
/// `storefront __complete WORDS…`, so they never fall out of step with the commands.
struct Completer {
  let root: CommandSpec
  /// The language the words beside the choices are in (zsh and fish show them).
  let language: Language
  /// The catalogs that can be named: the shipped ones and `$STOREFRONT_CATALOGS`'s.
  var catalogs: @Sendable () -> [CatalogSource] = { CatalogLocator.namedCatalogs() }

  /// What to offer: words (already matching what was typed), and whether the shell should add file names.
  struct Reply: Equatable {
    var choices: [ValueCompletion.Choice] = []
    /// File names to add: nil for none, "" for any file, otherwise an extension (`storekit`).
    var files: String?
  }

  /// `words` are the words after `storefront`, the last one being the word under the cursor (maybe empty).
  func complete(_ words: [String]) -> Reply {
    var typed = words
    let current = typed.popLast() ?? ""
    var command = root
    var path: [String] = []
    var positionals: [String] = []
    var catalog: String?
    var pending: OptionSpec?
    // As the parser does: subcommands are the leading words; the first other word ends them.
    var inSubcommands = true
    for word in typed {
      if inSubcommands, let sub = command.subcommands.first(where: { $0.name == word }) {
        command = sub
        path.append(word)
        continue
      }
      inSubcommands = false
      if let option = pending {
        guard word != "=" else { continue }  // bash splits `--catalog=demo` into three words
        if option.name == OptionSpec.catalogFile.name { catalog = word }
        pending = nil
        continue
      }
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        if word[..<equals] == "--\(OptionSpec.catalogFile.name)" {
          catalog = String(word[word.index(after: equals)...])
        }
        continue
      }
      if word.hasPrefix("-"), word.count > 1 {
        if let option = find(word, in: command), !option.isFlag { pending = option }
        continue
      }
      positionals.append(word)
    }
    let context = Context(earlier: positionals, catalog: catalog)
    if let option = pending {
      if current == "=" { return prefixed(values(option.values, matching: "", context), with: "=") }
      return values(option.values, matching: current, context)
    }
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
      guard let option = find(String(current[..<equals]), in: command), !option.isFlag else { return Reply() }
      let reply = values(option.values, matching: String(current[current.index(after: equals)...]), context)
      return prefixed(reply, with: String(current[...equals]))
    }
    if current.hasPrefix("-") {
      return Reply(choices: optionChoices(command, isRoot: path.isEmpty).filter { $0.value.hasPrefix(current) })
    }
    var reply = Reply()
    if inSubcommands {
      reply.choices = command.visibleSubcommands.map { .init($0.name, $0.summary.text(in: language)) }.filter {
        $0.value.hasPrefix(current)
      }
    }
    if command.run != nil, let argument = argument(at: positionals.count, of: command) {
      let more = values(argument.values, matching: current, context)
      reply.choices += more.choices
      reply.files = more.files
    }
    return reply
  }

  // MARK: - Pieces

  /// What the words before the current one said that values depend on.
  private struct Context {
    var earlier: [String]
    /// The `--catalog` argument, if given.
    var catalog: String?
  }

  private func find(_ spelled: String, in command: CommandSpec) -> OptionSpec? {
    let options = command.options + [.language]
    if spelled.hasPrefix("--") { return options.first { "--\($0.name)" == spelled } }
    return options.first { $0.shortName.map { "-\($0)" } == spelled }
  }

  /// The options `--help` lists, with their help.
  private func optionChoices(_ command: CommandSpec, isRoot: Bool) -> [ValueCompletion.Choice] {
    HelpText.options(of: command, isRoot: isRoot).map { .init("--\($0.name)", $0.help.text(in: language)) }
  }

  private func argument(at index: Int, of command: CommandSpec) -> ArgumentSpec? {
    if index < command.arguments.count { return command.arguments[index] }
    return command.arguments.last.flatMap { $0.isVariadic ? $0 : nil }
  }

  private func values(_ completion: ValueCompletion, matching typed: String, _ context: Context) -> Reply {
    switch completion {
    case .none: return Reply()
    case .files(let ext): return Reply(files: ext ?? "")
    case .catalogs:
      let names = catalogs().compactMap { catalog in
        catalog.catalogName.map {
          let folder = "$\(CatalogLocator.environmentVariable)"
          return ValueCompletion.Choice(
            $0,
            catalog.fileURL == nil
              ? language.say(en: "shipped catalog", zhHans: "随附的目录")
              : language.say(en: "in \(folder)", zhHans: "位于\(folder)"))
        }
      }
      return Reply(choices: names.filter { $0.value.hasPrefix(typed) }, files: "storekit")
    case .scenarios:
      let shipped = language.say(en: "shipped scenario", zhHans: "随附的场景")
      let names = ShippedScenario.all.map { ValueCompletion.Choice($0.name, shipped) }
      return Reply(choices: names.filter { $0.value.hasPrefix(typed) }, files: "scenario")
    case .products:
      return Reply(choices: products(of: context.catalog).filter { $0.value.hasPrefix(typed) })
    case .choices(let choices): return Reply(choices: choices.filter { $0.value.hasPrefix(typed) })
    case .depending(let decide): return values(decide(context.earlier), matching: typed, context)
    }
  }

  /// The products of the catalog `word` names (the default one when nil), with their names.
  private func products(of word: String?) -> [ValueCompletion.Choice] {
    let source = word.map { try? CatalogLocator.resolve($0).get() } ?? CatalogLocator.defaultCatalog()
    guard let catalog = source?.load().partialCatalog else { return [] }
    return catalog.products.map { .init($0.id, $0.displayName(for: catalog.settings.locale)) }
  }

  private func prefixed(_ reply: Reply, with prefix: String) -> Reply {
    Reply(choices: reply.choices.map { .init(prefix + $0.value, $0.help) }, files: nil)
  }
}
