import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The QA panel: moving through its controls, changing them (a switch flips, a picker or a prompt opens, an
/// action happens), and stepping a control through its values with ← and →.
extension AppReducer {
  static func moveInQA(_ command: Command, _ state: inout AppState) {
    let rows = QAControls.rows(state)
    let navigation = ListNavigation(selectable: rows.map { $0 != nil })
    let current = rows.firstIndex(of: QAControls.selected(state))
    let next = moved(current, command, in: navigation, visibleRows: AppLayout(state: state).qaRows)
    if let next, let control = rows[next] { selectInQA(control, &state) }
  }

  /// The person picks a control: the list stays scrolled where it is shown, moved just enough to show the pick, and
  /// the pick's pane line is remembered so that it stays there while requests come and go.
  static func selectInQA(_ control: QAControl, _ state: inout AppState) {
    let shown = QAControls.offset(state)
    state.qa.selected = control
    let offset = QAControls.offset(keeping: control, in: state, current: shown)
    state.qa.line = (QAControls.rows(state).firstIndex(of: control) ?? offset) - offset
  }

  /// Enter or Space on a control.
  static func changeQA(_ control: QAControl, _ state: inout AppState) -> [Effect] {
    guard let snapshot = state.snapshot else { return refuse(.storeNotOpen, &state) }
    if let refusal = refuseWhileReadOnly(&state) { return refusal }
    let settings = snapshot.settings
    switch control {
    case .askToBuy: return act(.set(.askToBuy(!settings.askToBuyEnabled)), &state)
    case .interruptedPurchases: return act(.set(.interruptedPurchases(!settings.interruptedPurchasesEnabled)), &state)
    case .billingRetry: return act(.set(.billingRetry(!settings.billingRetryOnRenewal)), &state)
    case .gracePeriod: return act(.set(.gracePeriod(!settings.billingGracePeriodEnabled)), &state)
    case .offline: return act(.set(.offline(!settings.isOffline)), &state)
    case .consumableHistory: return act(.set(.consumableHistory(!settings.includesConsumableHistory)), &state)
    case .answerRequest(let id):
      guard let request = snapshot.purchaseRequests.first(where: { $0.id == id }) else { return [] }
      return answer(request, approving: true, &state)
    case .clockRunning: return act(snapshot.clock.isPaused ? .resumeClock : .pauseClock, &state)
    case .advance(let step): return act(.advance(.by(QAControls.move(step, in: state).duration)), &state)
    case .advanceBy: return openAdvancePrompt(&state)
    case .nextEvent: return act(.advance(.nextEvent), &state)
    case .reset: return ask(TesterActionText.confirmation(.reset, subject: "", in: state.language), &state)
    case .buyOnAnotherDevice:
      guard !snapshot.loadedProducts.isEmpty else { return refuse(.noProductsLoaded, &state) }
      state.modal = .picker(PickerOptions.picker(for: .buyOnAnotherDevice, in: state))
    case .fault(let api): state.modal = .picker(PickerOptions.picker(for: .fault(api), in: state))
    case .latency: state.modal = .picker(PickerOptions.picker(for: .latency, in: state))
    case .storefront: state.modal = .picker(PickerOptions.picker(for: .storefront, in: state))
    case .locale: state.modal = .picker(PickerOptions.picker(for: .locale, in: state))
    case .timeRate: state.modal = .picker(PickerOptions.picker(for: .timeRate, in: state))
    case .refundAnswer: state.modal = .picker(PickerOptions.picker(for: .refundAnswer, in: state))
    case .gracePeriodLength: state.modal = .picker(PickerOptions.picker(for: .gracePeriodLength, in: state))
    case .familySharing:
      return openFamilyPicker(
        .familySharing, offering: PickerOptions.shareable(state),
        else: state.language.say(
          en: "No family-shareable product is loaded: a non-consumable or subscription needs familyShareable in the catalog",
          zhHans: "没有已载入的可家人共享的产品：非消耗型项目或订阅需在目录中设置 familyShareable"), &state)
    case .familyLapse: return openSharedSubscriptionPicker(.familyLapse, &state)
    case .familyBillingFail: return openSharedSubscriptionPicker(.familyBillingFail, &state)
    case .familyBillingRecover: return openSharedSubscriptionPicker(.familyBillingRecover, &state)
    case .familyRefund:
      return openFamilyPicker(
        .familyRefund, offering: PickerOptions.sharedProducts(state),
        else: state.language.say(
          en: "The family shares nothing: share a product first with Family Sharing…",
          zhHans: "家庭未共享任何项目：请先通过“家人共享…”共享一个产品"), &state)
    }
    return []
  }

  /// A picker of the subscriptions the family shares, for what their purchaser does, or a toast saying there is none.
  private static func openSharedSubscriptionPicker(_ purpose: Picker.Purpose, _ state: inout AppState) -> [Effect] {
    openFamilyPicker(
      purpose, offering: PickerOptions.sharedSubscriptions(state),
      else: state.language.say(
        en: "The family shares no subscription: share one first with Family Sharing…",
        zhHans: "家庭未共享任何订阅：请先通过“家人共享…”共享一个订阅"), &state)
  }

  /// A Family Sharing picker, or a toast saying why there is nothing to pick.
  private static func openFamilyPicker(
    _ purpose: Picker.Purpose, offering products: [Product], else warning: String, _ state: inout AppState
  ) -> [Effect] {
    guard !products.isEmpty else { return showToast(.warning, warning, &state) }
    state.modal = .picker(PickerOptions.picker(for: purpose, in: state))
    return []
  }

  /// ← or → on a control: a switch flips; a value steps to the previous or next one of its picker's options.
  static func stepQA(_ control: QAControl, by step: Int, _ state: inout AppState) -> [Effect] {
    switch control {
    case .askToBuy, .interruptedPurchases, .billingRetry, .gracePeriod, .offline, .clockRunning, .consumableHistory:
      return changeQA(control, &state)
    case .fault, .latency, .storefront, .locale, .timeRate, .refundAnswer, .gracePeriodLength:
      guard let purpose = PickerOptions.purpose(of: control), state.snapshot != nil else { return [] }
      if let refusal = refuseWhileReadOnly(&state) { return refusal }
      let picker = PickerOptions.picker(for: purpose, in: state)
      guard let index = picker.selectedIndex, !picker.options.isEmpty else { return [] }
      let next = picker.options[(index + step + picker.options.count) % picker.options.count]
      return PickerOptions.action(for: purpose, value: next.value, in: state).map { act($0, &state) } ?? []
    default:
      return []
    }
  }

  // MARK: - Shortcuts

  static func qaShortcut(_ command: Command, _ state: inout AppState) -> [Effect] {
    guard state.tab == .qa else { return [] }
    switch command {
    case .toggleClock: return changeQA(.clockRunning, &state)
    case .nextEvent: return changeQA(.nextEvent, &state)
    default: return changeQA(.advanceBy, &state)
    }
  }

  static func openAdvancePrompt(_ state: inout AppState) -> [Effect] {
    state.modal = .prompt(
      Prompt(
        purpose: .advanceClock, title: state.language.say(en: "Advance the clock", zhHans: "时钟前进"),
        hint: state.language.say(
          en: "By how long? Like 90s, 15m, 2h, 3d, 1w, 1mo, 1y, 1d12h or P1M",
          zhHans: "前进多久？例如 90s、15m、2h、3d、1w、1mo、1y、1d12h 或 P1M")))
    return []
  }

  // MARK: - Pickers and prompts

  /// Enter in a picker: the chosen value is applied (a shared product whose purchaser is refunded asks why next).
  static func choose(_ picker: Picker, _ state: inout AppState) -> [Effect] {
    guard let value = picker.selected, picker.selectedIndex != nil else { return [] }
    state.modal = nil
    if picker.purpose == .familyRefund {
      state.modal = .picker(PickerOptions.picker(for: .familyRefundReason(productID: value), in: state))
      return []
    }
    guard let action = PickerOptions.action(for: picker.purpose, value: value, in: state) else { return [] }
    return act(action, &state)
  }

  /// Enter in a prompt: a duration the clock moves by, or why the text is not one.
  static func submit(_ prompt: Prompt, _ state: inout AppState) -> [Effect] {
    if prompt.purpose == .failWebhookAnswers { return submitFailCount(prompt, &state) }
    let text = prompt.text.trimmingWhitespace()
    guard let duration = SimulatedDuration(text), duration != SimulatedDuration() else {
      var refused = prompt
      refused.error =
        text.isEmpty
        ? state.language.say(en: "Type a duration first", zhHans: "请先输入时长")
        : state.language.say(
          en: "'\(text)' is not a duration; try 90s, 2h, 3d, 1w, 1mo or 1d12h",
          zhHans: "“\(text)”不是时长；可以试试 90s、2h、3d、1w、1mo 或 1d12h")
      state.modal = .prompt(refused)
      return []
    }
    state.modal = nil
    return act(.advance(.by(duration)), &state)
  }

  /// Moves the picker's selection.
  static func moveInPicker(_ command: Command, _ picker: inout Picker, page: Int) {
    let shown = picker.shown
    let navigation = ListNavigation(selectable: shown.map { _ in true })
    guard let index = moved(picker.selectedIndex ?? 0, command, in: navigation, visibleRows: page) else { return }
    picker.selected = shown[index].value
    picker.offset = navigation.offset(keeping: index, visibleRows: page, current: picker.offset)
  }
}
