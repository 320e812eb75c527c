import InterfaceLanguage
import TerminalUI

extension KeyBindings {
  /// Where each scope's keys work, in words, in the order the reference lists them.
  static let scopeTitles: [(scope: KeyScope, title: String)] = [
    (.always, "Everywhere"),
    (.main, "Any view"),
    (.storefront, "The storefront"),
    (.products, "Product list"),
    (.detail, "Details"),
    (.buttons, "Buttons under the details"),
    (.log, "Event log"),
    (.filterPrompt, "Typing a filter (other keys type)"),
    (.emptyState, "No products (loading, empty, failed)"),
    (.closedStore, "Catalog or sandbox could not be opened"),
    (.diagnostics, "Diagnostics"),
    (.transactionList, "Transactions list"),
    (.transactionDetail, "Transaction details"),
    (.transactionActions, "Transactions: the selected line (list and details)"),
    (.qaPanel, "QA panel"),
    (.server, "Server tab (with --server)"),
    (.playback, "While a scenario plays (run --tui)"),
    (.purchaseSheet, "Purchase sheet"),
    (.refundSheet, "Refund sheet"),
    (.confirmation, "Confirmation"),
    (.pickerMoving, "Picker, until a filter is typed"),
    (.picker, "Picker (other keys type)"),
    (.prompt, "Typing a duration (other keys type)"),
    (.dialog, "Result dialog"),
    (.help, "Help"),
    (.busy, "While the store is busy"),
  ]

  /// What the help overlay lists: the keys of the scopes help was opened in (only the tabs this run has), then a
  /// legend of the marks the lists and the header draw, in the glyphs the screen draws them with.
  static func helpSections(for help: HelpState, glyphs: Glyphs, language: Language) -> [HelpSection] {
    let keys = table.helpSections(in: help.scopes, glyphs: glyphs) { command in
      guard case .showTab(let tab) = command else { return true }
      return help.tabs.contains(tab)
    }
    return keys + [markLegend(glyphs: glyphs, language: language)]
  }

  /// `✓ owned, subscribed or verified`, `… waiting`, `! a problem`…: what each mark on the screen means.
  static func markLegend(glyphs: Glyphs, language: Language) -> HelpSection {
    let say = language.say(en:zhHans:)
    let marks: [(String, String)] = [
      (String(glyphs.selectionMarker), say("the selected line", "选中的行")),
      (String(glyphs.success), say("owned or subscribed; a verified transaction", "已拥有或已订阅；交易已验证")),
      (glyphs.ellipsis, say("a purchase in flight, or waiting for approval", "购买进行中，或等待批准")),
      (String(glyphs.warning), say("a billing problem, a failed verification, a warning", "账单问题、验证失败或警告")),
      (String(glyphs.failure), say("an error; an unverified or revoked transaction", "错误；交易未验证或已撤销")),
      (String(glyphs.information), say("a note", "提示")),
      ("\(glyphs.times)3", say("units of a consumable the app holds", "App 持有的消耗型项目数量")),
      (String(glyphs.scrollThumb), say("where the scrolled list or text is", "滚动位置")),
      ("\(glyphs.isUnicode ? "●" : "*") REC", say("the session is being recorded (--record)", "正在录制会话（--record）")),
    ]
    return HelpSection(
      title: say("Marks", "标记"), entries: marks.map { HelpEntry(keys: $0.0, label: $0.1) })
  }

  /// The key reference as Markdown, generated from the table: docs/keys.md's key section is this text, and a test
  /// keeps them the same.
  static func markdownReference() -> String {
    var lines: [String] = []
    for (scope, title) in scopeTitles {
      let bindings = table.bindings.filter { $0.scope == scope }
      guard !bindings.isEmpty else { continue }
      lines.append("| **\(title)** | |")
      for binding in bindings {
        let keys = binding.keys.map { "`\($0.label(.unicode))`" }.joined(separator: " ")
        lines.append("| \(keys) | \(binding.label) |")
      }
    }
    return (["| Keys | What they do |", "|---|---|"] + lines).joined(separator: "\n")
  }
}
