import TerminalUI

/// The one key-binding table of the interactive storefront: it decides what every key does, what the footer
/// hints say and what the help overlay lists, and docs/keys.md is checked against it.
enum KeyBindings {
  /// A binding as the table stores it.
  typealias Binding = KeyBinding<Command, KeyScope>

  static let table = KeyBindingTable<Command, KeyScope>(
    playback + products + detail + buttons + log + diagnostics + transactionList + transactionDetail
      + transactionActions + qaPanel + server + emptyState + filterPrompt + store + views + general + purchaseSheet
      + refundSheet + confirmation + pickerMoving + picker + prompt + dialog + help + busy)

  // MARK: - Main view

  static let general: [Binding] = [
    bind([.character("?"), .function(1)], .help, "help", "General", .main, footer: 1),
    bind([.character("q")], .quit, "quit", "General", .main, footer: 1),
    bind([.ctrlC], .quit, "quit", "General", .always),
    bind([.control("r"), .function(5)], .reload, "reload the products", "General", .always),
    bind([.escape], .back, "back / clear", "General", .main),
    bind([.ctrlL], .redraw, "redraw the screen", "General", .main),
    bind([.ctrlZ], .suspend, "suspend", "General", .main),
  ]

  static let views: [Binding] =
    [
      bind([.tab], .nextFocus, "focus", "Views", .storefront, footer: 7),
      bind([.backTab], .previousFocus, "focus back", "Views", .storefront),
    ]
    + Tab.allCases.map { tab in
      bind([.character(Character("\(tab.rawValue + 1)"))], .showTab(tab), tab.keyLabel, "Views", .main)
    }

  static let store: [Binding] = [
    bind([.character("b")], .buy, "buy", "Store", .storefront, footer: 3),
    bind([.character("r")], .restore, "restore", "Store", .storefront, footer: 4),
    bind([.character("/")], .filter, "filter", "Store", .storefront, footer: 5),
    bind([.character("+"), .character("=")], .moreQuantity, "quantity +1", "Store", .storefront),
    bind([.character("-")], .lessQuantity, "quantity -1", "Store", .storefront),
    bind([.character("u")], .useOne, "use one", "Store", .storefront, footer: 6),
    bind([.character("R")], .requestRefund, "request a refund", "Store", .storefront, footer: 6, says: "refund"),
    bind([.character("c")], .redeemCode, "redeem an offer code", "Store", .storefront),
    bind([.character("m")], .manageSubscriptions, "manage subscriptions", "Store", .storefront),
  ]

  // MARK: - Panes

  static let products: [Binding] =
    movement(in: .products, moving: "select") + [
      bind([.enter], .open, "open", "Move", .products, footer: 2),
      bind([.right, .character("l")], .right, "to the details", "Move", .products),
    ]

  static let detail: [Binding] =
    movement(in: .detail, moving: "scroll") + [
      bind([.enter], .open, "buttons", "Move", .detail, footer: 2),
      bind([.left, .character("h")], .left, "to the products", "Move", .detail),
    ]

  static let buttons: [Binding] = [
    bind([.enter, .space], .press, "press", "Move", .buttons, footer: 2),
    bind([.left, .character("h")], .left, "previous button", "Move", .buttons),
    bind([.right, .character("l")], .right, "next button", "Move", .buttons, footer: 2, keys: [.left, .right]),
    bind([.up, .character("k")], .up, "to the details", "Move", .buttons),
  ]

  static let log: [Binding] = movement(in: .log, moving: "scroll")

  static let diagnostics: [Binding] =
    movement(in: .diagnostics, moving: "scroll") + [
      bind([.escape], .back, "back to the storefront", "Move", .diagnostics, footer: 3, keys: [.escape])
    ]

  static let transactionList: [Binding] =
    movement(in: .transactionList, moving: "select") + [
      bind([.enter], .open, "details", "Move", .transactionList, footer: 2),
      bind([.character("/")], .filter, "filter", "Transactions", .transactionList, footer: 3),
    ]

  static let transactionDetail: [Binding] =
    movement(in: .transactionDetail, moving: "scroll") + [
      bind([.character("q")], .back, "close the details", "Move", .transactionDetail, footer: 1)
    ]

