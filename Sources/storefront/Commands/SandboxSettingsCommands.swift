import FoundationEssentials
import Glibc
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension UsageError {
  /// A storefront code that names none of the App Store's.
  static func notAStorefront(_ code: String) -> UsageError {
    UsageError(
      Phrase(
        en: "'\(code)' is not an App Store storefront; 'storefront storefront list' shows them",
        zhHans: "'\(code)' 不是 App Store 店面；'storefront storefront list' 会列出全部店面"))
  }
}

/// The StoreKit APIs faults name, for help and errors: `load-products, purchase, …`.
private let apiNames = Phrase.listing(StoreKitAPI.allCases.map(\.commandName))

extension CommandSpec {
  /// `storefront fault …`: injected StoreKit errors.
  static let fault = CommandSpec(
    name: "fault",
    summary: Phrase(en: "make a StoreKit API fail with an error, or stop it failing", zhHans: "让某个 StoreKit API 以指定错误失败，或停止失败"),
    discussion: Phrase(
      en: """
      fault set API ERROR   API: \(apiNames.en)
                            ERROR: a StoreKitError, Product.PurchaseError, VerificationError or
                            RefundRequestError case (networkError, invalidQuantity, invalidSignature, …),
                            optionally with its family (generic.networkError); 'fault errors API' lists them
      fault clear [API]     stop one API failing, or all of them
      fault list            what fails now (the default)
      """,
      zhHans: """
      fault set API ERROR   API：\(apiNames.zhHans)
                            ERROR：StoreKitError、Product.PurchaseError、VerificationError 或 RefundRequestError
                            的某个 case（networkError、invalidQuantity、invalidSignature……），可带上其类别
                            （generic.networkError）；'fault errors API' 列出全部
      fault clear [API]     停止某个 API 失败，或全部停止
      fault list            当前哪些会失败（默认）
      """),
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: Phrase(en: "set, clear, list or errors", zhHans: "set、clear、list 或 errors"), isOptional: true,
        values: .words(["set", "clear", "list", "errors"])),
      ArgumentSpec(
        name: "ARGS", help: Phrase(en: "the API, and the error for set", zhHans: "API，以及 set 的错误"), isOptional: true,
        isVariadic: true,
        values: .depending { earlier in
          switch (earlier.first, earlier.count) {
          case ("set", 1), ("clear", 1), ("errors", 1): .apis
          case ("set", 2): .errors(of: earlier[1])
          default: .none
          }
        }),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let rest = Array(arguments.positionals.dropFirst())
      func api(_ text: String?) throws -> StoreKitAPI {
        guard let text else { throw UsageError(Phrase(en: "name an API: \(apiNames.en)", zhHans: "请指定一个 API：\(apiNames.zhHans)")) }
        guard let api = StoreKitAPI(commandName: text) else {
          throw UsageError(
            Phrase(en: "unknown API '\(text)'; use one of \(apiNames.en)", zhHans: "没有 API '\(text)'；可用\(apiNames.zhHans)"))
        }
        return api
      }
      switch arguments.argument(0) ?? "list" {
      case "set":
        let target = try api(rest.first)
        guard rest.count == 2 else {
          throw UsageError(Phrase(en: "'fault set' needs an API and an ERROR", zhHans: "'fault set' 需要一个 API 和一个 ERROR"))
        }
        let candidates = target.failureFamilies.flatMap { SimulatedError.all(in: $0) }
        guard let error = SimulatedError(name: rest[1]), candidates.contains(error) else {
          let (name, asked) = (target.fileName, rest[1])
          let possible = Phrase.listing(candidates.map(\.description))
          throw UsageError(
            Phrase(
              en: "\(name) cannot fail with '\(asked)'; it can fail with: \(possible.en)",
              zhHans: "\(name)不能以 '\(asked)' 失败；它可以以这些错误失败：\(possible.zhHans)"))
        }
        try await session.perform(.fault(target, error))
      case "clear":
        let failing = Array(await sandbox.settings.simulatedErrors.keys)
        let apis = try rest.first.map { [try api($0)] } ?? failing
        for api in StoreKitAPI.allCases where apis.contains(api) { try await session.perform(.fault(api, nil)) }
      case "errors":
        let target = try api(rest.first)
        Console.out(target.failureFamilies.flatMap { SimulatedError.all(in: $0) }.map(\.description).joined(separator: "\n"))
        return 0
      case "list": break
      case let other:
        throw UsageError(
          Phrase(
            en: "unknown action '\(other)'; use set, clear, list or errors",
            zhHans: "没有操作 '\(other)'；可用 set、clear、list 或 errors"))
      }
      let errors = await sandbox.settings.simulatedErrors
      if errors.isEmpty { Console.out(arguments.language.say(en: "No API is set to fail.", zhHans: "没有设置为失败的 API。")) }
      for api in StoreKitAPI.allCases { if let error = errors[api] { Console.out("\(api.commandName): \(error)") } }
      return 0
    }
  )

  /// `storefront storefront …`: the storefront (country) the simulated App Store serves.
  static let storefront = CommandSpec(
    name: "storefront",
    summary: Phrase(
      en: "show or change the storefront (country, currency) at run time", zhHans: "运行时查看或更改店面（国家或地区、货币）"),
    discussion: Phrase(
      en: "ACTION is show (the default), set CODE (alpha-3 USA, alpha-2 US or Apple's id 143441) or list.",
      zhHans: "ACTION 为 show（默认）、set CODE（三字母 USA、两字母 US 或 Apple 的 id 143441）或 list。"),
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: Phrase(en: "show, set or list", zhHans: "show、set 或 list"), isOptional: true,
        values: .words(["show", "set", "list"])),
      ArgumentSpec(
        name: "CODE", help: Phrase(en: "the storefront for set", zhHans: "set 的店面"), isOptional: true,
        values: .storefronts),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      switch arguments.argument(0) ?? "show" {
      case "list":
        for storefront in Storefront.all { Console.out("\(storefront.countryCode)  \(storefront.id)  \(storefront.currencyCode)  \(storefront.name)") }
        return 0
      case "show", "set": break
      case let other:
        throw UsageError(
          Phrase(en: "unknown action '\(other)'; use show, set or list", zhHans: "没有操作 '\(other)'；可用 show、set 或 list"))
      }
      let session = try await SandboxSession.open(arguments)
      if arguments.argument(0) == "set" {
        guard let code = arguments.argument(1) else {
          throw UsageError(
            Phrase(en: "'storefront set' needs a CODE, like USA, GBR or JPN", zhHans: "'storefront set' 需要一个 CODE，如 USA、GBR 或 JPN"))
        }
        guard let storefront = Storefront.find(code) else { throw UsageError.notAStorefront(code) }
        try await session.perform(.set(.storefront(storefront.countryCode)))
      }
      let settings = await session.sandbox.settings
      let storefront = Storefront.find(settings.storefront) ?? .unitedStates
      let language = arguments.language
      let (code, id, currency, locale) = (storefront.countryCode, storefront.id, storefront.currencyCode, settings.locale)
      let name = language.regionName(storefront.alpha2, english: storefront.name)
      Console.out(
        language.say(
          en: "Storefront \(code) (\(name)), id \(id), currency \(currency), locale \(locale)",
          zhHans: "店面\(code)（\(name)），id \(id)，货币\(currency)，区域设置\(locale)"))
      return 0
    }
  )

  /// `storefront reset`.
  static let reset = CommandSpec(
    name: "reset",
    summary: Phrase(
      en: "erase the sandbox's history and run-time settings (the signing root is kept)",
      zhHans: "清除沙盒的历史记录和运行时设置（保留签名根证书）"),
    options: OptionSpec.sandboxOptions + [.flag("yes", help: Phrase(en: "do not ask for confirmation", zhHans: "不要求确认"))],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      if !arguments.flag("yes") {
        let language = arguments.language
        guard isatty(0) == 1 else {
          throw CommandFailure(
            Phrase(
              en: "'reset' erases every transaction; pass --yes to confirm when not at a terminal",
              zhHans: "'reset' 会清除所有交易；不在终端中运行时，请加上 --yes 确认"))
        }
        let path = session.sandbox.path
        Console.out(
          language.say(
            en: "Erase every transaction and setting of \(path)? [y/N] ", zhHans: "清除\(path)的所有交易和设置吗？[y/N] "),
          terminator: "")
        guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
          Console.out(language.say(en: "Nothing was erased.", zhHans: "未清除任何内容。"))
          return 1
        }
      }
      try await session.perform(.reset)
      return 0
    }
  )
}
