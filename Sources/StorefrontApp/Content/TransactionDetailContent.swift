import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The detail view of one line of the transactions view: its facts, what a tester can do to it, and for a
/// transaction the decoded JWS header and payload, the verification verdict with its reason, and the raw JWS.
enum TransactionDetailContent {
  static let labelWidth = 14
  /// The widest the facts get, so they stay readable on wide terminals (the JWS uses the whole width).
  static let maximumFactsWidth = 100

  /// The detail view's title (the line's number) and lines, for the line it shows; nil when that line is gone.
  static func lines(_ detail: TransactionDetail, in state: AppState, width: Int) -> (title: String, lines: [StyledLine])? {
    if detail.item == .appTransaction {
      guard let reading = state.transactions.appTransaction else { return nil }
      return (
        state.language.say(en: "App transaction", zhHans: "App 交易"), AppTransactionContent.lines(reading, in: state, width: width)
      )
    }
    guard let item = state.history.item(detail.item) else { return nil }
    return (item.number(in: state.language), lines(item, detail: detail, in: state, width: width))
  }

  static func lines(_ item: HistoryItem, detail: TransactionDetail, in state: AppState, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let factsWidth = min(width, maximumFactsWidth)
    var facts: [ProductDetailContent.Fact]
    switch item.entry {
    case .transaction(let ledger): facts = TransactionFacts.facts(ledger, inspection: detail.inspection, in: state)
    case .request(let request): facts = requestFacts(request, in: state)
    case .failure(let failure): facts = failureFacts(failure, in: state)
    }
    let language = state.language
    facts.append(
      ProductDetailContent.Fact(language.say(en: "Keys", zhHans: "按键"), actionKeys(item, in: language), .keyHint))
    var lines = [
      StyledLine(
        segments: [Segment(heading(item, in: language), .title)],
        trailing: [Segment(item.state.word(in: language), HistoryColumns.style(of: item.state))]),
      StyledLine("\(item.productID) · \(item.kind.word(in: language))", .dim),
      .blank,
    ]
    for fact in facts {
      lines += StyledLine.fact(fact.label, fact.value, style: fact.style, labelWidth: labelWidth, width: factsWidth)
    }
    guard case .transaction = item.entry else { return lines }
    return lines + signedData(detail.inspection, width: width, glyphs: state.glyphs, language: language)
  }

  private static func heading(_ item: HistoryItem, in language: Language) -> String {
    let name = item.productName
    let kind = item.kind.word(in: language)
    return switch item.id {
    case .transaction(let id): language.say(en: "\(name) · transaction \(id)", zhHans: "\(name) · 交易\(id)")
    case .request(let id): language.say(en: "\(name) · \(kind) request \(id)", zhHans: "\(name) · \(kind)请求\(id)")
    case .failure: language.say(en: "\(name) · purchase refused", zhHans: "\(name) · 购买被拒绝")
    case .appTransaction: language.say(en: "App transaction", zhHans: "App 交易")
    }
  }

  /// The keys that act on this line.
  static func actionKeys(_ item: HistoryItem, in language: Language) -> String {
    switch item.entry {
    case .transaction(let ledger):
      let delete = language.say(en: "d delete", zhHans: "d 删除")
      var keys =
        ledger.transaction.isRevoked
        ? [delete]
        : [language.say(en: "r refund", zhHans: "r 退款"), language.say(en: "v revoke", zhHans: "v 撤销"), delete]
      if !ledger.isFinished { keys.append(language.say(en: "f finish", zhHans: "f 完成")) }
      if ledger.transaction.productType == .autoRenewable {
        keys += [
          language.say(en: "c cancel auto-renew", zhHans: "c 关闭自动续期"), language.say(en: "u resume", zhHans: "u 恢复"),
          language.say(en: "e expire", zhHans: "e 过期"), language.say(en: "n renew", zhHans: "n 续期"),
        ]
      }
      return (keys + [language.say(en: "w save the JWS", zhHans: "w 保存 JWS")]).joined(separator: " · ")
    case .request(let request):
      guard request.state == .pending else {
        return language.say(en: "none: the request was answered", zhHans: "无：请求已得到答复")
      }
      return request.kind == .askToBuy
        ? language.say(en: "a approve · x decline", zhHans: "a 批准 · x 拒绝") : language.say(en: "a resolve", zhHans: "a 处理")
    case .failure:
      return language.say(en: "none: nothing reached the App Store's ledger", zhHans: "无：没有任何内容进入 App Store 的账本")
    }
  }

  // MARK: - Requests and refusals