  static let transactionActions: [Binding] = [
    bind([.character("r")], .refundTransaction, "refund", "Actions", .transactionActions, footer: 4),
    bind([.character("v")], .revokeTransaction, "revoke", "Actions", .transactionActions),
    bind([.character("d")], .deleteTransaction, "delete", "Actions", .transactionActions),
    bind([.character("f")], .finishTransaction, "finish", "Actions", .transactionActions, footer: 5),
    bind([.character("a")], .approveRequest, "approve / resolve", "Actions", .transactionActions, footer: 5),
    bind([.character("x")], .declineRequest, "decline", "Actions", .transactionActions, footer: 5),
    bind([.character("c")], .cancelSubscription, "cancel auto-renew", "Actions", .transactionActions),
    bind([.character("u")], .resumeSubscription, "resume auto-renew", "Actions", .transactionActions),
    bind([.character("e")], .expireSubscription, "expire now", "Actions", .transactionActions),
    bind([.character("n")], .renewSubscription, "renew now", "Actions", .transactionActions),
    bind([.character("w")], .writeJWS, "save the JWS", "Actions", .transactionActions, footer: 6),
  ]

  static let qaPanel: [Binding] =
    movement(in: .qaPanel, moving: "select") + [
      bind([.enter, .space], .press, "change", "QA panel", .qaPanel, footer: 2),
      bind([.left, .character("h")], .left, "previous value", "QA panel", .qaPanel),
      bind([.right, .character("l")], .right, "next value", "QA panel", .qaPanel, footer: 3, keys: [.left, .right]),
      bind([.character("c")], .toggleClock, "pause / run clock", "QA panel", .qaPanel, footer: 4),
      bind([.character("n")], .nextEvent, "to the next event", "QA panel", .qaPanel, footer: 5),
      bind([.character("t")], .advanceBy, "advance by…", "QA panel", .qaPanel),
      bind([.character("x")], .declineRequest, "decline a request", "QA panel", .qaPanel),
    ]

  static let server: [Binding] = [
    bind([.up, .character("k")], .up, "newer notification", "Server", .server),
    bind([.down, .character("j")], .down, "older notification", "Server", .server, footer: 2, keys: [.up, .down], says: "select"),
    bind([.home, .character("g")], .top, "newest", "Server", .server),
    bind([.end, .character("G")], .bottom, "oldest", "Server", .server),
    bind([.pageUp, .control("b")], .pageUp, "scroll the details up", "Server", .server),
    bind([.pageDown, .control("f")], .pageDown, "scroll the details", "Server", .server, footer: 3, keys: [.pageDown]),
    bind([.character("f")], .failWebhookAnswers, "fail the next answers…", "Server", .server, footer: 4),
    bind([.character("s")], .resendNotification, "resend", "Server", .server, footer: 5),
  ]

  static let playback: [Binding] = [
    bind([.character("p")], .togglePlayback, "pause / play", "Scenario", .playback, footer: 2),
    bind([.character("s")], .stepPlayback, "one statement", "Scenario", .playback, footer: 3),
  ]

  static let emptyState: [Binding] = [
    bind([.enter], .reload, "retry", "Store", .emptyState, footer: 2),
    bind([.character("r")], .restore, "restore", "Store", .emptyState, footer: 3),
    bind([.enter], .reload, "open again", "Store", .closedStore, footer: 2),
  ]

  static let filterPrompt: [Binding] = [
    bind([.enter], .keepFilter, "keep filter", "Filter", .filterPrompt, footer: 1),
    bind([.escape], .clearFilter, "clear filter", "Filter", .filterPrompt, footer: 1),
    bind([.backspace], .deleteBackward, "delete a character", "Filter", .filterPrompt),
    bind([.control("u")], .clearQuery, "clear the text", "Filter", .filterPrompt),
    bind([.up], .up, "previous product", "Filter", .filterPrompt),
    bind([.down], .down, "next product", "Filter", .filterPrompt, footer: 2, keys: [.up, .down], says: "select"),
  ]

  // MARK: - Modals

  static let purchaseSheet: [Binding] =
    sheet(.purchaseSheet, confirming: "buy") + [
      bind([.character("+"), .character("=")], .moreQuantity, "quantity +1", "Purchase", .purchaseSheet),
      bind([.character("-")], .lessQuantity, "quantity -1", "Purchase", .purchaseSheet),
      bind([.character("o")], .nextOffer, "next offer", "Purchase", .purchaseSheet),
    ]

