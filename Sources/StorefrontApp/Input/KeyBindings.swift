import InterfaceLanguage
import TerminalUI

/// The one key-binding table of the interactive storefront: it decides what every key does, what the footer
/// hints say and what the help overlay lists, and docs/keys.md is checked against it. Each binding carries its
/// words in every interface language; the table is built once per language.
enum KeyBindings {
  /// A binding as the table stores it.
  typealias Binding = KeyBinding<Command, KeyScope>

  /// Every binding with its words in every language.
  static let worded: [WordedBinding] =
    playback + products + detail + buttons + log + diagnostics + transactionList + transactionDetail
    + transactionActions + qaPanel + server + emptyState + filterPrompt + store + views + general + purchaseSheet
    + refundSheet + confirmation + pickerMoving + picker + prompt + dialog + help + busy

  /// The table in each language: the keys and commands are the same in all of them.
  static let tables: [Language: KeyBindingTable<Command, KeyScope>] = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { language in
      (language, KeyBindingTable(worded.map { $0.binding(in: language) }))
    })

  /// The table in English: what keys do (the same in every language) and docs/keys.md's reference.
  static let table = table(in: .en)

  /// The table with its words in `language`.
  static func table(in language: Language) -> KeyBindingTable<Command, KeyScope> {
    tables[language] ?? KeyBindingTable(worded.map { $0.binding(in: language) })
  }

  // MARK: - Main view

  static let general: [WordedBinding] = [
    bind([.character("?"), .function(1)], .help, en: "help", zhHans: "帮助", .general, .main, footer: 1),
    bind([.character("q")], .quit, en: "quit", zhHans: "退出", .general, .main, footer: 1),
    bind([.ctrlC], .quit, en: "quit", zhHans: "退出", .general, .always),
    bind([.control("r"), .function(5)], .reload, en: "reload the products", zhHans: "重新载入产品", .general, .always),
    bind([.escape], .back, en: "back / clear", zhHans: "返回 / 清除", .general, .main),
    bind([.ctrlL], .redraw, en: "redraw the screen", zhHans: "重绘屏幕", .general, .main),
    bind([.ctrlZ], .suspend, en: "suspend", zhHans: "挂起", .general, .main),
  ]

  static let views: [WordedBinding] =
    [
      bind([.tab], .nextFocus, en: "focus", zhHans: "切换焦点", .views, .storefront, footer: 7),
      bind([.backTab], .previousFocus, en: "focus back", zhHans: "反向切换焦点", .views, .storefront),
    ]
    + Tab.allCases.indices.map { index in
      let label = digitLabel(index + 1)
      return bind(
        [.character(Character("\(index + 1)"))], .showTabNumbered(index + 1), en: label.en, zhHans: ChineseText(verbatim: label.zhHans),
        .views, .main)
    }

  /// What a digit shows in the key reference, whatever tabs a run has: `4` the diagnostics or the server. Help
  /// names the one tab it shows in the run it is open in (`helpSections(for:glyphs:language:)`).
  static func digitLabel(_ digit: Int) -> Phrase {
    let labels = Tab.candidates(forDigit: digit).map(\.keyLabel)
    let or = Phrase(en: " or ", zhHans: "或")
    return Phrase(en: labels.map(\.en).joined(separator: or.en), zhHans: ChineseText(verbatim: labels.map(\.zhHans).joined(separator: or.zhHans)))
  }

  static let store: [WordedBinding] = [
    bind([.character("b")], .buy, en: "buy", zhHans: "购买", .store, .storefront, footer: 3),
    bind([.character("r")], .restore, en: "restore", zhHans: "恢复购买", .store, .storefront, footer: 4),
    bind([.character("/")], .filter, en: "filter", zhHans: "筛选", .store, .storefront, footer: 5),
    bind([.character("+"), .character("=")], .moreQuantity, en: "quantity +1", zhHans: "数量 +1", .store, .storefront),
    bind([.character("-")], .lessQuantity, en: "quantity -1", zhHans: "数量 -1", .store, .storefront),
    bind([.character("u")], .useOne, en: "use one", zhHans: "使用一个", .store, .storefront, footer: 6),
    bind(
      [.character("R")], .requestRefund, en: "request a refund", zhHans: "申请退款", .store, .storefront, footer: 6,
      says: Phrase(en: "refund", zhHans: "退款")),
    bind(
      [.character("c")], .redeemCode, en: "redeem an offer code", zhHans: "兑换优惠代码", .store, .storefront, footer: 6,
      says: Phrase(en: "redeem code", zhHans: "兑换代码")),
    bind(
      [.character("m")], .manageSubscriptions, en: "manage subscriptions", zhHans: "管理订阅", .store, .storefront,
      footer: 6, says: Phrase(en: "manage", zhHans: "管理")),
  ]

  // MARK: - Panes

  static let products: [WordedBinding] =
    movement(in: .products, moving: Phrase(en: "select", zhHans: "选择")) + [
      bind([.enter], .open, en: "open", zhHans: "打开", .move, .products, footer: 2),
      bind([.right, .character("l")], .right, en: "to the details", zhHans: "转到详情", .move, .products),
    ]

  static let detail: [WordedBinding] =
    movement(in: .detail, moving: Phrase(en: "scroll", zhHans: "滚动")) + [
      bind([.enter], .open, en: "buttons", zhHans: "按钮", .move, .detail, footer: 2),
      bind([.left, .character("h")], .left, en: "to the products", zhHans: "转到产品列表", .move, .detail),
    ]

  static let buttons: [WordedBinding] = [
    bind([.enter, .space], .press, en: "press", zhHans: "按下按钮", .move, .buttons, footer: 2),
    bind([.left, .character("h")], .left, en: "previous button", zhHans: "上一个按钮", .move, .buttons),
    bind(
      [.right, .character("l")], .right, en: "next button", zhHans: "下一个按钮", .move, .buttons, footer: 2,
      keys: [.left, .right]),
    bind([.up, .character("k")], .up, en: "to the details", zhHans: "转到详情", .move, .buttons),
  ]

  static let log: [WordedBinding] = movement(in: .log, moving: Phrase(en: "scroll", zhHans: "滚动"))

  static let diagnostics: [WordedBinding] =
    movement(in: .diagnostics, moving: Phrase(en: "scroll", zhHans: "滚动")) + [
      bind(
        [.escape], .back, en: "back to the storefront", zhHans: "返回店面", .move, .diagnostics, footer: 3, keys: [.escape])
    ]

  static let transactionList: [WordedBinding] =
    movement(in: .transactionList, moving: Phrase(en: "select", zhHans: "选择")) + [
      bind([.enter], .open, en: "details", zhHans: "详情", .move, .transactionList, footer: 2),
      bind([.character("/")], .filter, en: "filter", zhHans: "筛选", .transactions, .transactionList, footer: 3),
    ]

  static let transactionDetail: [WordedBinding] =
    movement(in: .transactionDetail, moving: Phrase(en: "scroll", zhHans: "滚动")) + [
      bind([.character("q")], .back, en: "close the details", zhHans: "关闭详情", .move, .transactionDetail, footer: 1)
    ]

  static let transactionActions: [WordedBinding] = [
    bind([.character("r")], .refundTransaction, en: "refund", zhHans: "退款", .actions, .transactionActions, footer: 4),
    bind([.character("v")], .revokeTransaction, en: "revoke", zhHans: "撤销", .actions, .transactionActions),
    bind([.character("d")], .deleteTransaction, en: "delete", zhHans: "删除", .actions, .transactionActions),
    bind([.character("f")], .finishTransaction, en: "finish", zhHans: "完成", .actions, .transactionActions, footer: 5),
    bind(
      [.character("a")], .approveRequest, en: "approve / resolve", zhHans: "批准 / 处理", .actions, .transactionActions,
      footer: 5),
    bind([.character("x")], .declineRequest, en: "decline", zhHans: "拒绝", .actions, .transactionActions, footer: 5),
    bind(
      [.character("c")], .cancelSubscription, en: "cancel auto-renew", zhHans: "关闭自动续期", .actions, .transactionActions),
    bind(
      [.character("u")], .resumeSubscription, en: "resume auto-renew", zhHans: "恢复自动续期", .actions, .transactionActions),
    bind([.character("e")], .expireSubscription, en: "expire now", zhHans: "立即过期", .actions, .transactionActions),
    bind([.character("n")], .renewSubscription, en: "renew now", zhHans: "立即续期", .actions, .transactionActions),
    bind([.character("w")], .writeJWS, en: "save the JWS", zhHans: "保存 JWS", .actions, .transactionActions, footer: 6),
  ]

  static let qaPanel: [WordedBinding] =
    movement(in: .qaPanel, moving: Phrase(en: "select", zhHans: "选择")) + [
      bind([.enter, .space], .press, en: "change", zhHans: "更改", .qaPanel, .qaPanel, footer: 2),
      bind([.left, .character("h")], .left, en: "previous value", zhHans: "上一个值", .qaPanel, .qaPanel),
      bind(
        [.right, .character("l")], .right, en: "next value", zhHans: "下一个值", .qaPanel, .qaPanel, footer: 3,
        keys: [.left, .right]),
      bind(
        [.character("c")], .toggleClock, en: "pause / run clock", zhHans: "暂停 / 运行时钟", .qaPanel, .qaPanel, footer: 4),
      bind([.character("n")], .nextEvent, en: "to the next event", zhHans: "跳至下一事件", .qaPanel, .qaPanel, footer: 5),
      bind([.character("t")], .advanceBy, en: "advance by…", zhHans: "快进…", .qaPanel, .qaPanel),
      bind([.character("x")], .declineRequest, en: "decline a request", zhHans: "拒绝请求", .qaPanel, .qaPanel),
    ]

  static let server: [WordedBinding] = [
    bind([.up, .character("k")], .up, en: "newer notification", zhHans: "较新的通知", .server, .server),
    bind(
      [.down, .character("j")], .down, en: "older notification", zhHans: "较早的通知", .server, .server, footer: 2,
      keys: [.up, .down], says: Phrase(en: "select", zhHans: "选择")),
    bind([.home, .character("g")], .top, en: "newest", zhHans: "最新", .server, .server),
    bind([.end, .character("G")], .bottom, en: "oldest", zhHans: "最早", .server, .server),
    bind([.pageUp, .control("b")], .pageUp, en: "scroll the details up", zhHans: "向上滚动详情", .server, .server),
    bind(
      [.pageDown, .control("f")], .pageDown, en: "scroll the details", zhHans: "向下滚动详情", .server, .server, footer: 3,
      keys: [.pageDown]),
    bind(
      [.character("f")], .failWebhookAnswers, en: "fail the next answers…", zhHans: "让后续应答失败…", .server, .server,
      footer: 4),
    bind([.character("s")], .resendNotification, en: "resend", zhHans: "重新发送", .server, .server, footer: 5),
  ]

  static let playback: [WordedBinding] = [
    bind([.character("p")], .togglePlayback, en: "pause / play", zhHans: "暂停 / 播放", .scenario, .playback, footer: 2),
    bind([.character("s")], .stepPlayback, en: "one statement", zhHans: "执行一条语句", .scenario, .playback, footer: 3),
  ]

  static let emptyState: [WordedBinding] = [
    bind([.enter], .reload, en: "retry", zhHans: "重试", .store, .emptyState, footer: 2),
    bind([.character("r")], .restore, en: "restore", zhHans: "恢复购买", .store, .emptyState, footer: 3),
    bind([.enter], .reload, en: "open again", zhHans: "重新打开", .store, .closedStore, footer: 2),
  ]

  static let filterPrompt: [WordedBinding] = [
    bind([.enter], .keepFilter, en: "keep filter", zhHans: "保留筛选", .filter, .filterPrompt, footer: 1),
    bind([.escape], .clearFilter, en: "clear filter", zhHans: "清除筛选", .filter, .filterPrompt, footer: 1),
    bind([.backspace], .deleteBackward, en: "delete a character", zhHans: "删除一个字符", .filter, .filterPrompt),
    bind([.control("u")], .clearQuery, en: "clear the text", zhHans: "清空文字", .filter, .filterPrompt),
    bind([.up], .up, en: "previous product", zhHans: "上一个产品", .filter, .filterPrompt),
    bind(
      [.down], .down, en: "next product", zhHans: "下一个产品", .filter, .filterPrompt, footer: 2, keys: [.up, .down],
      says: Phrase(en: "select", zhHans: "选择")),
  ]

  // MARK: - Modals

  static let purchaseSheet: [WordedBinding] =
    sheet(.purchaseSheet, confirming: Phrase(en: "buy", zhHans: "购买")) + [
      bind(
        [.character("+"), .character("=")], .moreQuantity, en: "quantity +1", zhHans: "数量 +1", .purchase, .purchaseSheet
      ),
      bind([.character("-")], .lessQuantity, en: "quantity -1", zhHans: "数量 -1", .purchase, .purchaseSheet),
      bind([.character("o")], .nextOffer, en: "next offer", zhHans: "下一个优惠", .purchase, .purchaseSheet, footer: 3),
    ]

  static let refundSheet: [WordedBinding] = sheet(
    .refundSheet, confirming: Phrase(en: "request the refund", zhHans: "申请退款"))

  static let confirmation: [WordedBinding] = sheet(.confirmation, confirming: Phrase(en: "confirm", zhHans: "确认"))

  static let pickerMoving: [WordedBinding] = [
    bind([.character("k")], .up, en: "move up", zhHans: "上移", .picker, .pickerMoving),
    bind([.character("j")], .down, en: "move", zhHans: "移动", .picker, .pickerMoving),
    bind([.character("/")], .filter, en: "filter (or type)", zhHans: "筛选（或直接输入）", .picker, .pickerMoving, footer: 3),
  ]

  static let picker: [WordedBinding] = [
    bind([.enter], .press, en: "choose", zhHans: "选择", .picker, .picker, footer: 1),
    bind([.escape], .cancel, en: "clear / close", zhHans: "清除 / 关闭", .picker, .picker, footer: 1),
    bind([.up], .up, en: "move up", zhHans: "上移", .picker, .picker),
    bind([.down], .down, en: "move", zhHans: "移动", .picker, .picker, footer: 2, keys: [.up, .down]),
    bind([.pageUp], .pageUp, en: "page up", zhHans: "上一页", .picker, .picker),
    bind([.pageDown], .pageDown, en: "page down", zhHans: "下一页", .picker, .picker),
    bind([.home], .top, en: "first", zhHans: "第一项", .picker, .picker),
    bind([.end], .bottom, en: "last", zhHans: "最后一项", .picker, .picker),
    bind([.backspace], .deleteBackward, en: "delete a character", zhHans: "删除一个字符", .picker, .picker),
    bind([.control("u")], .clearQuery, en: "clear the text", zhHans: "清空文字", .picker, .picker),
  ]

  static let prompt: [WordedBinding] = [
    bind([.enter], .press, en: "go", zhHans: "确定", .prompt, .prompt, footer: 1),
    bind([.escape], .cancel, en: "cancel", zhHans: "取消", .prompt, .prompt, footer: 1),
    bind([.backspace], .deleteBackward, en: "delete a character", zhHans: "删除一个字符", .prompt, .prompt),
    bind([.control("u")], .clearQuery, en: "clear the text", zhHans: "清空文字", .prompt, .prompt),
  ]

  static let dialog: [WordedBinding] = [
    bind([.enter, .escape, .space, .character("q")], .dismiss, en: "close", zhHans: "关闭", .dialog, .dialog, footer: 1)
  ]

  static let help: [WordedBinding] = [
    bind(
      [.escape, .character("?"), .character("q"), .function(1)], .dismiss, en: "close", zhHans: "关闭", .help, .help,
      footer: 1),
    bind([.up, .character("k")], .up, en: "scroll up", zhHans: "向上滚动", .help, .help),
    bind([.down, .character("j")], .down, en: "scroll", zhHans: "滚动", .help, .help, footer: 2, keys: [.up, .down]),
    bind([.pageUp], .pageUp, en: "page up", zhHans: "上一页", .help, .help),
    bind([.pageDown], .pageDown, en: "page down", zhHans: "下一页", .help, .help),
  ]

  static let busy: [WordedBinding] = [
    bind([.character("q")], .quit, en: "quit", zhHans: "退出", .busy, .busy, footer: 1)
  ]

  // MARK: - Building the table

  static func bind(
    _ keys: [Key], _ command: Command, en: String, zhHans: ChineseText, _ section: KeySection, _ scope: KeyScope,
    footer: Int? = nil, keys footerKeys: [Key]? = nil, says footerLabel: Phrase? = nil
  ) -> WordedBinding {
    WordedBinding(
      keys: keys, command: command, label: Phrase(en: en, zhHans: zhHans), section: section, scope: scope,
      footer: footer, footerKeys: footerKeys, footerLabel: footerLabel)
  }

  /// Up, down, page and jump keys for a scrolling pane.
  static func movement(in scope: KeyScope, moving label: Phrase) -> [WordedBinding] {
    [
      bind([.up, .character("k")], .up, en: "up", zhHans: "向上", .move, scope),
      bind(
        [.down, .character("j")], .down, en: "down", zhHans: "向下", .move, scope, footer: 2, keys: [.up, .down],
        says: label),
      bind([.pageUp, .control("b")], .pageUp, en: "page up", zhHans: "上一页", .move, scope),
      bind([.pageDown, .control("f")], .pageDown, en: "page down", zhHans: "下一页", .move, scope),
      bind([.home, .character("g")], .top, en: "first", zhHans: "第一项", .move, scope),
      bind([.end, .character("G")], .bottom, en: "last", zhHans: "最后一项", .move, scope),
    ]
  }

  /// The keys of a two-button sheet: Cancel first and focused first.
  static func sheet(_ scope: KeyScope, confirming label: Phrase) -> [WordedBinding] {
    [
      bind([.enter], .press, en: "press", zhHans: "按下按钮", .sheet, scope, footer: 1),
      WordedBinding(keys: [.character("y")], command: .confirm, label: label, section: .sheet, scope: scope, footer: 2),
      bind([.character("n"), .escape], .cancel, en: "cancel", zhHans: "取消", .sheet, scope, footer: 2, keys: [.escape]),
      bind(
        [.tab, .right, .character("l")], .right, en: "next button", zhHans: "下一个按钮", .sheet, scope, footer: 3,
        keys: [.tab]),
      bind([.backTab, .left, .character("h")], .left, en: "previous button", zhHans: "上一个按钮", .sheet, scope),
    ]
  }
}

/// One binding with its words in every language, from which each language's table line is made.
struct WordedBinding: Sendable {
  var keys: [Key]
  var command: Command
  var label: Phrase
  var section: KeySection
  var scope: KeyScope
  var footer: Int?
  var footerKeys: [Key]?
  var footerLabel: Phrase?

  /// The table line in `language`.
  func binding(in language: Language) -> KeyBindings.Binding {
    KeyBinding(
      keys: keys, action: command, label: label.text(in: language), section: section.title.text(in: language),
      scope: scope, footerPriority: footer, footerKeys: footerKeys, footerLabel: footerLabel?.text(in: language))
  }
}
