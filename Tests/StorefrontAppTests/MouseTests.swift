import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// Mouse input resolved through the hit regions of the frame the person saw.
@Suite struct MouseTests {
  /// Where `target` was drawn in the state's frame.
  func place(of target: ClickTarget, in state: AppState) throws -> Point {
    let frame = AppFixtures.frame(state)
    let region = try #require(frame.regions.all.last { $0.target == target }, "\(target) is not on screen")
    return region.rect.origin
  }

  func click(_ target: ClickTarget, _ state: inout AppState, kind: MouseEvent.Kind = .release) throws -> [Effect] {
    let regions = AppFixtures.frame(state).regions
    let point = try place(of: target, in: state)
    return AppReducer.reduce(&state, .mouse(MouseEvent(kind, at: point)), regions: regions)
  }

  @Test func clickingARowSelectsItAndClickingItAgainOpensIt() throws {
    var state = AppFixtures.state()
    _ = try click(.product("themes"), &state)
    #expect(state.selectedProductID == "themes" && state.focus == .products)
    _ = try click(.product("themes"), &state, kind: .click)
    #expect(state.focus == .button(.buy))
  }

  @Test func aPressAloneDoesNothing() throws {
    var state = AppFixtures.state()
    _ = try click(.product("themes"), &state, kind: .press)
    #expect(state.selectedProductID == "gems.100")
  }

  @Test func clickingBuyOpensTheSheetAndItsButtonsWork() throws {
    var state = AppFixtures.state()
    _ = try click(.button(.buy), &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "gems.100")))
    #expect(try click(.sheetButton(.confirm), &state) == [.run(.buy(productID: "gems.100", options: PurchaseRequest()))])
  }

  @Test func nothingBehindAModalCanBeClicked() throws {
    var state = AppFixtures.state()
    let row = try place(of: .product("themes"), in: state)
    AppFixtures.press(.character("b"), on: &state)
    let regions = AppFixtures.frame(state).regions
    _ = AppReducer.reduce(&state, .mouse(MouseEvent(.release, at: row)), regions: regions)
    #expect(state.selectedProductID == "gems.100")
    _ = try click(.sheetButton(.cancel), &state)
    #expect(state.modal == nil)
  }

  @Test func clickingAFooterHintDoesWhatItsKeyDoes() throws {
    var state = AppFixtures.state()
    _ = try click(.command(.help), &state)
    guard case .help = state.modal else {
      Issue.record("expected help")
      return
    }
    _ = try click(.command(.dismiss), &state)
    #expect(state.modal == nil)
  }

  @Test func theWheelMovesTheListAndScrollsTheDetailsUnderThePointer() throws {
    var state = AppFixtures.state(size: Size(width: 60, height: 16))
    let list = try place(of: .product("gems.550"), in: state)
    let regions = AppFixtures.frame(state).regions
    _ = AppReducer.reduce(&state, .mouse(MouseEvent(.wheelDown, at: list)), regions: regions)
    #expect(state.selectedProductID == "gems.550" && state.focus == .products)
    let detail = try place(of: .pane(.detail), in: state)
    let inside = Point(x: detail.x + 2, y: detail.y + 2)
    _ = AppReducer.reduce(&state, .mouse(MouseEvent(.wheelDown, at: inside)), regions: AppFixtures.frame(state).regions)
    #expect(state.storefrontTab.detailOffset > 0 && state.focus == .products)
    _ = AppReducer.reduce(&state, .mouse(MouseEvent(.wheelUp, at: inside)), regions: AppFixtures.frame(state).regions)
    #expect(state.storefrontTab.detailOffset == 0)
  }

  @Test func clickingAPaneFocusesIt() throws {
    var state = AppFixtures.state()
    _ = try click(.pane(.log), &state)
    #expect(state.focus == .log)
  }
}
