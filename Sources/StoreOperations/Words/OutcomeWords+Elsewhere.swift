import InterfaceLanguage
import StoreEngine

/// Purchases made away from the app's purchase call, in words: bought in the App Store or on another device, and
/// the requests a parent approved or the customer resolved.
extension OutcomeWords {
  func elsewhereReport(_ made: SandboxPurchase, productID: String, place: PurchaseRequest.Place) -> Report {
    let name = name(of: productID)
    switch made {
    case .purchased(let record), .upgraded(let record, _):
      let id = record.id
      let message =
        place == .appStore
        ? say(
          en: "\(name) was bought in the App Store: transaction \(id) was charged, and it reaches the app on "
            + "Transaction.updates.",
          zhHans: "已在 App Store 中购买\(name)：交易\(id)已扣费，并会通过 Transaction.updates 送达 App。")
        : say(
          en: "Another device bought \(name): transaction \(id) was charged, and it reaches the app on "
            + "Transaction.updates.",
          zhHans: "另一台设备购买了\(name)：交易\(id)已扣费，并会通过 Transaction.updates 送达 App。")
      return Report(.success, say(en: "Bought elsewhere", zhHans: "已在别处购买"), message)
    case .existing(let record):
      return Report(
        .information, say(en: "Already yours", zhHans: "已拥有"),
        say(
          en: "Nothing was charged: the account already has \(name) (transaction \(record.id)).",
          zhHans: "未扣费：此账户已拥有\(name)（交易\(record.id)）。"))
    case .renewalChanged(let change, let current):
      let message = renewalChange(change, current: current.productID, until: current.expirationDate)
      return Report(.information, say(en: "Nothing changes now", zhHans: "目前没有变化"), message)
    case .pending(let requestID):
      return Report(
        .pending, say(en: "Waiting", zhHans: "等待中"),
        say(
          en: "The purchase of \(name) waits for someone to act (request \(requestID)).",
          zhHans: "\(name)的购买正在等待有人处理（请求\(requestID)）。"))
    case .cancelled:
      return Report(
        .information, say(en: "Purchase cancelled", zhHans: "购买已取消"),
        say(en: "The purchase of \(name) was cancelled.", zhHans: "\(name)的购买已取消。"))
    }
  }

  func approvalReport(_ request: PurchaseRequestRecord, _ made: SandboxPurchase) -> Report {
    let name = name(of: request.productID)
    let approved = request.kind == .askToBuy
    let title = approved ? say(en: "Approved", zhHans: "已批准") : say(en: "Resolved", zhHans: "已处理")
    let id = request.id
    switch made.record {
    case let record? where made.isNewCharge:
      let message =
        approved
        ? say(
          en: "A parent approved request \(id) for \(name): transaction \(record.id) was charged, and it reaches the "
            + "app on Transaction.updates.",
          zhHans: "家长批准了\(name)的请求\(id)：交易\(record.id)已扣费，并会通过 Transaction.updates 送达 App。")
        : say(
          en: "The customer resolved request \(id) for \(name): transaction \(record.id) was charged, and it reaches "
            + "the app on Transaction.updates.",
          zhHans: "顾客处理了\(name)的请求\(id)：交易\(record.id)已扣费，并会通过 Transaction.updates 送达 App。")
      return Report(.success, title, message)
    case let record?:
      let message =
        approved
        ? say(
          en: "A parent approved request \(id), but the customer already has \(name) (transaction \(record.id)): "
            + "nothing was charged.",
          zhHans: "家长批准了请求\(id)，但顾客已拥有\(name)（交易\(record.id)）：未扣费。")
        : say(
          en: "The customer resolved request \(id), but already has \(name) (transaction \(record.id)): nothing was "
            + "charged.",
          zhHans: "顾客处理了请求\(id)，但已拥有\(name)（交易\(record.id)）：未扣费。")
      return Report(.information, title, message)
    case nil:
      return Report(
        .information, title,
        say(
          en: "Request \(id) for \(name) was answered; nothing was charged.", zhHans: "\(name)的请求\(id)已答复，未扣费。"))
    }
  }
}
