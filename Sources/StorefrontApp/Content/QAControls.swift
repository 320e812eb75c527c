import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The QA panel's controls, grouped, with what each is called and what it is set to now.
enum QAControls {
  /// A titled group of controls.
  struct Section: Hashable, Sendable {
    var title: String
    var controls: [QAControl]
  }

  static func sections(_ state: AppState) -> [Section] {
    let language = state.language
    var sections = [
      Section(
        title: language.say(en: "Purchases", zhHans: "购买"),
        controls: [.askToBuy, .interruptedPurchases, .buyOnAnotherDevice])
    ]
    let waiting = state.snapshot?.purchaseRequests.filter { $0.state == .pending } ?? []
    if !waiting.isEmpty {
      sections.append(
        Section(
          title: language.say(en: "Waiting for someone", zhHans: "等待处理"), controls: waiting.map { .answerRequest($0.id) }))
    }
    sections += [
      Section(
        title: language.say(en: "Renewals", zhHans: "续期"), controls: [.billingRetry, .gracePeriod, .gracePeriodLength]),
      Section(
        title: language.say(en: "Family, refunds and history", zhHans: "家人共享、退款与历史记录"),
        controls: [
          .familySharing, .familyLapse, .familyBillingFail, .familyBillingRecover, .familyRefund, .refundAnswer,
          .consumableHistory,
        ]),
      Section(
        title: language.say(en: "Injected errors", zhHans: "注入的错误"), controls: StoreKitAPI.allCases.map(QAControl.fault)),
      Section(title: language.say(en: "Network", zhHans: "网络"), controls: [.offline, .latency]),
      Section(title: language.say(en: "Storefront and locale", zhHans: "店面与区域设置"), controls: [.storefront, .locale]),
      Section(
        title: language.say(en: "Time", zhHans: "时间"),
        controls: [.timeRate, .clockRunning] + ClockStep.allCases.map(QAControl.advance) + [.advanceBy, .nextEvent]),
      Section(title: language.say(en: "Sandbox", zhHans: "沙盒"), controls: [.reset]),
    ]
    return sections
  }

  /// The list's lines: nil for a section title, the control otherwise.
  static func rows(_ state: AppState) -> [QAControl?] {
    sections(state).flatMap { [nil] + $0.controls.map(Optional.some) }
  }

  /// The control shown selected: the one the person picked while it is listed. A request that was answered leaves
  /// the list: the next request waiting takes its place, else the last one, else the control that followed them.
  static func selected(_ state: AppState) -> QAControl {
    let rows = rows(state)
    if rows.contains(state.qa.selected) { return state.qa.selected }
    guard case .answerRequest(let answered) = state.qa.selected else { return .askToBuy }
    let waiting = rows.compactMap { row -> UInt64? in
      guard case .answerRequest(let id)? = row else { return nil }
      return id
    }
    return (waiting.first { $0 > answered } ?? waiting.last).map(QAControl.answerRequest) ?? .billingRetry
  }

  /// The first line shown: the selected control stays on the pane line it was shown on (requests arriving or leaving
  /// above it move the lines above, not the control), within the list at the screen's size.
  static func offset(_ state: AppState) -> Int {
    offset(keeping: selected(state), in: state, current: nil)
  }

  /// The first line shown with `control` selected: kept where `current` puts it when that shows the control, else
  /// where the person's pane line puts it, moved just enough to show the control.
  static func offset(keeping control: QAControl, in state: AppState, current: Int?) -> Int {
    let rows = rows(state)
    let index = rows.firstIndex(of: control)
    let placed = index.flatMap { index in state.qa.line.map { index - $0 } }
    return ListNavigation(selectable: rows.map { $0 != nil }).offset(
      keeping: index, visibleRows: AppLayout(state: state).qaRows, current: current ?? placed ?? 0)
  }

  /// The list as the list view draws it.
  static func entries(_ state: AppState) -> [ListEntry] {
    sections(state).flatMap { section in
      [ListEntry.header(section.title)]
        + section.controls.map { control in
          let value = value(control, in: state)
          return .row(ListRow(state.glyphs.plain(label(control, in: state)), detail: value.text, detailStyle: value.style))
        }
    }
  }

  // MARK: - Words

