import InterfaceLanguage
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront family share|stop|lapse|refund|billing-fail|billing-recover PRODUCT [--reason REASON] [--json]`:
  /// another member of the customer's family shares a product, stops sharing it, stops renewing it, is refunded for
  /// it, or their payment for it fails and recovers.
  static let family = CommandSpec(
    name: "family",
    summary: Phrase(
      en: "another family member shares a family-shareable product with the customer, or stops sharing it",
      zhHans: "另一位家庭成员与顾客共享一个可家人共享的产品，或停止共享"),
    discussion: Phrase(
      en: """
        share PRODUCT   a family member buys PRODUCT (familyShareable in the catalog) and shares it: the customer
                        gets a transaction of their own, ownershipType FAMILY_SHARED, on every device's updates
        stop PRODUCT    sharing stops: the customer's shared transactions are revoked (revocationType
                        FAMILY_REVOKE) and reach updates; what the customer bought themselves stays
        lapse PRODUCT   the purchaser turns auto-renew off: the shared subscription renews no more and expires at
                        the end of its period (the server hears DID_CHANGE_RENEWAL_STATUS, then EXPIRED VOLUNTARY)
        refund PRODUCT  the purchaser is refunded (--reason other or developer-issue): the customer's shared
                        transactions are revoked with the purchaser's revocation reason (REVOKE)
        billing-fail PRODUCT
                        the purchaser's payment fails: at the next renewal the shared subscription enters billing
                        retry, in the grace period first when the app has one (DID_FAIL_TO_RENEW, then
                        GRACE_PERIOD_EXPIRED), and expires when billing retry runs out (EXPIRED BILLING_RETRY)
        billing-recover PRODUCT
                        the purchaser's payment goes through again: a shared subscription in billing retry renews
                        now (DID_RENEW BILLING_RECOVERY); before the failed renewal, the next one goes through
        """,
      zhHans: """
        share PRODUCT   一位家庭成员购买 PRODUCT（目录中为 familyShareable）并共享：顾客在每台设备的 updates 上
                        收到一笔属于自己的交易，ownershipType 为 FAMILY_SHARED
        stop PRODUCT    停止共享：顾客的共享交易被撤销（revocationType 为 FAMILY_REVOKE）并送达 updates；
                        顾客自己购买的项目保持不变
        lapse PRODUCT   购买者关闭自动续期：共享的订阅不再续期，在当前周期结束时过期（服务器先收到
                        DID_CHANGE_RENEWAL_STATUS，再收到 EXPIRED VOLUNTARY）
        refund PRODUCT  购买者获得退款（--reason 为 other 或 developer-issue）：顾客的共享交易按购买者的
                        撤销原因被撤销（REVOKE）
        billing-fail PRODUCT
                        购买者付款失败：共享的订阅在下次续期时进入计费重试，App 启用宽限期时先进入宽限期
                        （DID_FAIL_TO_RENEW，然后 GRACE_PERIOD_EXPIRED），计费重试期结束时过期（EXPIRED BILLING_RETRY）
        billing-recover PRODUCT
                        购买者付款恢复成功：处于计费重试中的共享订阅立即续期（DID_RENEW BILLING_RECOVERY）；
                        若尚未到续期，下次续期会照常成功
        """),
    arguments: [
      ArgumentSpec(
        name: "ACTION",
        help: Phrase(
          en: "share, stop, lapse, refund, billing-fail or billing-recover",
          zhHans: "share、stop、lapse、refund、billing-fail 或 billing-recover"),
        isOptional: true, values: .words(FamilySharingAction.words)),
      ArgumentSpec(
        name: "PRODUCT", help: Phrase(en: "a family-shareable product identifier", zhHans: "可家人共享的产品标识符"),
        isOptional: true, values: .products),
    ],
    options: OptionSpec.sandboxOptions + [.revocationReason, .json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let word = arguments.argument(0)
      let action: FamilySharingAction
      switch word {
      case "share": action = .share
      case "stop": action = .stop
      case "lapse": action = .lapse
      case "refund": action = .refund(try arguments.revocationReason())
      case "billing-fail": action = .billingFail
      case "billing-recover": action = .billingRecover
      default:
        throw UsageError(
          Phrase(
            en: "'family' takes share, stop, lapse, refund, billing-fail or billing-recover, then a PRODUCT",
            zhHans: "'family' 需要 share、stop、lapse、refund、billing-fail 或 billing-recover，然后是一个 PRODUCT"))
      }
      guard let productID = arguments.argument(1) else {
        throw UsageError(Phrase(en: "'family \(action.word)' needs a PRODUCT", zhHans: "'family \(action.word)' 需要一个 PRODUCT"))
      }
      let operation = StoreOperation.family(action, productID: productID)
      guard arguments.flag("json") else {
        try await session.perform(operation)
        return 0
      }
      let result = await StoreExecutor(sandbox: session.sandbox).run(operation)
      var object = familyJSON(result.outcome)
      object["productID"] = productID
      object["message"] = TerminalText.safe(await session.words().report(result).text)
      Console.out(TransactionOutput.text(object))
      return result.succeeded ? 0 : 1
    }
  )

  /// What `family --json` prints of an outcome, besides the product and the message: what happened (a word that is
  /// the same in every language) and the transactions it touched.
  private static func familyJSON(_ outcome: OperationOutcome) -> [String: Any] {
    func ids(_ records: [TransactionRecord]) -> [UInt64] { records.map(\.id) }
    switch outcome {
    case .familyShared(let record): return ["result": "shared", "transactionIDs": ids([record])]
    case .familySharingStopped(_, let revoked): return ["result": "sharingStopped", "transactionIDs": ids(revoked)]
    case .familyPurchaserStoppedRenewing(let head): return ["result": "stoppedRenewing", "transactionIDs": ids([head])]
    case .familyPurchaserRefunded(_, let revoked): return ["result": "refunded", "transactionIDs": ids(revoked)]
    case .familyPurchaserBillingFailed(let head): return ["result": "billingFails", "transactionIDs": ids([head])]
    case .familyPurchaserBillingRecovered(.renewed(let record)):
      return ["result": "billingRecovered", "transactionIDs": ids([record])]
    case .familyPurchaserBillingRecovered(.beforeRenewal(let head)):
      return ["result": "billingWorksAgain", "transactionIDs": ids([head])]
    default: return ["result": "failed", "transactionIDs": [UInt64]()]
    }
  }
}
