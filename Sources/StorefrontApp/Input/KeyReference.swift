import InterfaceLanguage
import TerminalUI

extension KeyBindings {
  /// Where each scope's keys work, in words, in the order the reference lists them.
  static let scopeTitles: [(scope: KeyScope, title: Phrase)] = [
    (.always, Phrase(en: "Everywhere", zhHans: "所有位置")),
    (.main, Phrase(en: "Any view", zhHans: "任何视图")),
    (.storefront, Phrase(en: "The storefront", zhHans: "店面")),
    (.products, Phrase(en: "Product list", zhHans: "产品列表")),
    (.detail, Phrase(en: "Details", zhHans: "详情")),
    (.buttons, Phrase(en: "Buttons under the details", zhHans: "详情下方的按钮")),
    (.log, Phrase(en: "Event log", zhHans: "事件日志")),
    (.filterPrompt, Phrase(en: "Typing a filter (other keys type)", zhHans: "输入筛选条件（其他键输入文字）")),
    (.emptyState, Phrase(en: "No products (loading, empty, failed)", zhHans: "没有产品（载入中、为空或失败）")),
    (.closedStore, Phrase(en: "Catalog or sandbox could not be opened", zhHans: "无法打开目录或沙盒")),
    (.diagnostics, Phrase(en: "Diagnostics", zhHans: "诊断")),
    (.transactionList, Phrase(en: "Transactions list", zhHans: "交易列表")),
    (.transactionDetail, Phrase(en: "Transaction details", zhHans: "交易详情")),
    (.transactionActions, Phrase(en: "Transactions: the selected line (list and details)", zhHans: "交易：选中的行（列表和详情）")),
    (.qaPanel, Phrase(en: "QA panel", zhHans: "QA 面板")),
    (.server, Phrase(en: "Server tab (with --server)", zhHans: "服务器标签页（使用 --server 时）")),
    (.playback, Phrase(en: "While a scenario plays (run --tui)", zhHans: "播放场景时（run --tui）")),
    (.purchaseSheet, Phrase(en: "Purchase sheet", zhHans: "购买表单")),
    (.refundSheet, Phrase(en: "Refund sheet", zhHans: "退款表单")),
    (.confirmation, Phrase(en: "Confirmation", zhHans: "确认")),
    (.pickerMoving, Phrase(en: "Picker, until a filter is typed", zhHans: "选择器，输入筛选条件之前")),
    (.picker, Phrase(en: "Picker (other keys type)", zhHans: "选择器（其他键输入文字）")),
    (.prompt, Phrase(en: "Typing a duration (other keys type)", zhHans: "输入时长（其他键输入文字）")),
    (.dialog, Phrase(en: "Result dialog", zhHans: "结果对话框")),
    (.help, Phrase(en: "Help", zhHans: "帮助")),
    (.busy, Phrase(en: "While the store is busy", zhHans: "商店忙碌时")),
  ]

  /// What the help overlay lists: the keys of the scopes help was opened in, the digits naming the tabs this run has
  /// (`4` the server when there is no diagnostics tab), then a legend of the marks the lists and the header draw,
  /// in the glyphs the screen draws them with.
  static func helpSections(for help: HelpState, glyphs: Glyphs, language: Language) -> [HelpSection] {
    var keys = table(in: language).helpSections(in: help.scopes, glyphs: glyphs) { command in
      guard case .showTabNumbered(let digit) = command else { return true }
      return digit <= help.tabs.count
    }
    // The digits close the Views section (they are its last bindings): each names the tab it shows in this run.
    let views = KeySection.views.title.text(in: language)
    if let index = keys.firstIndex(where: { $0.title == views }), keys[index].entries.count >= help.tabs.count {
      let digits = help.tabs.compactMap { tab in
        tab.digit(among: help.tabs).map { HelpEntry(keys: "\($0)", label: tab.keyLabel.text(in: language)) }
      }
      keys[index].entries.replaceSubrange((keys[index].entries.count - digits.count)..., with: digits)
    }
    return keys + [markLegend(glyphs: glyphs, language: language)]
  }

