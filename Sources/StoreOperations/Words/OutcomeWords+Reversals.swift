import InterfaceLanguage
import StoreEngine

/// A reversed refund and the steps of a subscription price increase, in words. Apple's Chinese terms: 退款, 涨价,
/// 同意, 自动续期.
extension OutcomeWords {
  func refundReversedReport(_ record: TransactionRecord) -> Report {
    let name = name(of: record.productID)
    let id = record.id
    return done(
      en: "Reversed the refund of transaction \(id) (\(name)): it is entitled again, and the app gets it on "
        + "Transaction.updates.",
      zhHans: "已撤回交易\(id)（\(name)）的退款：它重新有效，App 会通过 Transaction.updates 收到它。")
  }

  func priceIncreaseReport(_ step: PriceIncreaseStep, group: String) -> Report {
    switch step {
    case .request:
      done(
        en: "The customer is told of a price increase for \(group) and asked to consent; without consent by the "
          + "renewal date it expires.",
        zhHans: "已告知顾客\(group)涨价并请求其同意；若在续期日前未同意，订阅将过期。")
    case .consent:
      done(
        en: "The customer consented to the price increase for \(group): it renews as before.",
        zhHans: "顾客已同意\(group)涨价：订阅照常续期。")
    case .decline:
      done(
        en: "The customer declined the price increase for \(group): auto-renew is off, and it expires at the end of "
          + "the period.",
        zhHans: "顾客拒绝了\(group)涨价：自动续期已关闭，订阅将在本期结束时过期。")
    }
  }
}
