import InterfaceLanguage
import StoreEngine
import StoreOperations
import StorefrontApp

extension ArgumentSpec {
  /// `on` or `off`, for a switch that shows what is in force without it (`offline`, `consumable-history`).
  static let onOrOff = ArgumentSpec(
    name: "STATE", help: Phrase(en: "on or off (without it: what is in force)", zhHans: "on 或 off（省略时显示当前状态）"),
    isOptional: true, values: .words(["on", "off"]))
}

extension CommandSpec {
  /// `storefront offline [on|off]`: the QA panel's Offline switch, for scripts and another terminal.
  static let offline = onOffSwitch(
    name: "offline",
    summary: Phrase(
      en: "show or switch offline mode: while it is on, every App Store call fails with a network error",
      zhHans: "查看或切换离线模式：开启期间，每次调用 App Store 都会因网络错误而失败"),
    shown: { isOn in
      isOn ? Phrase(en: "Offline: on", zhHans: "离线：开") : Phrase(en: "Offline: off", zhHans: "离线：关")
    },
    current: \.isOffline, change: SettingChange.offline)

  /// A command for one of the sandbox's on/off settings: without an argument it prints what is in force (`shown`),
  /// with `on` or `off` it changes the setting through the executor.
  static func onOffSwitch(
    name: String, summary: Phrase, shown: @escaping @Sendable (Bool) -> Phrase,
    current: any KeyPath<SandboxSettings, Bool> & Sendable, change: @escaping @Sendable (Bool) -> SettingChange
  ) -> CommandSpec {
    CommandSpec(
      name: name, summary: summary, arguments: [.onOrOff], options: OptionSpec.sandboxOptions,
      run: { arguments in
        let session = try await SandboxSession.open(arguments)
        switch arguments.argument(0) {
        case nil:
          Console.out(shown(await session.sandbox.settings[keyPath: current]).text(in: arguments.language))
        case let state? where state == "on" || state == "off":
          try await session.perform(.set(change(state == "on")))
        case let other?:
          throw UsageError(
            Phrase(en: "'\(name)' takes on or off, got '\(other)'", zhHans: "'\(name)' 接受 on 或 off，实际为 '\(other)'"))
        }
        return 0
      })
  }
}
