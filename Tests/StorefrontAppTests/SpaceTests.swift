import Foundation
import StoreEngine
import TerminalUI
import Testing

@testable import StorefrontApp

/// The screen uses its room: on a wide terminal a product's name and price stay side by side and the details take
/// the width; an almost empty event log leaves its rows to the panes above; the quantity picked on the sheet is the
/// quantity the details show.
@Suite struct SpaceTests {
  static let wide = Size(width: 200, height: 60)

  @Test func atTwoHundredColumnsANameAndItsPriceStaySideBySide() throws {
    let state = AppFixtures.state(size: Self.wide)
    let layout = AppLayout(state: state)
    #expect(layout.list.width < 48 && layout.detail.width > 150, "\(layout.list) \(layout.detail)")
    let text = AppFixtures.frame(state).screen.text
    for line in text.split(separator: "\n") where line.contains("│▶") || line.contains("│  ") {
      guard let price = line.firstRange(of: /\$\d+\.\d\d/), line.firstRange(of: /[A-Za-z]/) != nil else { continue }
      let start = line.distance(from: line.startIndex, to: price.lowerBound)
      #expect(start < 48, "the price sits near its name: \(line)")
    }
  }

  @Test func anAlmostEmptyLogLeavesItsRowsToThePanesAbove() {
    var state = AppFixtures.state(size: Self.wide)
    let quiet = AppLayout(state: state)
    #expect(quiet.log.map(\.height) == 4, "two lines of log for an empty one")
    var snapshot = AppFixtures.snapshot()
    snapshot.log = (0..<40).map {
      StoreLogEntry(date: AppFixtures.start, event: .productsLoaded(requested: $0, returned: $0))
    }
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    let busy = AppLayout(state: state)
    #expect((busy.log?.height ?? 0) > 4 && busy.detail.height < quiet.detail.height)
  }

  @Test func theQuantityPickedOnTheSheetIsTheQuantityTheDetailsShow() {
    var state = AppFixtures.state()
    #expect(state.selectedProduct?.allowsQuantity == true)
    AppFixtures.press(.character("b"), .character("+"), .character("+"), on: &state)
    guard case .purchaseSheet(let sheet) = state.modal else {
      Issue.record("expected the purchase sheet")
      return
    }
    #expect(sheet.quantity == 3 && state.quantity == 3)
    AppFixtures.press(.character("n"), on: &state)
    #expect(state.modal == nil && state.quantity == 3, "cancelling keeps the quantity the details show")
    AppFixtures.press(.character("b"), on: &state)
    guard case .purchaseSheet(let again) = state.modal else { return }
    #expect(again.quantity == 3)
  }
}