  static func label(_ control: QAControl, in state: AppState) -> String {
    let language = state.language
    return switch control {
    case .askToBuy: QAText.askToBuy.text(in: language)
    case .interruptedPurchases: language.say(en: "Interrupted purchases", zhHans: "中断的购买")
    case .answerRequest(let id): answerLabel(id, in: state)
    case .buyOnAnotherDevice: language.say(en: "Buy on another device…", zhHans: "在另一台设备上购买…")
    case .consumableHistory:
      state.language.say(en: "Consumables in Transaction.all", zhHans: "Transaction.all 包含消耗型项目")
    case .billingRetry: language.say(en: "Billing retry on renewal", zhHans: "续期时的计费重试")
    case .gracePeriod: language.say(en: "Billing grace period", zhHans: "账单宽限期")
    case .gracePeriodLength: state.language.say(en: "Grace period length…", zhHans: "账单宽限期时长…")
    case .familySharing: state.language.say(en: "Family Sharing…", zhHans: "家人共享…")
    case .familyLapse: state.language.say(en: "Purchaser lapses…", zhHans: "购买者停止续期…")
    case .familyBillingFail: state.language.say(en: "Purchaser can't pay…", zhHans: "购买者付款失败…")
    case .familyBillingRecover: state.language.say(en: "Purchaser pays again…", zhHans: "购买者付款恢复…")
    case .familyRefund: state.language.say(en: "Purchaser is refunded…", zhHans: "购买者获得退款…")
    case .refundAnswer: state.language.say(en: "Refund requests…", zhHans: "退款申请…")
    case .fault(let api): api.fileName
    case .offline: language.say(en: "Offline", zhHans: "离线")
    case .latency: language.say(en: "Latency", zhHans: "延迟")
    case .storefront: Tab.storefront.title.text(in: language)
    case .locale: language.say(en: "Locale", zhHans: "区域设置")
    case .timeRate: language.say(en: "Time rate", zhHans: "时间速率")
    case .clockRunning: language.say(en: "Clock", zhHans: "时钟")
    case .advance(let step):
      language.say(en: "Advance \(move(step, in: state).label)", zhHans: "时钟前进\(move(step, in: state).label)")
    case .advanceBy: language.say(en: "Advance by…", zhHans: "时钟前进指定时长…")
    case .nextEvent: language.say(en: "Go to the next event", zhHans: "跳到下一个事件")
    case .reset: language.say(en: "Reset the sandbox…", zhHans: "重置沙盒…")
    }
  }

  private static func answerLabel(_ id: UInt64, in state: AppState) -> String {
    guard let request = state.snapshot?.purchaseRequests.first(where: { $0.id == id }) else {
      return QAText.request(id, in: state.language)
    }
    let name = state.listing.product(request.productID)?.displayName ?? request.productID
    return request.kind == .askToBuy
      ? state.language.say(en: "Approve \(name)", zhHans: "批准\(name)")
      : state.language.say(en: "Resolve \(name)", zhHans: "处理\(name)")
  }

  /// What a control is set to, in a word or two, and its style: armed switches and injected errors stand out,
  /// and say so in words too.
  static func value(_ control: QAControl, in state: AppState) -> (text: String, style: Style) {
    guard let snapshot = state.snapshot else { return ("", .dim) }
    let settings = snapshot.settings
    let language = state.language
    let onOff = { (on: Bool) in on ? (QAText.on.text(in: language), Style.warning) : (QAText.off.text(in: language), .dim) }
    let none = (language.say(en: "none", zhHans: "无"), Style.dim)
    switch control {
    case .askToBuy: return onOff(settings.askToBuyEnabled)
    case .interruptedPurchases: return onOff(settings.interruptedPurchasesEnabled)
    case .billingRetry: return onOff(settings.billingRetryOnRenewal)
    case .gracePeriod:
      guard settings.billingGracePeriodEnabled, !settings.billingRetryOnRenewal else {
        return onOff(settings.billingGracePeriodEnabled)
      }
      return (language.say(en: "on, needs billing retry", zhHans: "开（需开启计费重试）"), .dim)
    case .offline: return onOff(settings.isOffline)
    case .consumableHistory: return onOff(settings.includesConsumableHistory)
    case .gracePeriodLength:
      return settings.gracePeriodLength.map { (PickerOptions.days($0, in: state.language), .accent) }
        ?? (state.language.say(en: "default", zhHans: "默认"), .dim)
    case .familySharing: return sharedCount(QAText.familyShared(snapshot).count, in: state)
    case .familyLapse, .familyBillingFail, .familyBillingRecover:
      return sharedCount(PickerOptions.sharedSubscriptions(state).count, in: state)
    case .familyRefund: return sharedCount(PickerOptions.sharedProducts(state).count, in: state)
    case .refundAnswer:
      let answer = PickerOptions.refundAnswerLabel(settings.refundRequestAnswer, in: state.language)
      return (answer, settings.refundRequestAnswer == .approve ? .dim : .warning)
    case .answerRequest(let id): return (QAText.request(id, in: language).lowercased(), .accent)
    case .fault(let api): return settings.simulatedErrors[api].map { ($0.caseName, .error) } ?? none
    case .latency: return settings.latency > 0 ? (language.duration(seconds: settings.latency, .brief(largest: .seconds)), .warning) : none
    case .storefront:
      let storefront = state.storefront
      return ("\(storefront.countryCode) · \(storefront.currencyCode)", .accent)
    case .locale: return (settings.locale, .accent)
    case .timeRate: return (ClockWords.rate(snapshot.clock.timeRate, language: state.language), .accent)
    case .clockRunning:
      return snapshot.clock.isPaused
        ? (DateText.paused.text(in: language), .warning) : (DateText.running.text(in: language), .accent)
    case .nextEvent:
      return (
        snapshot.upcoming.first.map { DateWords.minute($0.date, in: state.calendar) }
          ?? language.say(en: "nothing due", zhHans: "没有已安排的事件"), .dim
      )
    case .advance(let step):
      return (move(step, in: state).realTime.map { ClockStep.realTime($0, language: state.language) } ?? "", .dim)
    case .buyOnAnotherDevice, .advanceBy, .reset: return ("", .dim)
    }
  }

