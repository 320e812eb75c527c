public import InterfaceLanguage
import StoreCatalog
import StoreOperations

/// The words of scenario problems, in every interface language. Keywords, the words a file spells and Apple's
/// names (`notificationUUID`, `Consumable`) stay as written; the list words and what was expected are
/// `WordList` and `Expected` (`Expected+Words`).
extension ScenarioProblem {
  /// The problem as a sentence in `language`.
  public func words(in language: Language) -> String {
    let l = language
    switch self {
    case .unknownEscape(let character):
      let shown =
        character.map { "\\\($0)" } ?? l.say(en: "a backslash at the end of the line", zhHans: "行末的反斜杠")
      return l.say(
        en: "unknown escape \(shown) in a quoted string; expected \\\", \\\\, \\n or \\t",
        zhHans: "引号字符串中有未知的转义\(shown)；应为 \\\"、\\\\、\\n 或 \\t")
    case .unterminatedQuote:
      return l.say(
        en: "unterminated quoted string; expected a closing \" on this line", zhHans: "引号字符串未结束；本行应有一个结束的 \"")
    case .noSpaceAfterQuote(let found):
      return l.say(
        en: "expected a space after the closing quote, found '\(found)'", zhHans: "结束引号之后应为空格，实际为 '\(found)'")
    case .quoteInsideWord:
      return l.say(
        en: "a quote inside a word; put the whole word in quotes", zhHans: "单词中间有引号；请把整个单词放进引号里")
    case .controlCharacter(let value):
      let hex = String(value, radix: 16, uppercase: true)
      let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      return l.say(
        en: "control character U+\(code) is not allowed; write \\n or \\t inside quotes",
        zhHans: "不允许使用控制字符 U+\(code)；请在引号内写 \\n 或 \\t")
    case .quotedKeyword:
      return l.say(
        en: "a statement starts with a bare keyword, not a quoted string", zhHans: "语句应以不带引号的关键字开头，而不是引号字符串")
    case .unknownWord(let unknown): return unknown.words(in: l)
    case .missingWord(let statement, let expected):
      let what = expected.words(in: l)
      return l.say(en: "'\(statement)' needs \(what)", zhHans: "'\(statement)' 还需要\(what.afterChinese)")
    case .extraWord(let word, let statement):
      return l.say(
        en: "unexpected '\(word)' after '\(statement)'; expected the end of the line",
        zhHans: "'\(statement)' 之后出现了意外的 '\(word)'；此处应为行尾")
    case .notInRange(let expected, let range, let found):
      let (what, low, high) = (expected.words(in: l), range.lowerBound, range.upperBound)
      return l.say(
        en: "expected \(what) (a whole number from \(low) to \(high)), found '\(found)'",
        zhHans: "应为\(what.afterChinese)（\(low)到\(high)之间的整数），实际为 '\(found)'")
    case .notADecimal(let expected, let found):
      let what = expected.words(in: l)
      return l.say(
        en: "expected \(what) (a number like 0.99), found '\(found)'", zhHans: "应为\(what.afterChinese)（如 0.99 这样的数字），实际为 '\(found)'")
    case .notADuration(let found):
      return l.say(
        en: "'\(found)' is not a duration; expected a form like 90s, 15m, 2h, 3d, 1w, 1mo, 1y, 1d12h, 250ms or P1M",
        zhHans: "'\(found)' 不是时长；应为 90s、15m、2h、3d、1w、1mo、1y、1d12h、250ms 或 P1M 这样的形式")
    case .notADate(let found):
      return l.say(
        en: "'\(found)' is not a date; expected 2026-01-01, 2026-01-01T09:30:00Z or 2026-01-01T09:30:00.250Z (UTC)",
        zhHans: "'\(found)' 不是日期；应为 2026-01-01、2026-01-01T09:30:00Z 或 2026-01-01T09:30:00.250Z（UTC）")
    case .notAUUID(let found):
      return l.say(
        en: "'\(found)' is not a UUID; expected a form like 6F9619FF-8B86-D011-B42D-00C04FC964FF",
        zhHans: "'\(found)' 不是 UUID；应为 6F9619FF-8B86-D011-B42D-00C04FC964FF 这样的形式")
    case .emptyWord(let expected):
      let what = expected.words(in: l)
      return l.say(en: "expected \(what), found an empty string", zhHans: "应为\(what.afterChinese)，实际为空字符串")
    case .latencyTooLong:
      return l.say(
        en: "a latency is real time the App Store waits; expected seconds or milliseconds, like 250ms or 2s",
        zhHans: "延迟是 App Store 等待的真实时间；应为秒或毫秒，例如 250ms 或 2s")
    case .notATimeRate(let rate, let rates):
      return l.say(
        en: "\(rate) is not an Xcode time rate; expected one of \(rates.map(String.init).joined(separator: ", "))",
        zhHans: "\(rate)不是 Xcode 的时间速率；应为\(rates.map(String.init).joined(separator: "、"))之一")
    case .purchaseOptionTwice(let option):
      return l.say(
        en: "'\(option)' is given twice; expected each purchase option at most once",
        zhHans: "'\(option)' 出现了两次；每个购买选项最多只能出现一次")
    case .secondOffer:
      return l.say(
        en: "a purchase takes one offer; expected only one of promotional-offer, win-back or offer-code",
        zhHans: "一次购买只能使用一个优惠；promotional-offer、win-back 和 offer-code 只能出现其中之一")
    case .noFinishElsewhere(let place):
      return l.say(
        en: "no-finish is about the app under test; a purchase from \(place.rawValue) is finished (or not) by that side",
        zhHans: "no-finish 针对的是被测 App；来自\(place.rawValue)的购买由那一方决定是否完成")
    case .expectationNotNegatable(let word, let negatable):
      let list = WordList.alternatives(negatable, in: l)
      return l.say(
        en: "'not' applies only to \(list); '\(word)' cannot be negated", zhHans: "'not' 只能用于\(list)；'\(word)' 不能取反")
    case .checkNotNegatable(let word, let negatable):
      let list = WordList.alternatives(negatable, in: l)
      let hint = word == "verified" ? l.say(en: " (write unverified)", zhHans: "（请写 unverified）") : ""
      return l.say(
        en: "'not' applies only to \(list); found '\(word)'\(hint)", zhHans: "'not' 只能用于\(list)；实际为 '\(word)'\(hint)")
    case .productsForUpdates(let products, let updates):
      let listed = Language.english(products, one: "1 product", other: "\(products) products")
      let count = Language.english(updates, one: "1 update", other: "\(updates) updates")
      return l.say(
        en: "\(listed) listed for \(count); expected one product per update, or none",
        zhHans: "为\(updates)个更新列出了\(products)个产品；应为每个更新一个产品，或不列出产品")
    case .notANotificationUUID(let found):
      return l.say(
        en: "'\(found)' is not a notificationUUID; expected latest, latest TYPE or a UUID",
        zhHans: "'\(found)' 不是 notificationUUID；应为 latest、latest TYPE 或 UUID")
    case .repeatedHeader(let keyword, let first):
      return l.say(
        en: "a second '\(keyword)' line; the scenario's \(keyword) is set once, on line \(first)",
        zhHans: "第二个 '\(keyword)' 行；场景的\(keyword)只能设置一次，已在第\(first)行设置")
    case .headerAfterStatements(let keyword, let line):
      return l.say(
        en: "'\(keyword)' must come before the first statement (line \(line)); expected it at the top of the file",
        zhHans: "'\(keyword)' 必须位于第一条语句（第\(line)行）之前；应放在文件开头")
    case .noStatements:
      return l.say(
        en: "the scenario has no statements; expected at least one, like 'buy PRODUCT' or 'expect …'",
        zhHans: "场景中没有语句；至少应有一条，例如 'buy PRODUCT' 或 'expect …'")
    case .notAConsumable, .notASubscription, .offersNeedASubscription, .noOffers, .notAScenario, .noSuchFile, .folder,
      .tooLarge, .unreadable, .unusableCatalog:
      return catalogWords(in: l)
    }
  }

