import TestSupport
import Testing

@testable import TerminalUI

@Suite struct WidgetSnapshotTests {
  @Test func panelsFocusedAndNot() {
    let text = rendered(50, 5) { screen in
      let halves = screen.bounds.columns([.fill, .fill])
      Panel(title: "Store", isFocused: true).draw(in: halves[0], on: &screen)
      let inside = Panel(title: "商品 Product details", isFocused: false).draw(in: halves[1], on: &screen)
      screen.write("inside", in: inside)
    }
    assertSnapshot(text, named: "panels_50x5")
  }

  @Test func panelInASCII() {
    let text = rendered(20, 3, glyphs: .ascii) { screen in
      Panel(title: "Store", isFocused: true).draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "panel_ascii_20x3")
  }

  @Test func textWrapsAndEndsWithAnEllipsisWhenItOverflows() {
    let description = "Unlock every feature.\nAuto-renews monthly until cancelled. 每月自动续订，可随时取消。"
    let text = rendered(24, 4) { screen in
      let total = TextView(description).draw(in: Rect(x: 1, y: 0, width: 22, height: 3), on: &screen)
      screen.write("lines: \(total)", at: Point(x: 1, y: 3), style: .dim)
    }
    assertSnapshot(text, named: "text_wrapped_24x4")
  }

  @Test func buttonsFocusedNormalAndDisabled() {
    var rects: [Rect] = []
    let text = rendered(40, 1) { screen in
      rects = Button.drawRow(
        [Button("Cancel", state: .focused), Button("Buy $4.99"), Button("Gift", state: .disabled)],
        in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "buttons_40x1")
    #expect(rects.map(\.width) == [10, 13, 8])
  }

  @Test(arguments: [0, 3])
  func progressOverlaySpinsOverADimmedScreen(tick: Int) {
    let text = rendered(44, 9) { screen in
      fillBackground(&screen)
      ProgressOverlay(message: "Purchasing Pro Monthly…", hint: "Esc cancels", tick: tick).draw(on: &screen)
    }
    assertSnapshot(text, named: "progress_tick\(tick)_44x9")
  }

  @Test func progressOverlayInASCIIAndTiny() {
    let ascii = rendered(40, 7, glyphs: .ascii) { screen in
      ProgressOverlay(message: "Restoring purchases", tick: 1).draw(on: &screen)
    }
    assertSnapshot(ascii, named: "progress_ascii_40x7")
    let tiny = rendered(20, 5) { screen in
      ProgressOverlay(message: "Loading products from the catalog", hint: "Esc cancels").draw(on: &screen)
    }
    assertSnapshot(tiny, named: "progress_tiny_20x5")
  }

  @Test func confirmationDialogWithTheDefaultButtonFocused() throws {
    var layout: Dialog.Layout?
    let text = rendered(60, 12) { screen in
      fillBackground(&screen)
      layout = Dialog(
        title: "Confirm purchase",
        message: "Buy Pro Monthly for $4.99 per month? It renews automatically until you cancel it.",
        buttons: ["Cancel", "Buy $4.99"], focusedButton: 0
      ).draw(on: &screen)
    }
    assertSnapshot(text, named: "dialog_confirm_60x12")
    #expect(layout?.buttons.count == 2)
    let dialog = try #require(layout)
    #expect(dialog.buttons.allSatisfy { dialog.rect.contains($0.origin) })
  }

  @Test func errorDialogCutsAMessageTooLongForTheScreen() {
    let text = rendered(44, 9) { screen in
      Dialog(
        title: "Purchase failed",
        message: String(repeating: "The payment was declined by the sandbox. ", count: 6),
        buttons: ["OK"], kind: .error
      ).draw(on: &screen)
    }
    assertSnapshot(text, named: "dialog_error_44x9")
  }

  @Test func toastsInTheBottomRightCorner() {
    let text = rendered(50, 8) { screen in
      let areas = screen.bounds.rows([.fixed(4), .fixed(4)])
      Toast("Purchased Pro Monthly", kind: .success).draw(in: areas[0], on: &screen)
      Toast("Payment declined: card expired and a very long reason", kind: .error).draw(in: areas[1], on: &screen)
    }
    assertSnapshot(text, named: "toasts_50x8")
  }

  @Test(arguments: [80, 44, 24, 8])
  func footerDropsTheLeastImportantHintsWhenNarrow(width: Int) {
    let hints: [KeyHint<String>] = [
      KeyHint(keys: "↑↓", label: "select", priority: 2, action: "select"),
      KeyHint(keys: "⏎", label: "open", priority: 3, action: "open"),
      KeyHint(keys: "b", label: "buy", priority: 2, action: "buy"),
      KeyHint(keys: "r", label: "restore", priority: 4, action: "restore"),
      KeyHint(keys: "/", label: "filter", priority: 5),
      KeyHint(keys: "?", label: "help", priority: 1, action: "help"),
      KeyHint(keys: "q", label: "quit", priority: 1, action: "quit"),
    ]
    var regions: [HitRegion<String>] = []
    let text = rendered(width, 1) { screen in
      regions = Footer(hints: hints).draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "footer_\(width)")
    for region in regions { #expect(region.rect.maxX <= width) }
    if width >= 24 { #expect(regions.last?.target == "quit") }
  }

  @Test func helpOverlayGroupsBindingsBySectionAndScrolls() {
    let sections = [
      HelpSection(
        title: "Navigation",
        entries: [
          HelpEntry(keys: "↑ k", label: "previous product"), HelpEntry(keys: "↓ j", label: "next product"),
          HelpEntry(keys: "PgUp PgDn", label: "page up / down"), HelpEntry(keys: "Tab", label: "next pane"),
        ]),
      HelpSection(
        title: "Purchases",
        entries: [
          HelpEntry(keys: "b", label: "buy the selected product"), HelpEntry(keys: "r", label: "restore purchases"),
        ]),
    ]
    let full = rendered(60, 14) { screen in
      HelpOverlay(title: "Help", sections: sections, hint: "Esc close").draw(on: &screen)
    }
    assertSnapshot(full, named: "help_60x14")
    let scrolled = rendered(40, 7) { screen in
      HelpOverlay(title: "Help", sections: sections, offset: 3, hint: "Esc close").draw(on: &screen)
    }
    assertSnapshot(scrolled, named: "help_scrolled_40x7")
  }

  @Test(arguments: [(50, 10), (70, 10), (20, 5), (12, 3)])
  func tooSmallNoticeFitsAnySize(width: Int, height: Int) {
    let text = rendered(width, height) { screen in
      TooSmallNotice.english(minimum: Size(width: 60, height: 16)).draw(on: &screen)
    }
    assertSnapshot(text, named: "too_small_\(width)x\(height)")
  }

  @Test func tooSmallNoticeInASCII() {
    let text = rendered(44, 3, glyphs: .ascii) { screen in
      TooSmallNotice.english(minimum: Size(width: 60, height: 16), glyphs: .ascii).draw(on: &screen)
    }
    assertSnapshot(text, named: "too_small_ascii_44x3")
  }
}
