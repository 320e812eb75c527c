import StoreEngine
import TerminalUI

/// Draws whatever modal is in front, with its clickable buttons; everything behind it was blocked by the caller.
enum ModalView {
  static func draw(_ state: AppState, into frame: inout Frame<ClickTarget>) {
    switch state.modal {
    case nil:
      return
    case .busy(let message):
      let glyphs = frame.screen.glyphs
      ProgressOverlay(message: glyphs.plain(message), hint: "q quits; nothing bought is lost", tick: state.spinnerFrame)
        .draw(on: &frame.screen)
    case .result(let dialog):
      let glyphs = frame.screen.glyphs
      let layout = Dialog(
        title: glyphs.plain(dialog.title), message: glyphs.plain(dialog.message), buttons: ["OK"],
        kind: dialog.kind.widgetKind
      ).draw(on: &frame.screen)
      for button in layout.buttons { frame.regions.add(button, .command(.dismiss)) }
    case .help(let help):
      let sections = KeyBindings.helpSections(for: help, glyphs: frame.screen.glyphs, language: state.language)
      let layout = HelpOverlay(title: "Keys", sections: sections, offset: help.offset, hint: "Esc closes")
        .draw(on: &frame.screen)
      frame.regions.add(layout.rect, .command(.dismiss))
    case .purchaseSheet(let sheet):
      guard let product = state.listing.product(sheet.productID) else { return }
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: "Confirm purchase · App Store", lines: SheetContent.purchase(product, sheet, in: state, width: width),
        confirmLabel: SheetContent.buyLabel(product, quantity: sheet.quantity, offer: sheet.offer, in: state),
        focused: sheet.focused)
      add(view.draw(on: &frame.screen), to: &frame)
    case .confirmation(let confirmation):
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: confirmation.title, lines: StyledLine.wrapped(confirmation.message, width: width),
        confirmLabel: confirmation.confirmLabel, focused: confirmation.focused)
      add(view.draw(on: &frame.screen), to: &frame)
    case .picker(let picker):
      PickerView.draw(picker, language: state.language, into: &frame)
    case .prompt(let prompt):
      PromptView.draw(prompt, on: &frame.screen)
    case .refundSheet(let sheet):
      guard let product = state.listing.product(sheet.productID) else { return }
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: "Request a refund", lines: SheetContent.refund(product, sheet, in: state, width: width),
        confirmLabel: "Request refund", focused: sheet.focused)
      add(view.draw(on: &frame.screen), to: &frame)
    }
  }

  private static func add(_ buttons: [(button: SheetButton, rect: Rect)], to frame: inout Frame<ClickTarget>) {
    for (button, rect) in buttons { frame.regions.add(rect, .sheetButton(button)) }
  }
}

extension ResultDialog.Kind {
  var widgetKind: Dialog.Kind {
    switch self {
    case .success: .success
    case .information: .plain
    case .pending: .warning
    case .failure: .error
    }
  }
}
