import InterfaceLanguage
import StoreEngine
import TerminalUI

/// Draws whatever modal is in front, with its clickable buttons; everything behind it was blocked by the caller.
enum ModalView {
  static func draw(_ state: AppState, into frame: inout Frame<ClickTarget>) {
    let language = state.language
    switch state.modal {
    case nil:
      return
    case .busy(let message):
      let glyphs = frame.screen.glyphs
      ProgressOverlay(
        message: glyphs.plain(message),
        hint: language.say(en: "q quits; nothing bought is lost", zhHans: "按 q 退出；已购买的不会丢失"), tick: state.spinnerFrame
      )
      .draw(on: &frame.screen)
    case .result(let dialog):
      let glyphs = frame.screen.glyphs
      let layout = Dialog(
        title: glyphs.plain(dialog.title), message: glyphs.plain(dialog.message),
        buttons: [language.say(en: "OK", zhHans: "好")],
        kind: dialog.kind.widgetKind
      ).draw(on: &frame.screen)
      for button in layout.buttons { frame.regions.add(button, .command(.dismiss)) }
    case .help(let help):
      let sections = KeyBindings.helpSections(for: help, glyphs: frame.screen.glyphs, language: state.language)
      let box = HelpOverlay(
        title: language.say(en: "Keys", zhHans: "按键"), sections: sections, offset: help.offset,
        hint: language.say(en: "Esc closes", zhHans: "按 Esc 关闭")
      )
      .draw(on: &frame.screen)
      frame.regions.add(box, .command(.dismiss))
    case .purchaseSheet(let sheet):
      guard let product = state.listing.product(sheet.productID) else { return }
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: language.say(en: "Confirm purchase · App Store", zhHans: "确认购买 · App Store"),
        lines: SheetContent.purchase(product, sheet, in: state, width: width),
        confirmLabel: SheetContent.buyLabel(product, quantity: sheet.quantity, offer: sheet.offer, in: state),
        cancelLabel: language.say(en: "Cancel", zhHans: "取消"), focused: sheet.focused)
      add(view.draw(on: &frame.screen), to: &frame)
    case .confirmation(let confirmation):
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: confirmation.title, lines: StyledLine.wrapped(confirmation.message, width: width),
        confirmLabel: confirmation.confirmLabel, cancelLabel: language.say(en: "Cancel", zhHans: "取消"),
        focused: confirmation.focused)
      add(view.draw(on: &frame.screen), to: &frame)
    case .picker(let picker):
      PickerView.draw(picker, language: state.language, into: &frame)
    case .prompt(let prompt):
      PromptView.draw(prompt, language: state.language, on: &frame.screen)
    case .refundSheet(let sheet):
      guard let product = state.listing.product(sheet.productID) else { return }
      let width = SheetView.textWidth(screenWidth: frame.screen.size.width)
      let view = SheetView(
        title: language.say(en: "Request a refund", zhHans: "申请退款"),
        lines: SheetContent.refund(product, sheet, in: state, width: width),
        confirmLabel: language.say(en: "Request refund", zhHans: "申请退款"),
        cancelLabel: language.say(en: "Cancel", zhHans: "取消"), focused: sheet.focused)
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
