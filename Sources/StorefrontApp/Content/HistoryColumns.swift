import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI

/// The transactions list's columns at a width. Narrow ones fit 80 columns (number, product, kind, date, state,
/// verdict); from 150 columns of list the product identifier, the expiry and the price join, dates show the
/// year, and an unverified transaction shows its reason; below 70 the kind is left out (the details say it).
struct HistoryColumns {
  /// A column: its title, where it starts (from the row's text) and its width.
  struct Column: Hashable, Sendable {
    var title: String
    var x: Int
    var width: Int
  }

  /// A cell's text and style.
  typealias Cell = (text: String, style: Style)

  /// The list is wide enough for the wide columns from this width (inside the border), and leaves the kind out
  /// below the compact width.
  static let wideWidth = 150
  static let compactWidth = 70

  let isWide: Bool
  let isCompact: Bool
  let columns: [Column]
  let language: Language

  /// The columns for rows `width` cells wide (after the selection marker), titled in `language`.
  init(width: Int, language: Language) {
    isWide = width >= Self.wideWidth
    isCompact = width < Self.compactWidth
    self.language = language
    let number = language.say(en: "Txn", zhHans: "交易")
    let product = language.say(en: "Product", zhHans: "产品")
    let (kind, date, state) =
      (
        language.say(en: "Kind", zhHans: "类型"), language.say(en: "Date", zhHans: "日期"),
        language.say(en: "State", zhHans: "状态")
      )
    let verdict = language.say(en: "Verdict", zhHans: "验证")
    let fixed: [(String, Int)] =
      if isWide {
        [
          (number, 7), (product, 22), (language.say(en: "Product ID", zhHans: "产品 ID"), 0), (kind, 11), (date, 16),
          (language.say(en: "Expires", zhHans: "过期时间"), 16), (language.say(en: "Price", zhHans: "价格"), 14),
          (state, 13), (verdict, 26),
        ]
      } else if isCompact {
        [(number, 7), (product, 0), (date, 11), (state, 13), (verdict, 12)]
      } else {
        [(number, 7), (product, 0), (kind, 11), (date, 11), (state, 13), (verdict, 12)]
      }
    let used = fixed.map(\.1).reduce(0, +) + fixed.count - 1
    let flexible = max(6, width - used)
    var x = 0
    columns = fixed.map { title, fixedWidth in
      defer { x += (fixedWidth == 0 ? flexible : fixedWidth) + 1 }
      return Column(title: title, x: x, width: fixedWidth == 0 ? flexible : fixedWidth)
    }
  }

  /// One cell per column for a line of the view.
  func cells(_ item: HistoryItem, calendar: Calendar, glyphs: Glyphs) -> [Cell] {
    let date = isWide ? DateWords.minute(item.date, in: calendar) : DateText.short(item.date, in: calendar)
    var cells: [Cell] = [(item.number(in: language), .dim), (item.productName, .normal)]
    if isWide { cells.append((Self.tail(of: item.productID, fitting: columns[2].width, glyphs: glyphs), .dim)) }
    if !isCompact { cells.append((item.kind.word(in: language), .normal)) }
    cells.append((date, .normal))
    if isWide {
      let transaction = item.transaction?.transaction
      cells.append((transaction?.expirationDate.map { DateWords.minute($0, in: calendar) } ?? "", .normal))
      cells.append((transaction.map { TransactionWords.price($0, language: language) } ?? "", .price))
    }
    cells.append((item.state.word(in: language), Self.style(of: item.state)))
    cells.append(verdict(item, glyphs: glyphs))
    return cells
  }

  private func verdict(_ item: HistoryItem, glyphs: Glyphs) -> Cell {
    guard let ledger = item.transaction else { return ("", .normal) }
    switch ledger.result {
    case .verified:
      return ("\(glyphs.success) \(TransactionWords.verdictWord(verified: true, language: language))", .success)
    case .unverified(_, let error):
      let word = isWide ? error.rawValue : TransactionWords.verdictWord(verified: false, language: language)
      return ("\(glyphs.failure) \(word)", .error)
    }
  }

  /// The end of `text` when it is too wide, after an ellipsis: product identifiers differ at their end
  /// (`…plus.premium.monthly`).
  static func tail(of text: String, fitting width: Int, glyphs: Glyphs) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var tail = ""
    var used = DisplayWidth.of(glyphs.ellipsis)
    for character in text.reversed() {
      used += DisplayWidth.of(character)
      guard used <= width else { break }
      tail.insert(character, at: tail.startIndex)
    }
    return glyphs.ellipsis + tail
  }

  static func style(of state: HistoryItem.State) -> Style {
    switch state {
    case .unfinished, .pending, .subscription(.inGracePeriod): .warning
    case .refunded, .failed, .subscription: .error
    case .declined, .requestExpired, .expired, .upgraded: .dim
    case .finished, .approved, .resolved: .normal
    }
  }
}
