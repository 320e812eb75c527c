import InterfaceLanguage
import StoreOperations

extension ArgumentSpec {
  /// `on` or `off`, for a switch that shows what is in force without it (`offline`, `consumable-history`).
  static let onOrOff = ArgumentSpec(
    name: "STATE", help: Phrase(en: "on or off (without it: what is in force)", zhHans: "on 或 off（省略时显示当前状态）"),
    isOptional: true, values: .words(["on", "off"]))
}

extension CommandSpec {
  /// `storefront offline [on|off]`: the QA panel's Offline switch, for scripts and another terminal.
  static let offline = CommandSpec(
    name: "offline",
    summary: Phrase(
      en: "show or switch offline mode: while it is on, every App Store call fails with a network error",
      zhHans: "查看或切换离线模式：开启期间，每次调用 App Store 都会因网络错误而失败"),
    arguments: [.onOrOff],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      switch arguments.argument(0) {
      case nil:
        Console.out(
          await session.sandbox.settings.isOffline
            ? arguments.language.say(en: "Offline: on", zhHans: "离线：开") : arguments.language.say(en: "Offline: off", zhHans: "离线：关"))
      case let state? where state == "on" || state == "off":
        try await session.perform(.set(.offline(state == "on")))
      case let other?:
        throw UsageError(Phrase(en: "'offline' takes on or off, got '\(other)'", zhHans: "'offline' 接受 on 或 off，实际为 '\(other)'"))
      }
      return 0
    }
  )
}
