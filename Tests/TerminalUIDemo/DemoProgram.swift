import TerminalUI

/// A small program on TerminalUI for the backend's end-to-end tests: a list, a footer and help from one binding
/// table, a dialog, a spinner overlay, a toast, and keys that write to standard error or crash on purpose; `b`
/// writes a thousand lines to standard error and ticks every millisecond, so a crash after it finds the ncurses
/// thread drawing while the rescue prints what it captured.
struct DemoProgram: TerminalProgram {
  enum Action: Hashable, Sendable { case up, down, pageUp, pageDown, home, end, open, spin, toast, help, close, quit }
  enum Scope: Hashable, Sendable { case list, modal }
  enum Target: Sendable {
    case row(Int)
    case action(Action)
  }
  enum Modal: Hashable, Sendable { case dialog, spinner, help }
  enum Effect: Sendable { case writeToStandardError, fillStandardError, crash }

  struct State: Sendable {
    var selection: Int? = 1
    var offset = 0
    var modal: Modal?
    var toast: String?
    var ticks = 0
    var lastInput = "none"
    var quitReason: QuitReason?
    var finished = false
    /// Set by `b`: ticks every millisecond, so the ncurses thread is drawing almost all the time.
    var busy = false
  }

  static let minimum = Size(width: 60, height: 16)
  static let entries: [ListEntry] =
    [
      .header("Consumables"), .row(ListRow("Coins ×100", detail: "$0.99")), .row(ListRow("Gems ×500", detail: "$4.99")),
      .header("Subscriptions"), .row(ListRow("Pro Monthly", detail: "$4.99/mo")),
      .row(ListRow("高级会员（月度）", detail: "¥28")), .header("Non-consumables"),
    ] + (1...30).map { .row(ListRow("Theme pack \($0)", detail: "$1.99")) }

  static let bindings = KeyBindingTable<Action, Scope>([
    KeyBinding(keys: [.up, .character("k")], action: .up, label: "up", section: "Navigation", scope: .list),
    KeyBinding(
      keys: [.down, .character("j")], action: .down, label: "select", section: "Navigation", scope: .list,
      footerPriority: 2, footerKeys: [.up, .down]),
    KeyBinding(keys: [.pageUp], action: .pageUp, label: "page up", section: "Navigation", scope: .list),
    KeyBinding(keys: [.pageDown], action: .pageDown, label: "page down", section: "Navigation", scope: .list),
    KeyBinding(keys: [.home, .character("g")], action: .home, label: "first", section: "Navigation", scope: .list),
    KeyBinding(keys: [.end, .character("G")], action: .end, label: "last", section: "Navigation", scope: .list),
    KeyBinding(keys: [.enter], action: .open, label: "open", section: "Actions", scope: .list, footerPriority: 3),
    KeyBinding(
      keys: [.character("o")], action: .spin, label: "spin", section: "Actions", scope: .list, footerPriority: 4),
    KeyBinding(
      keys: [.character("t")], action: .toast, label: "toast", section: "Actions", scope: .list, footerPriority: 5),
    KeyBinding(
      keys: [.character("?")], action: .help, label: "help", section: "General", scope: .list, footerPriority: 1),
    KeyBinding(
      keys: [.character("q"), .ctrlC], action: .quit, label: "quit", section: "General", scope: .list,
      footerPriority: 1),
    KeyBinding(
      keys: [.escape, .enter, .character("q")], action: .close, label: "close", section: "General",
      scope: .modal, footerPriority: 1),
    KeyBinding(keys: [.ctrlC], action: .quit, label: "quit", section: "General", scope: .modal),
  ])

  func reduce(_ state: inout State, _ event: InputEvent<Never>, _ regions: HitRegions<Target>) -> [Effect] {
    switch event {
    case .key(let key):
      state.lastInput = key.name
      if key == .character("e") { return [.writeToStandardError] }
      if key == .character("!") { return [.crash] }
      if key == .character("b") {
        state.busy = true
        return [.fillStandardError]
      }
      let scopes: [Scope] = state.modal == nil ? [.list] : [.modal]
      if let action = Self.bindings.action(for: key, in: scopes) { apply(action, to: &state) }
    case .mouse(let mouse):
      state.lastInput = "mouse \(mouse.kind) \(mouse.position.x),\(mouse.position.y)"
      guard mouse.isActivation else { return [] }
      switch regions.target(at: mouse.position) {
      case .row(let index): state.selection = index
      case .action(let action): apply(action, to: &state)
      case nil: break
      }
    case .tick:
      state.ticks += 1
    case .resize(let size):
      state.lastInput = "resize \(size)"
    case .quitRequested(let reason):
      state.quitReason = reason
      state.finished = true
    }
    return []
  }

  private func apply(_ action: Action, to state: inout State) {
    let navigation = ListNavigation(Self.entries)
    switch action {
    case .up: state.selection = navigation.moved(state.selection, by: -1)
    case .down: state.selection = navigation.moved(state.selection, by: 1)
    case .pageUp: state.selection = navigation.pageUp(state.selection, visibleRows: 10)
    case .pageDown: state.selection = navigation.pageDown(state.selection, visibleRows: 10)
    case .home: state.selection = navigation.first
    case .end: state.selection = navigation.last
    case .open: state.modal = .dialog
    case .spin: state.modal = .spinner
    case .toast: state.toast = "Purchased \(title(of: state.selection))"
    case .help: state.modal = .help
    case .close: state.modal = nil
    case .quit: state.finished = true
    }
  }

  func isFinished(_ state: State) -> Bool { state.finished }

  func tickInterval(for state: State) -> Duration? {
    if state.busy { return .milliseconds(1) }
    return state.modal == .spinner ? .milliseconds(80) : nil
  }

  func perform(_ effect: Effect, send: @escaping @Sendable (Never) -> Void) async {
    switch effect {
    case .writeToStandardError: FileOutput.standardError("demo: a line written to standard error\n")
    case .fillStandardError:
      FileOutput.standardError((1...1000).map { "demo: filler line \($0) of 1000\n" }.joined())
    case .crash: fatalError("demo crash on purpose")
    }
  }

  func title(of selection: Int?) -> String {
    guard let selection, case .row(let row) = Self.entries[selection] else { return "nothing" }
    return row.title
  }
}
