import TestSupport
import Testing

@testable import TerminalUI

/// Every widget drawn on screens far too small for it: nothing may crash, and the grid must stay consistent.
@Suite struct TinyScreenTests {
  @Test(arguments: [(0, 0), (1, 1), (3, 2), (7, 3), (20, 5)])
  func everyWidgetCopesWithTinyScreens(width: Int, height: Int) {
    for glyphs in [Glyphs.unicode, .ascii] {
      var screen = Screen(size: Size(width: width, height: height), glyphs: glyphs)
      let bounds = screen.bounds
      Panel(title: "商品 Products", isFocused: true).draw(in: bounds, on: &screen)
      ListView(entries: sampleEntries, selection: 4, offset: 9).draw(in: bounds, on: &screen)
      TextView("すべての機能を解除します。 Unlock everything.", offset: 40).draw(in: bounds, on: &screen)
      Button.drawRow([Button("Cancel", state: .focused), Button("Buy")], in: bounds, on: &screen)
      Footer<Int>(hints: [KeyHint(keys: "q", label: "quit", priority: 1, action: 1)]).draw(in: bounds, on: &screen)
      Toast("Purchased", kind: .success).draw(in: bounds, on: &screen)
      ProgressOverlay(message: "Purchasing…", hint: "Esc cancels", tick: 7).draw(on: &screen)
      Dialog(title: "Purchase failed", message: "Declined.", buttons: ["OK", "Retry"], kind: .error).draw(on: &screen)
      HelpOverlay(title: "Help", sections: [HelpSection(title: "General", entries: [HelpEntry(keys: "q", label: "quit")])])
        .draw(on: &screen)
      TooSmallNotice.english(minimum: Size(width: 60, height: 16), glyphs: glyphs).draw(on: &screen)
      #expect(screen.cells.count == width * height)
      for (index, cell) in screen.cells.enumerated() where cell.isContinuation {
        #expect(index % max(1, width) > 0 && screen.cells[index - 1].width == 2)
      }
    }
  }

  @Test func aDialogOnA20By5ScreenKeepsItsButton() {
    let text = rendered(20, 5) { screen in
      Dialog(title: "Confirm purchase", message: "Buy Pro Monthly for $4.99?", buttons: ["OK"]).draw(on: &screen)
    }
    #expect(text.contains("[ OK ]"))
  }
}