  private static func requestFacts(_ request: PurchaseRequestRecord, in state: AppState) -> [ProductDetailContent.Fact] {
    typealias Fact = ProductDetailContent.Fact
    let calendar = state.calendar
    let language = state.language
    let why =
      request.kind == .askToBuy
      ? language.say(en: "A parent must approve: purchase() returned .pending", zhHans: "需要家长批准：purchase() 返回了 .pending")
      : language.say(
        en: "The customer must act (terms, payment method): purchase() returned .pending",
        zhHans: "顾客需要处理（条款、付款方式）：purchase() 返回了 .pending")
    let requested = DateWords.second(request.requestedAt, in: calendar)
    var facts = [
      Fact(language.say(en: "Why", zhHans: "原因"), why),
      Fact(
        language.say(en: "Requested", zhHans: "请求时间"),
        language.say(en: "\(requested) · quantity \(request.quantity)", zhHans: "\(requested) · 数量\(request.quantity)")),
    ]
    if let expiry = request.expiresAt, request.state == .pending {
      let date = DateWords.second(expiry, in: calendar)
      facts.append(
        Fact(
          language.say(en: "Expires", zhHans: "过期时间"),
          language.say(en: "\(date) unless answered", zhHans: "\(date)，除非得到答复"), .warning))
    }
    let outcome = language.say(en: "Outcome", zhHans: "结果")
    switch request.state {
    case .pending:
      facts.append(
        Fact(
          outcome,
          language.say(
            en: "waiting; approval arrives on Transaction.updates", zhHans: "等待中；批准后会通过 Transaction.updates 送达"),
          .warning))
    case .approved, .resolved:
      let id = request.transactionID.map(String.init) ?? "?"
      let state = TransactionWords.requestState(request.state, language: language)
      facts.append(Fact(outcome, language.say(en: "\(state): transaction \(id)", zhHans: "\(state)：交易\(id)")))
    case .declined:
      facts.append(
        Fact(
          outcome,
          language.say(en: "declined: nothing charged, and the app was never told", zhHans: "已拒绝：未扣费，App 也从未收到通知"),
          .dim))
    case .expired:
      facts.append(
        Fact(
          outcome, language.say(en: "expired unanswered: the app was never told", zhHans: "未答复而过期：App 从未收到通知"),
          .dim))
    }
    if let token = request.appAccountToken {
      facts.append(Fact(language.say(en: "Account token", zhHans: "账户令牌"), token.uuidString.lowercased()))
    }
    return facts
  }

  private static func failureFacts(_ failure: FailedPurchase, in state: AppState) -> [ProductDetailContent.Fact] {
    let language = state.language
    return [
      ProductDetailContent.Fact(
        language.say(en: "When", zhHans: "时间"), DateWords.second(failure.date, in: state.calendar)),
      ProductDetailContent.Fact(
        language.say(en: "Error", zhHans: "错误"), state.words.explanation(failure.reason), .error),
      ProductDetailContent.Fact(
        language.say(en: "Meaning", zhHans: "含义"),
        language.say(
          en: "purchase() threw; nothing was charged and no transaction exists",
          zhHans: "purchase() 抛出了错误；未扣费，也没有交易")),
    ]
  }

  // MARK: - Signed data

  static func signedData(
    _ inspection: TransactionInspection?, width: Int, glyphs: Glyphs, language: Language
  ) -> [StyledLine] {
    guard let inspection else {
      return [.blank, StyledLine(language.say(en: "Reading the signed data…", zhHans: "正在读取签名数据…"), .dim)]
    }
    guard inspection.check != .missing else {
      return [
        .blank,
        StyledLine(
          language.say(en: "The transaction is no longer in the sandbox (deleted).", zhHans: "这笔交易已不在沙盒中（已删除）。"),
          .warning),
      ]
    }
    var lines: [StyledLine] = [.blank, section(language.say(en: "JWS header", zhHans: "JWS 头部"), width: width, glyphs: glyphs)]
    lines.append(StyledLine(segments: [Segment("alg  ", .dim), Segment(inspection.algorithm ?? language.say(en: "(none)", zhHans: "（无）"))]))
    for (index, subject) in inspection.certificates.enumerated() {
      let label = index == 0 ? "x5c  " : "     "
      let subject =
        subject ?? language.say(en: "(not a readable certificate)", zhHans: "（不是可读取的证书）")
      lines.append(StyledLine(segments: [Segment(label, .dim), Segment("[\(index)] \(subject)")]))
    }
    lines += [.blank, section(language.say(en: "JWS payload", zhHans: "JWS 载荷"), width: width, glyphs: glyphs)]
    for line in inspection.payload.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      lines += StyledLine.wrapped(String(line.dropFirst(indent)), width: width, indent: indent)
    }
    let signed = language.say(
      en: "Signed JWS (select it to copy; w saves it to a file)", zhHans: "签名的 JWS（选中即可复制；按 w 保存到文件）")
    lines += [.blank, section(signed, width: width, glyphs: glyphs)]
    lines += chunks(of: inspection.jws, width: width).map { StyledLine($0, .accent) }
    return lines
  }

  /// `── Title ─────`: a section rule across the width.
  static func section(_ title: String, width: Int, glyphs: Glyphs) -> StyledLine {
    let lead = String(repeating: glyphs.horizontal, count: 2)
    let rule = String(repeating: glyphs.horizontal, count: max(0, width - DisplayWidth.of(title) - 4))
    return StyledLine(segments: [Segment(lead + " ", .border), Segment(title, .title), Segment(" " + rule, .border)])
  }

  /// ASCII text cut into lines of exactly `width` characters (the last shorter), with nothing added.
  static func chunks(of text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      lines.append(String(rest.prefix(width)))
      rest = rest.dropFirst(width)
    }
    return lines
  }
}
