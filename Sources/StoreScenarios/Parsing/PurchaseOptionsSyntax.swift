import StoreOperations

/// The options after `buy PRODUCT`, in any order, each at most once.
enum PurchaseOptionsSyntax {
  static let words = [
    "quantity", "account-token", "promotional-offer", "win-back", "offer-code", "billing-plan", "ask-to-buy",
    "no-finish", "from",
  ]

  static func parse(_ reader: inout WordReader) throws(ParseProblem) -> PurchaseRequest {
    var request = PurchaseRequest()
    var seen: Set<String> = []
    var offerColumn: Int?
    var noFinishColumn: Int?
    while let token = reader.peek {
      guard !token.isQuoted, words.contains(token.text) else {
        throw ParseProblem(column: token.column, .unknownWord(UnknownWord(.purchaseOption, token.text, expected: words)))
      }
      guard seen.insert(token.text).inserted else {
        throw ParseProblem(column: token.column, .purchaseOptionTwice(token.text))
      }
      reader.skip()
      switch token.text {
      case "quantity": request.quantity = try reader.integer(.quantity, in: 0...99)
      case "account-token": request.appAccountToken = try reader.uuid()
      case "billing-plan":
        request.billingPlan = try reader.choice(.billingPlan, ["BILLED_UPFRONT", "MONTHLY"].map { ($0, $0) })
      case "ask-to-buy": request.askToBuy = true
      case "no-finish":
        request.noFinish = true
        noFinishColumn = token.column
      case "from":
        request.place = try reader.choice(
          .place, PurchaseRequest.Place.allCases.filter { $0 != .app }.map { ($0.rawValue, $0) })
      default:
        if offerColumn != nil {
          throw ParseProblem(column: token.column, .secondOffer)
        }
        offerColumn = token.column
        let offer = try reader.name(.offerID)
        switch token.text {
        case "promotional-offer": request.promotionalOffer = offer
        case "win-back": request.winBackOffer = offer
        default: request.offerCode = offer
        }
      }
    }
    if let column = noFinishColumn, request.place != .app {
      throw ParseProblem(column: column, .noFinishElsewhere(request.place))
    }
    return request
  }
}
