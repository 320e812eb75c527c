import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront fault …`: injected StoreKit errors.
  static let fault = CommandSpec(
    name: "fault",
    summary: "make a StoreKit API fail with an error, or stop it failing",
    discussion: """
      fault set API ERROR   API: \(StoreKitAPI.allCases.map(\.commandName).joined(separator: ", "))
                            ERROR: a StoreKitError, Product.PurchaseError, VerificationError or
                            RefundRequestError case (networkError, invalidQuantity, invalidSignature, …),
                            optionally with its family (generic.networkError); 'fault errors API' lists them
      fault clear [API]     stop one API failing, or all of them
      fault list            what fails now (the default)
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "set, clear, list or errors", isOptional: true,
        values: .words(["set", "clear", "list", "errors"])),
      ArgumentSpec(
        name: "ARGS", help: "the API, and the error for set", isOptional: true, isVariadic: true,
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
        guard let text else { throw UsageError("name an API: \(StoreKitAPI.allCases.map(\.commandName).joined(separator: ", "))") }
        guard let api = StoreKitAPI(commandName: text) else {
          throw UsageError("unknown API '\(text)'; use one of \(StoreKitAPI.allCases.map(\.commandName).joined(separator: ", "))")
        }
        return api
      }
      switch arguments.argument(0) ?? "list" {
      case "set":
        let target = try api(rest.first)
        guard rest.count == 2 else { throw UsageError("'fault set' needs an API and an ERROR") }
        let candidates = target.failureFamilies.flatMap { SimulatedError.all(in: $0) }
        guard let error = SimulatedError(name: rest[1]), candidates.contains(error) else {
          throw UsageError("\(target.fileName) cannot fail with '\(rest[1])'; it can fail with: \(candidates.map(\.description).joined(separator: ", "))")
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
      case let other: throw UsageError("unknown action '\(other)'; use set, clear, list or errors")
      }
      let errors = await sandbox.settings.simulatedErrors
      if errors.isEmpty { Console.out("No API is set to fail.") }
      for api in StoreKitAPI.allCases { if let error = errors[api] { Console.out("\(api.commandName): \(error)") } }
      return 0
    }
  )

  /// `storefront storefront …`: the storefront (country) the simulated App Store serves.
  static let storefront = CommandSpec(
    name: "storefront",
    summary: "show or change the storefront (country, currency) at run time",
    discussion: "ACTION is show (the default), set CODE (alpha-3 USA, alpha-2 US or Apple's id 143441) or list.",
    arguments: [
      ArgumentSpec(name: "ACTION", help: "show, set or list", isOptional: true, values: .words(["show", "set", "list"])),
      ArgumentSpec(name: "CODE", help: "the storefront for set", isOptional: true, values: .storefronts),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      switch arguments.argument(0) ?? "show" {
      case "list":
        for storefront in Storefront.all { Console.out("\(storefront.countryCode)  \(storefront.id)  \(storefront.currencyCode)  \(storefront.name)") }
        return 0
      case "show", "set": break
      case let other: throw UsageError("unknown action '\(other)'; use show, set or list")
      }
      let session = try await SandboxSession.open(arguments)
      if arguments.argument(0) == "set" {
        guard let code = arguments.argument(1) else { throw UsageError("'storefront set' needs a CODE, like USA, GBR or JPN") }
        guard let storefront = Storefront.find(code) else {
          throw UsageError("'\(code)' is not an App Store storefront; 'storefront storefront list' shows them")
        }
        try await session.perform(.set(.storefront(storefront.countryCode)))
      }
      let settings = await session.sandbox.settings
      let storefront = Storefront.find(settings.storefront) ?? .unitedStates
      Console.out("Storefront \(storefront.countryCode) (\(storefront.name)), id \(storefront.id), currency \(storefront.currencyCode), locale \(settings.locale)")
      return 0
    }
  )

  /// `storefront reset`.
  static let reset = CommandSpec(
    name: "reset",
    summary: "erase the sandbox's history and run-time settings (the signing root is kept)",
    options: OptionSpec.sandboxOptions + [.flag("yes", help: "do not ask for confirmation")],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      if !arguments.flag("yes") {
        guard isatty(0) == 1 else { throw CommandFailure("'reset' erases every transaction; pass --yes to confirm when not at a terminal") }
        Console.out("Erase every transaction and setting of \(session.sandbox.path)? [y/N] ", terminator: "")
        guard let answer = readLine(), answer.lowercased().hasPrefix("y") else { Console.out("Nothing was erased."); return 1 }
      }
      try await session.perform(.reset)
      return 0
    }
  )
}
