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