  /// The words of the problems with the scenario's catalog and its file (`words(in:)` says the others).
  private func catalogWords(in l: Language) -> String {
    switch self {
    case .notAConsumable(let id, let type, let consumables):
      let (kind, list) = (type.name(in: l), WordList.alternatives(consumables, in: l))
      return l.say(
        en: "'\(id)' is \(kind), not a consumable; expected \(list)", zhHans: "'\(id)' 是\(kind)，不是消耗型项目；应为\(list)")
    case .notASubscription(let id, let type, let subscriptions):
      let (kind, list) = (type.name(in: l), WordList.alternatives(subscriptions, in: l))
      return l.say(
        en: "'\(id)' is \(kind), not an auto-renewable subscription; expected \(list)",
        zhHans: "'\(id)' 是\(kind)，不是自动续期订阅；应为\(list)")
    case .offersNeedASubscription(let id, let type):
      let kind = type.name(in: l)
      return l.say(
        en: "'\(id)' is \(kind); offers apply only to auto-renewable subscriptions", zhHans: "'\(id)' 是\(kind)；优惠只适用于自动续期订阅")
    case .noOffers(let kind, let id):
      return l.say(
        en: "'\(id)' has no \(kind.rawValue) offers; the catalog defines none for it",
        zhHans: "'\(id)' 没有\(kind.rawValue)优惠；目录没有为它定义此类优惠")
    case .notAScenario(let shipped):
      return l.say(
        en: "neither a shipped scenario's name nor a file; the shipped scenarios are \(shipped.joined(separator: ", "))",
        zhHans: "既不是随附场景的名称，也不是文件；随附场景有\(shipped.joined(separator: "、"))")
    case .noSuchFile: return l.say(en: "no such file; expected a scenario file", zhHans: "文件不存在；应为场景文件")
    case .folder: return l.say(en: "this is a folder; expected a scenario file", zhHans: "这是一个文件夹；应为场景文件")
    case .tooLarge(let bytes, let limit):
      return l.say(
        en: "the file is \(bytes) bytes; expected a scenario of at most \(limit) bytes",
        zhHans: "文件大小为\(bytes)字节；场景文件最多应为\(limit)字节")
    case .unreadable(let reason):
      return l.say(en: "cannot read the scenario file: \(reason)", zhHans: "无法读取场景文件：\(reason)")
    case .unusableCatalog(let name, let errors):
      let reasons = errors.prefix(3).map { $0.text(in: l) }
      return l.say(
        en: "the catalog '\(name)' cannot be used: \(reasons.joined(separator: "; "))",
        zhHans: "目录 '\(name)' 无法使用：\(reasons.joined(separator: "；"))")
    default: return words(in: l)
    }
  }
}

extension UnknownWord {
  /// `unknown setting 'ask-to-buys' (did you mean 'ask-to-buy'?); expected one of …`.
  func words(in l: Language) -> String {
    let (noun, alternatives) = (list.words(in: l), list.alternatives(expected, in: l))
    let hint = suggestion.map { l.say(en: " (did you mean '\($0)'?)", zhHans: "（你是否想写 '\($0)'？）") } ?? ""
    return l.say(
      en: "unknown \(noun) '\(word)'\(hint); expected \(alternatives)", zhHans: "未知的\(noun.afterChinese) '\(word)'\(hint)；应为\(alternatives)")
  }
}

extension String {
  /// The text as it follows a Chinese character: with a space first when it starts with a Latin letter or a digit
  /// (`未知的 API`, `应为 Xcode 时间速率`), as Chinese typesetting spaces Latin words.
  var afterChinese: String {
    guard let first = unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || ("0"..."9").contains(first)
    else { return self }
    return " " + self
  }
}
