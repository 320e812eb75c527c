import StoreOperations

extension CommandSpec {
  /// `storefront offline [on|off]`: the QA panel's Offline switch, for scripts and another terminal.
  static let offline = CommandSpec(
    name: "offline",
    summary: "show or switch offline mode: while it is on, every App Store call fails with a network error",
    arguments: [ArgumentSpec(name: "STATE", help: "on or off (without it: what is in force)", isOptional: true)],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      switch arguments.argument(0) {
      case nil:
        Console.out(await session.sandbox.settings.isOffline ? "Offline: on" : "Offline: off")
      case let state? where state == "on" || state == "off":
        try await session.perform(.set(.offline(state == "on")))
      case let other?:
        throw UsageError("'offline' takes on or off, got '\(other)'")
      }
      return 0
    }
  )
}