  /// What an advance step moves the clock by at the sandbox's time rate.
  static func move(_ step: ClockStep, in state: AppState) -> ClockStep.Move {
    step.move(at: state.snapshot?.clock.timeRate ?? .realTime, language: state.language)
  }

  /// "nothing shared" or "2 shared": what the family shares that a Family Sharing control acts on.
  private static func sharedCount(_ count: Int, in state: AppState) -> (text: String, style: Style) {
    count == 0
      ? (state.language.say(en: "nothing shared", zhHans: "未共享"), .dim)
      : (state.language.say(en: "\(count) shared", zhHans: "已共享\(count)项"), .accent)
  }
}

/// Small pieces of QA wording shared by the panel, the badge and the pickers.
enum QAText {
  /// Apple's name for the Family Sharing feature a purchase request waits on, in the panel and the badge alike.
  static let askToBuy = Phrase(en: "Ask to Buy", zhHans: "购买前询问")
  /// A switch's two states.
  static let on = Phrase(en: "on", zhHans: "开")
  static let off = Phrase(en: "off", zhHans: "关")

  /// A purchase request by its number, when its line cannot name the product.
  static func request(_ id: UInt64, in language: Language) -> String {
    language.say(en: "Request \(id)", zhHans: "请求\(id)")
  }

  /// What is armed, for the badge on every view: `Ask to Buy · purchase fails: networkError · offline`. (A paused
  /// clock is not listed: the header says so beside the time.)
  static func armed(_ snapshot: StoreSnapshot, in language: Language) -> [String] {
    let settings = snapshot.settings
    var items: [String] = []
    if settings.askToBuyEnabled { items.append(askToBuy.text(in: language)) }
    if settings.interruptedPurchasesEnabled {
      items.append(language.say(en: "interrupted purchases", zhHans: "中断的购买"))
    }
    if settings.billingRetryOnRenewal {
      items.append(
        settings.billingGracePeriodEnabled
          ? language.say(en: "billing retry with grace", zhHans: "计费重试与宽限期")
          : language.say(en: "billing retry", zhHans: "计费重试"))
    }
    if settings.isOffline { items.append(language.say(en: "offline", zhHans: "离线")) }
    switch settings.refundRequestAnswer {
    case .approve: break
    case .decline: items.append(language.say(en: "refunds declined", zhHans: "退款被拒绝"))
    case .cancel: items.append(language.say(en: "refund sheet cancelled", zhHans: "退款表单被取消"))
    }
    if settings.latency > 0 {
      let latency = language.duration(seconds: settings.latency, .brief(largest: .seconds))
      items.append(language.say(en: "latency \(latency)", zhHans: "延迟\(latency)"))
    }
    for api in StoreKitAPI.allCases {
      guard let error = settings.simulatedErrors[api] else { continue }
      let call = api.fileName.lowercased()
      items.append(language.say(en: "\(call) fails: \(error.caseName)", zhHans: "\(api.fileName)失败：\(error.caseName)"))
    }
    return items
  }

  /// The products another family member shares with the customer now: those with an unrevoked `familyShared`
  /// transaction among the newest the snapshot lists.
  static func familyShared(_ snapshot: StoreSnapshot) -> Set<String> {
    Set(
      snapshot.history.map(\.transaction).filter { $0.ownershipType == .familyShared && !$0.isRevoked }.map(\.productID))
  }
}