  /// `✓ owned, subscribed or verified`, `… waiting`, `! a problem`…: what each mark on the screen means.
  static func markLegend(glyphs: Glyphs, language: Language) -> HelpSection {
    let marks: [(String, String)] = [
      (String(glyphs.selectionMarker), language.say(en: "the selected line", zhHans: "选中的行")),
      (
        String(glyphs.success), language.say(en: "owned or subscribed; a verified transaction", zhHans: "已拥有或已订阅；交易已验证")
      ),
      (glyphs.ellipsis, language.say(en: "a purchase in flight, or waiting for approval", zhHans: "购买进行中，或等待批准")),
      (
        String(glyphs.warning),
        language.say(en: "a billing problem, a failed verification, a warning", zhHans: "账单问题、验证失败或警告")
      ),
      (
        String(glyphs.failure),
        language.say(en: "an error; an unverified or revoked transaction", zhHans: "错误；交易未验证或已撤销")
      ),
      (String(glyphs.information), language.say(en: "a note", zhHans: "提示")),
      ("\(glyphs.times)3", language.say(en: "units of a consumable the app holds", zhHans: "App 持有的消耗型项目数量")),
      (String(glyphs.scrollThumb), language.say(en: "where the scrolled list or text is", zhHans: "滚动位置")),
      (
        "\(glyphs.isUnicode ? "●" : "*") REC",
        language.say(en: "the session is being recorded (--record)", zhHans: "正在录制会话（--record）")
      ),
    ]
    return HelpSection(
      title: language.say(en: "Marks", zhHans: "标记"), entries: marks.map { HelpEntry(keys: $0.0, label: $0.1) })
  }

  /// The key reference as Markdown, generated from the table: docs/keys.md's key section is this text, and a test
  /// keeps them the same.
  static func markdownReference() -> String {
    var lines: [String] = []
    for (scope, title) in scopeTitles {
      let bindings = table.bindings.filter { $0.scope == scope }
      guard !bindings.isEmpty else { continue }
      lines.append("| **\(title.en)** | |")
      for binding in bindings {
        let keys = binding.keys.map { "`\($0.label(.unicode))`" }.joined(separator: " ")
        lines.append("| \(keys) | \(binding.label) |")
      }
    }
    return (["| Keys | What they do |", "|---|---|"] + lines).joined(separator: "\n")
  }
}

/// The help overlay's groups of keys, each with its title in every language.
enum KeySection: Sendable {
  case general, views, store, move, transactions, actions, qaPanel, server, scenario, filter, purchase, sheet
  case picker, prompt, dialog, help, busy

  /// The group's title in help.
  var title: Phrase {
    switch self {
    case .general: Phrase(en: "General", zhHans: "通用")
    case .views: Phrase(en: "Views", zhHans: "视图")
    case .store: Phrase(en: "Store", zhHans: "商店")
    case .move: Phrase(en: "Move", zhHans: "移动")
    case .transactions: Phrase(en: "Transactions", zhHans: "交易")
    case .actions: Phrase(en: "Actions", zhHans: "操作")
    case .qaPanel: Phrase(en: "QA panel", zhHans: "QA 面板")
    case .server: Phrase(en: "Server", zhHans: "服务器")
    case .scenario: Phrase(en: "Scenario", zhHans: "场景")
    case .filter: Phrase(en: "Filter", zhHans: "筛选")
    case .purchase: Phrase(en: "Purchase", zhHans: "购买")
    case .sheet: Phrase(en: "Sheet", zhHans: "表单")
    case .picker: Phrase(en: "Picker", zhHans: "选择器")
    case .prompt: Phrase(en: "Prompt", zhHans: "输入")
    case .dialog: Phrase(en: "Dialog", zhHans: "对话框")
    case .help: Phrase(en: "Help", zhHans: "帮助")
    case .busy: Phrase(en: "Busy", zhHans: "忙碌")
    }
  }
}
