import Testing

@testable import TerminalUI

@Suite struct KeyBindingTableTests {
  enum Action: Hashable, Sendable { case up, down, open, buy, help, quit, cancel, confirm, close }
  enum Scope: Hashable, Sendable { case global, list, dialog }
  typealias Binding = KeyBinding<Action, Scope>

  let table = KeyBindingTable<Action, Scope>([
    Binding(keys: [.up, .character("k")], action: .up, label: "up", section: "Navigation", scope: .list),
    Binding(
      keys: [.down, .character("j")], action: .down, label: "select", section: "Navigation", scope: .list,
      footerPriority: 2, footerKeys: [.up, .down]),
    Binding(keys: [.enter], action: .open, label: "open", section: "Navigation", scope: .list, footerPriority: 3),
    Binding(keys: [.character("b")], action: .buy, label: "buy", section: "Purchases", scope: .list, footerPriority: 2),
    Binding(
      keys: [.character("?"), .function(1)], action: .help, label: "help", section: "General", scope: .global,
      footerPriority: 1),
    Binding(
      keys: [.character("q"), .ctrlC], action: .quit, label: "quit", section: "General", scope: .global,
      footerPriority: 1),
    Binding(
      keys: [.escape, .character("q")], action: .cancel, label: "cancel", section: "Dialog", scope: .dialog,
      footerPriority: 1),
    Binding(keys: [.enter], action: .confirm, label: "confirm", section: "Dialog", scope: .dialog, footerPriority: 2),
    Binding(keys: [.ctrlC], action: .quit, label: "quit", section: "General", scope: .dialog),
  ])

  @Test func looksUpByKeyInTheMostSpecificScopeFirst() {
    #expect(table.action(for: .character("j"), in: [.list, .global]) == .down)
    #expect(table.action(for: .character("q"), in: [.list, .global]) == .quit)
    #expect(table.action(for: .character("q"), in: [.dialog]) == .cancel)
    #expect(table.action(for: .character("b"), in: [.dialog]) == nil)
    #expect(table.action(for: .ctrlC, in: [.dialog]) == .quit)
    #expect(table.action(for: .function(1), in: [.list, .global]) == .help)
  }

  @Test func footerHintsComeFromTheSameTable() {
    let hints = table.footerHints(in: [.list, .global])
    #expect(hints.map(\.keys) == ["↑↓", "⏎", "b", "?", "q"])
    #expect(hints.map(\.label) == ["select", "open", "buy", "help", "quit"])
    #expect(hints.map(\.action) == [.down, .open, .buy, .help, .quit])
    #expect(table.footerHints(in: [.dialog, .global]).map(\.label) == ["help", "cancel", "confirm"])
    #expect(table.footerHints(in: [.list], glyphs: .ascii).map(\.keys) == ["Up/Down", "Enter", "b"])
  }

  @Test func helpIsGroupedBySectionAndDropsShadowedKeys() {
    let sections = table.helpSections(in: [.dialog, .global])
    #expect(sections.map(\.title) == ["General", "Dialog"])
    #expect(sections[0].entries == [HelpEntry(keys: "? F1", label: "help"), HelpEntry(keys: "^C", label: "quit")])
    #expect(sections[1].entries == [HelpEntry(keys: "Esc q", label: "cancel"), HelpEntry(keys: "⏎", label: "confirm")])
  }

  /// The lookups read an index of the bindings: a table changed after it was made answers with its new bindings.
  @Test func aChangedTableLooksUpItsNewBindings() {
    var changed = table
    changed.bindings.insert(
      Binding(keys: [.character("x")], action: .close, label: "close", section: "Dialog", scope: .dialog), at: 0)
    #expect(changed.action(for: .character("x"), in: [.dialog]) == .close)
    #expect(changed.action(for: .enter, in: [.dialog]) == .confirm)
    #expect(changed.footerHints(in: [.dialog]).map(\.label) == ["cancel", "confirm"])
    changed.bindings.removeAll { $0.action == .cancel }
    #expect(changed.action(for: .escape, in: [.dialog]) == nil)
    #expect(changed.action(for: .character("q"), in: [.dialog, .global]) == .quit)
  }

  @Test func theTableHasNoConflicts() {
    #expect(table.conflicts().isEmpty)
  }

  @Test func findsTwoBindingsSharingAKeyInOneScope() {
    var broken = table
    broken.bindings.append(Binding(keys: [.character("j")], action: .buy, label: "jump", section: "X", scope: .list))
    broken.bindings.append(Binding(keys: [.character("j")], action: .buy, label: "other", section: "X", scope: .global))
    let conflicts = broken.conflicts()
    #expect(conflicts == [KeyConflict(key: .character("j"), scope: .list, labels: ["select", "jump"])])
  }
}

@Suite struct HitRegionTests {
  @Test func theTopmostRegionWinsAndModalsBlockWhatIsBehind() {
    var regions = HitRegions<String>()
    regions.add(Rect(x: 0, y: 0, width: 80, height: 20), "list")
    regions.add(Rect(x: 0, y: 3, width: 80, height: 1), "row 3")
    #expect(regions.target(at: Point(x: 5, y: 3)) == "row 3")
    #expect(regions.target(at: Point(x: 5, y: 4)) == "list")
    #expect(regions.target(at: Point(x: 5, y: 21)) == nil)
    regions.block(Rect(x: 0, y: 0, width: 80, height: 24))
    regions.add(Rect(x: 30, y: 10, width: 10, height: 1), "OK")
    #expect(regions.target(at: Point(x: 5, y: 3)) == nil)
    #expect(regions.target(at: Point(x: 31, y: 10)) == "OK")
  }
}
