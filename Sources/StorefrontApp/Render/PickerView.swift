import InterfaceLanguage
import TerminalUI

/// A picker in front of a dimmed screen: a titled box, the text typed to narrow it (or, before a filter is typed,
/// that `j` `k` move and typing narrows), and the options with the selection and a scrollbar.
enum PickerView {
  static let maximumWidth = 60

  /// How many options show on a screen of `size`.
  static func visibleRows(on size: Size) -> Int {
    max(1, min(16, size.height - 8))
  }

  static func draw(_ picker: Picker, language: Language, into frame: inout Frame<ClickTarget>) {
    frame.screen.dimAll()
    let glyphs = frame.screen.glyphs
    let shown = picker.shown
    let rows = visibleRows(on: frame.screen.size)
    let width = min(maximumWidth, frame.screen.size.width - 4)
    let box = frame.screen.bounds.centered(width: width, height: rows + 4)
    let inside = frame.screen.drawBox(box, title: glyphs.plain(picker.title), borderStyle: .focusedBorder)
    let line = inside.inset(horizontal: 1, vertical: 0)
    if picker.isFiltering {
      let label = language.say(en: "Filter: ", zhHans: "筛选：")
      var x = frame.screen.write(label, at: line.origin, style: .dim, clip: line)
      x = frame.screen.write(picker.query, at: Point(x: x, y: line.y), style: .accent, clip: line)
      frame.screen.write(" ", at: Point(x: x, y: line.y), style: .selection, clip: line)
    } else {
      let moving = language.say(en: "j k move · type or / to filter", zhHans: "j k 移动 · 输入或按 / 筛选")
      frame.screen.write(moving, at: line.origin, style: .dim, clip: line)
    }
    let (matching, all) = (shown.count, picker.options.count)
    let count = language.say(en: "\(matching) of \(all)", zhHans: "\(matching)/\(all)")
    frame.screen.write(count, in: line, style: .dim, alignment: .trailing)
    let list = Rect(x: inside.x, y: inside.y + 1, width: inside.width, height: rows)
    let entries = shown.map { ListEntry.row(ListRow(glyphs.plain($0.label), detail: glyphs.plain($0.detail), detailStyle: .dim)) }
    let listView = ListView(
      entries: entries, selection: picker.selectedIndex, offset: picker.offset, isFocused: true,
      emptyText: language.say(en: "Nothing matches \"\(picker.query)\"", zhHans: "没有与“\(picker.query)”匹配的项"))
    for row in listView.draw(in: list, on: &frame.screen).rows {
      frame.regions.add(row.rect, .pickerOption(shown[row.index].value))
    }
    let esc =
      picker.isFiltering
      ? language.say(en: "Esc leaves the filter", zhHans: "Esc 退出筛选") : language.say(en: "Esc closes", zhHans: "Esc 关闭")
    let hint = glyphs.plain(" \(glyphs.enter) \(language.say(en: "chooses", zhHans: "选择")) · \(esc) ")
    frame.screen.write(hint, in: Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1), style: .dim, alignment: .trailing)
  }
}

/// A prompt in front of a dimmed screen: a titled box with what to type, the text with a cursor, and what was
/// wrong with the last attempt.
enum PromptView {
  static func draw(_ prompt: Prompt, language: Language, on screen: inout Screen) {
    screen.dimAll()
    let glyphs = screen.glyphs
    let width = min(60, screen.size.width - 4)
    let hint = TextView.lines(of: glyphs.plain(prompt.hint), width: width - 4)
    let box = screen.bounds.centered(width: width, height: hint.count + 6)
    let inside = screen.drawBox(box, title: glyphs.plain(prompt.title), borderStyle: .focusedBorder)
    let text = inside.inset(horizontal: 1, vertical: 0)
    for (row, line) in hint.enumerated() { screen.write(line, in: text.row(row), style: .dim) }
    let field = text.row(hint.count + 1)
    let x = screen.write("> " + prompt.text, at: field.origin, style: .accent, clip: field)
    screen.write(" ", at: Point(x: x, y: field.y), style: .selection, clip: field)
    if let error = prompt.error {
      screen.write("\(glyphs.failure) \(glyphs.plain(error))", in: text.row(hint.count + 2), style: .error)
    }
    let keys = glyphs.plain(
      language.say(en: " \(glyphs.enter) goes · Esc cancels ", zhHans: " \(glyphs.enter)确定 · Esc 取消 "))
    screen.write(keys, in: Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1), style: .dim, alignment: .trailing)
  }
}
