import TestSupport
import Testing

@testable import TerminalUI

@Suite struct ListViewTests {
  @Test func sectionsSelectionAndAlignedPrices() {
    let text = rendered(40, 12) { screen in
      ListView(entries: sampleEntries, selection: 4).draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "list_sections_40x12")
  }

  @Test func scrollsToKeepTheSelectionVisibleWithAScrollbar() {
    var layout: ListView.Layout?
    let text = rendered(36, 5) { screen in
      layout = ListView(entries: sampleEntries, selection: 8, offset: 0).draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "list_scrolled_36x5")
    #expect(layout?.offset == 4)
    #expect(layout?.rows.map(\.index) == [4, 5, 6, 8])
    #expect(layout?.rows.first?.rect == Rect(x: 0, y: 0, width: 35, height: 1))
  }

  @Test func unfocusedSelectionAndASCIIFallback() {
    let text = rendered(30, 6, glyphs: .ascii) { screen in
      ListView(entries: sampleEntries, selection: 1, isFocused: false).draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "list_unfocused_ascii_30x6")
  }

  @Test func emptyListShowsItsReason() {
    let text = rendered(30, 3) { screen in
      ListView(entries: [], emptyText: "No products: the catalog is empty").draw(in: screen.bounds, on: &screen)
    }
    assertSnapshot(text, named: "list_empty_30x3")
  }

  @Test func movingTheSelectionChangesOnlyTheTwoRows() {
    var before = Screen(size: Size(width: 40, height: 12))
    ListView(entries: sampleEntries, selection: 4).draw(in: before.bounds, on: &before)
    var after = Screen(size: Size(width: 40, height: 12))
    ListView(entries: sampleEntries, selection: 5).draw(in: after.bounds, on: &after)
    let changed = ScreenDiff.changedRuns(from: before, to: after)
    #expect(Set(changed.map(\.y)) == [4, 5])
    #expect(changed.map(\.count).reduce(0, +) <= 80)
  }
}

@Suite struct ListNavigationTests {
  let navigation = ListNavigation(sampleEntries)

  @Test func arrowsSkipHeadersAndStopAtTheEnds() {
    #expect(navigation.moved(2, by: 1) == 4)
    #expect(navigation.moved(4, by: -1) == 2)
    #expect(navigation.moved(1, by: -1) == 1)
    #expect(navigation.moved(9, by: 1) == 9)
    #expect(navigation.moved(nil, by: 1) == 1)
    #expect(navigation.moved(1, by: 3) == 5)
  }

  @Test func homeEndAndPages() {
    #expect(navigation.first == 1)
    #expect(navigation.last == 9)
    #expect(navigation.pageDown(1, visibleRows: 3) == 4)
    #expect(navigation.pageDown(8, visibleRows: 5) == 9)
    #expect(navigation.pageUp(9, visibleRows: 5) == 4)
    #expect(navigation.pageUp(2, visibleRows: 5) == 1)
    #expect(ListNavigation(selectable: []).first == nil)
    #expect(ListNavigation(selectable: []).pageDown(nil, visibleRows: 5) == nil)
  }

  @Test func offsetMovesAsLittleAsPossible() {
    #expect(navigation.offset(keeping: 5, visibleRows: 4, current: 0) == 2)
    #expect(navigation.offset(keeping: 5, visibleRows: 4, current: 3) == 3)
    #expect(navigation.offset(keeping: 9, visibleRows: 4, current: 0) == 6)
  }

  @Test func offsetShowsTheSectionHeaderOfItsFirstRowAndTheTopOfTheList() {
    #expect(navigation.offset(keeping: 4, visibleRows: 3, current: 6) == 3)
    #expect(navigation.offset(keeping: 1, visibleRows: 3, current: 4) == 0)
  }

  @Test func offsetIsClampedWhenTheListShrinks() {
    #expect(navigation.offset(keeping: nil, visibleRows: 4, current: 50) == 6)
    #expect(navigation.offset(keeping: 2, visibleRows: 20, current: 3) == 0)
  }

  @Test func scrollbarThumbSpansTheVisibleShare() {
    #expect(Scrollbar.thumb(total: 10, visible: 10, offset: 0, track: 10).isEmpty)
    #expect(Scrollbar.thumb(total: 100, visible: 10, offset: 0, track: 10) == 0..<1)
    #expect(Scrollbar.thumb(total: 100, visible: 10, offset: 90, track: 10) == 9..<10)
    #expect(Scrollbar.thumb(total: 20, visible: 10, offset: 5, track: 10) == 3..<8)
  }
}