  static let refundSheet: [Binding] = sheet(.refundSheet, confirming: "request the refund")

  static let confirmation: [Binding] = sheet(.confirmation, confirming: "confirm")

  static let pickerMoving: [Binding] = [
    bind([.character("k")], .up, "move up", "Picker", .pickerMoving),
    bind([.character("j")], .down, "move", "Picker", .pickerMoving),
    bind([.character("/")], .filter, "filter (or type)", "Picker", .pickerMoving, footer: 3),
  ]

  static let picker: [Binding] = [
    bind([.enter], .press, "choose", "Picker", .picker, footer: 1),
    bind([.escape], .cancel, "clear / close", "Picker", .picker, footer: 1),
    bind([.up], .up, "move up", "Picker", .picker),
    bind([.down], .down, "move", "Picker", .picker, footer: 2, keys: [.up, .down]),
    bind([.pageUp], .pageUp, "page up", "Picker", .picker),
    bind([.pageDown], .pageDown, "page down", "Picker", .picker),
    bind([.home], .top, "first", "Picker", .picker),
    bind([.end], .bottom, "last", "Picker", .picker),
    bind([.backspace], .deleteBackward, "delete a character", "Picker", .picker),
    bind([.control("u")], .clearQuery, "clear the text", "Picker", .picker),
  ]

  static let prompt: [Binding] = [
    bind([.enter], .press, "go", "Prompt", .prompt, footer: 1),
    bind([.escape], .cancel, "cancel", "Prompt", .prompt, footer: 1),
    bind([.backspace], .deleteBackward, "delete a character", "Prompt", .prompt),
    bind([.control("u")], .clearQuery, "clear the text", "Prompt", .prompt),
  ]

  static let dialog: [Binding] = [
    bind([.enter, .escape, .space, .character("q")], .dismiss, "close", "Dialog", .dialog, footer: 1)
  ]

  static let help: [Binding] = [
    bind([.escape, .character("?"), .character("q"), .function(1)], .dismiss, "close", "Help", .help, footer: 1),
    bind([.up, .character("k")], .up, "scroll up", "Help", .help),
    bind([.down, .character("j")], .down, "scroll", "Help", .help, footer: 2, keys: [.up, .down]),
    bind([.pageUp], .pageUp, "page up", "Help", .help),
    bind([.pageDown], .pageDown, "page down", "Help", .help),
  ]

  static let busy: [Binding] = [
    bind([.character("q")], .quit, "quit", "Busy", .busy, footer: 1)
  ]

  // MARK: - Building the table

  static func bind(
    _ keys: [Key], _ command: Command, _ label: String, _ section: String, _ scope: KeyScope, footer: Int? = nil,
    keys footerKeys: [Key]? = nil, says footerLabel: String? = nil
  ) -> Binding {
    KeyBinding(
      keys: keys, action: command, label: label, section: section, scope: scope, footerPriority: footer,
      footerKeys: footerKeys, footerLabel: footerLabel)
  }

  /// Up, down, page and jump keys for a scrolling pane.
  static func movement(in scope: KeyScope, moving label: String) -> [Binding] {
    [
      bind([.up, .character("k")], .up, "up", "Move", scope),
      bind([.down, .character("j")], .down, "down", "Move", scope, footer: 2, keys: [.up, .down], says: label),
      bind([.pageUp, .control("b")], .pageUp, "page up", "Move", scope),
      bind([.pageDown, .control("f")], .pageDown, "page down", "Move", scope),
      bind([.home, .character("g")], .top, "first", "Move", scope),
      bind([.end, .character("G")], .bottom, "last", "Move", scope),
    ]
  }

  /// The keys of a two-button sheet: Cancel first and focused first.
  static func sheet(_ scope: KeyScope, confirming label: String) -> [Binding] {
    [
      bind([.enter], .press, "press", "Sheet", scope, footer: 1),
      bind([.character("y")], .confirm, label, "Sheet", scope, footer: 2),
      bind([.character("n"), .escape], .cancel, "cancel", "Sheet", scope, footer: 2, keys: [.escape]),
      bind([.tab, .right, .character("l")], .right, "next button", "Sheet", scope, footer: 3, keys: [.tab]),
      bind([.backTab, .left, .character("h")], .left, "previous button", "Sheet", scope),
    ]
  }
}
