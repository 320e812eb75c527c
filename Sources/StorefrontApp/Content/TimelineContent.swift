import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI

/// The QA panel's clock pane: simulated now, how fast time runs, and what happens next — renewals, billing
/// retries, grace periods ending, expiries, Ask to Buy requests expiring — each at its absolute simulated time.
enum TimelineContent {
  static let labelWidth = 8

  static func lines(_ state: AppState, width: Int) -> [StyledLine] {
    guard let snapshot = state.snapshot, let now = state.sandboxNow else {
      return [StyledLine(state.language.say(en: "The store is not open yet.", zhHans: "商店尚未打开。"), .dim)]
    }
    let language = state.language
    let clock = snapshot.clock
    var lines = StyledLine.fact(
      language.say(en: "Now", zhHans: "现在"), DateWords.second(now, in: state.calendar), labelWidth: labelWidth,
      width: width)
    let running =
      clock.isPaused
      ? language.say(en: "paused (c resumes)", zhHans: "已暂停（按 c 继续）") : DateText.running.text(in: language)
    lines += StyledLine.fact(
      language.say(en: "Rate", zhHans: "速率"), "\(ClockWords.rate(clock.timeRate, language: language)) · \(running)",
      style: clock.isPaused ? .warning : .normal,
      labelWidth: labelWidth, width: width)
    lines += [.blank, StyledLine(language.say(en: "What happens next", zhHans: "接下来发生的事"), .title)]
    guard !snapshot.upcoming.isEmpty else {
      lines += StyledLine.wrapped(
        language.say(
          en: "Nothing is scheduled. Subscriptions renew and Ask to Buy requests expire here, each at its moment.",
          zhHans: "没有已安排的事件。订阅续期和“购买前询问”请求的过期会按时间列在这里。"),
        width: width, style: .dim)
      return lines
    }
    for event in snapshot.upcoming {
      let when =
        "\(DateWords.minute(event.date, in: state.calendar))  \(DateText.until(event.date, from: now, in: language))"
      lines.append(StyledLine(when, .accent))
      lines += StyledLine.wrapped(state.words.upcoming(event), width: width, indent: 2)
    }
    let hint = language.say(
      en: "n jumps to the next event; t advances by a typed duration.", zhHans: "按 n 跳到下一个事件；按 t 按输入的时长快进。")
    lines += [.blank] + StyledLine.wrapped(hint, width: width, style: .dim)
    return lines
  }
}
