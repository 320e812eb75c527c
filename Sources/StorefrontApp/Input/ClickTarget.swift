/// What a click (or the wheel) at a place on the screen means. The renderer records a target for every pane,
/// row and button it draws; the reducer looks the pointer up in those regions, so mouse handling stays pure.
enum ClickTarget: Hashable, Sendable {
  /// A row of the product list.
  case product(String)
  /// A pane: a click focuses it, the wheel scrolls it.
  case pane(Focus)
  /// A button under the product details.
  case button(DetailButton)
  case tab(Tab)
  /// Anything that does what a key does: footer hints, the Retry button, the header's diagnostics badge,
  /// a dialog's OK button.
  case command(Command)
  /// A button of the sheet in front.
  case sheetButton(SheetButton)
  /// The diagnostics list (the wheel scrolls it).
  case diagnostics
  /// A line of the transactions view.
  case historyItem(HistoryItem.ID)
  /// The detail view of a transaction (the wheel scrolls it).
  case historyDetail
  /// A control of the QA panel.
  case qaControl(QAControl)
  /// An option of the picker in front.
  case pickerOption(String)
  /// A row of the Server tab's notifications, by its `notificationUUID`.
  case serverNotification(String)
}
