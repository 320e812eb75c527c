import TerminalUI

extension DemoProgram {
  func render(_ state: State, into frame: inout Frame<Target>) {
    guard frame.screen.size.fits(Self.minimum) else {
      let glyphs = frame.screen.glyphs
      let need = "need \(glyphs.atLeast) \(Self.minimum.width)\(glyphs.times)\(Self.minimum.height)"
      TooSmallNotice(
        minimum: Self.minimum,
        words: .init(heading: "Terminal too small:", shortHeading: "Too small:", gap: " ", separator: ", ", need: need)
      ).draw(on: &frame.screen)
      return
    }
    let size = frame.screen.size
    let rows = frame.screen.bounds.rows([.fixed(1), .fill, .fixed(1)])
    frame.screen.write(
      " TerminalUI demo  last: \(state.lastInput)  size: \(size.width)\(frame.screen.glyphs.times)\(size.height)"
        + "  ticks: \(state.ticks)", in: rows[0], style: .title)
    let panes = rows[1].columns([.flexible(3), .flexible(2)])
    let inside = Panel(title: "Products", isFocused: state.modal == nil).draw(in: panes[0], on: &frame.screen)
    let layout = ListView(entries: Self.entries, selection: state.selection, offset: state.offset)
      .draw(in: inside, on: &frame.screen)
    for row in layout.rows { frame.regions.add(row.rect, .row(row.index)) }
    let detail = Panel(title: "Detail").draw(in: panes[1], on: &frame.screen)
    TextView("\(title(of: state.selection))\n\nPress Enter for a dialog, o for a spinner, ? for help.")
      .draw(in: detail.inset(horizontal: 1, vertical: 0), on: &frame.screen)
    let scopes: [Scope] = state.modal == nil ? [.list] : [.modal]
    let hints = Self.bindings.footerHints(in: scopes, glyphs: frame.screen.glyphs)
    let footer = Footer(hints: hints).draw(in: rows[2], on: &frame.screen)
    frame.regions.add(contentsOf: footer.map { HitRegion(rect: $0.rect, target: $0.target.map(Target.action)) })
    if let toast = state.toast {
      Toast(toast, kind: .success).draw(in: rows[1].inset(by: 1), on: &frame.screen)
    }
    drawModal(state, into: &frame)
  }

  private func drawModal(_ state: State, into frame: inout Frame<Target>) {
    guard let modal = state.modal else { return }
    frame.regions.block(frame.screen.bounds)
    switch modal {
    case .dialog:
      let layout = Dialog(
        title: "Confirm", message: "Open \(title(of: state.selection))?", buttons: ["Close"]
      ).draw(on: &frame.screen)
      for button in layout.buttons { frame.regions.add(button, .action(.close)) }
    case .spinner:
      ProgressOverlay(message: "Working…", hint: "Esc closes", tick: state.ticks).draw(on: &frame.screen)
    case .help:
      let sections = Self.bindings.helpSections(in: [.list], glyphs: frame.screen.glyphs)
      HelpOverlay(title: "Help", sections: sections, hint: "Esc close").draw(on: &frame.screen)
    }
  }
}
