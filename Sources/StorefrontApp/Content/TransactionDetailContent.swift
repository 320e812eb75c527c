import Foundation
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
      return ("App transaction", AppTransactionContent.lines(reading, in: state, width: width))
    }
    guard let item = state.history.item(detail.item) else { return nil }
    return (item.number, lines(item, detail: detail, in: state, width: width))
  }

  static func lines(_ item: HistoryItem, detail: TransactionDetail, in state: AppState, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let factsWidth = min(width, maximumFactsWidth)
    var facts: [ProductDetailContent.Fact]
    switch item.entry {
    case .transaction(let ledger): facts = TransactionFacts.facts(ledger, item: item, inspection: detail.inspection, in: state)
    case .request(let request): facts = requestFacts(request, in: state)
    case .failure(let failure): facts = failureFacts(failure, in: state)
    }
    facts.append(ProductDetailContent.Fact("Keys", actionKeys(item), .keyHint))
    var lines = [
      StyledLine(segments: [Segment(heading(item), .title)], trailing: [Segment(item.state.word(in: state.language), HistoryColumns.style(of: item.state))]),
      StyledLine("\(item.productID) · \(item.kind)", .dim),
      .blank,
    ]
    for fact in facts {
      lines += StyledLine.fact(fact.label, fact.value, style: fact.style, labelWidth: labelWidth, width: factsWidth)
    }
    guard case .transaction = item.entry else { return lines }
    return lines + signedData(detail.inspection, width: width, glyphs: state.glyphs)
  }

  private static func heading(_ item: HistoryItem) -> String {
    switch item.id {
    case .transaction(let id): "\(item.productName) · transaction \(id)"
    case .request(let id): "\(item.productName) · \(item.kind) request \(id)"
    case .failure: "\(item.productName) · purchase refused"
    case .appTransaction: "App transaction"
    }
  }

  /// The keys that act on this line.
  static func actionKeys(_ item: HistoryItem) -> String {
    switch item.entry {
    case .transaction(let ledger):
      var keys = ledger.transaction.isRevoked ? ["d delete"] : ["r refund", "v revoke", "d delete"]
      if !ledger.isFinished { keys.append("f finish") }
      if ledger.transaction.productType == .autoRenewable {
        keys += ["c cancel auto-renew", "u resume", "e expire", "n renew"]
      }
      return (keys + ["w save the JWS"]).joined(separator: " · ")
    case .request(let request):
      guard request.state == .pending else { return "none: the request was answered" }
      return request.kind == .askToBuy ? "a approve · x decline" : "a resolve"
    case .failure:
      return "none: nothing reached the App Store's ledger"
    }
  }

  // MARK: - Requests and refusals

  private static func requestFacts(_ request: PurchaseRequestRecord, in state: AppState) -> [ProductDetailContent.Fact] {
    typealias Fact = ProductDetailContent.Fact
    let calendar = state.calendar
    let why =
      request.kind == .askToBuy
      ? "A parent must approve: purchase() returned .pending"
      : "The customer must act (terms, payment method): purchase() returned .pending"
    var facts = [
      Fact("Why", why),
      Fact("Requested", "\(DateWords.second(request.requestedAt, in: calendar)) · quantity \(request.quantity)"),
    ]
    if let expiry = request.expiresAt, request.state == .pending {
      facts.append(Fact("Expires", "\(DateWords.second(expiry, in: calendar)) unless answered", .warning))
    }
    switch request.state {
    case .pending: facts.append(Fact("Outcome", "waiting; approval arrives on Transaction.updates", .warning))
    case .approved, .resolved:
      facts.append(Fact("Outcome", "\(request.state.rawValue): transaction \(request.transactionID.map(String.init) ?? "?")"))
    case .declined: facts.append(Fact("Outcome", "declined: nothing charged, and the app was never told", .dim))
    case .expired: facts.append(Fact("Outcome", "expired unanswered: the app was never told", .dim))
    }
    if let token = request.appAccountToken { facts.append(Fact("Account token", token.uuidString.lowercased())) }
    return facts
  }

  private static func failureFacts(_ failure: FailedPurchase, in state: AppState) -> [ProductDetailContent.Fact] {
    [
      ProductDetailContent.Fact("When", DateWords.second(failure.date, in: state.calendar)),
      ProductDetailContent.Fact("Error", state.words.explanation(failure.reason), .error),
      ProductDetailContent.Fact("Meaning", "purchase() threw; nothing was charged and no transaction exists"),
    ]
  }

  // MARK: - Signed data

  static func signedData(_ inspection: TransactionInspection?, width: Int, glyphs: Glyphs) -> [StyledLine] {
    guard let inspection else { return [.blank, StyledLine("Reading the signed data…", .dim)] }
    guard inspection.check != .missing else {
      return [.blank, StyledLine("The transaction is no longer in the sandbox (deleted).", .warning)]
    }
    var lines: [StyledLine] = [.blank, section("JWS header", width: width, glyphs: glyphs)]
    lines.append(StyledLine(segments: [Segment("alg  ", .dim), Segment(inspection.algorithm ?? "(none)")]))
    for (index, subject) in inspection.certificates.enumerated() {
      let label = index == 0 ? "x5c  " : "     "
      lines.append(StyledLine(segments: [Segment(label, .dim), Segment("[\(index)] \(subject)")]))
    }
    lines += [.blank, section("JWS payload", width: width, glyphs: glyphs)]
    for line in inspection.payload.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      lines += StyledLine.wrapped(String(line.dropFirst(indent)), width: width, indent: indent)
    }
    lines += [.blank, section("Signed JWS (select it to copy; w saves it to a file)", width: width, glyphs: glyphs)]
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
