import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront family share|stop|lapse|refund PRODUCT [--reason REASON]`: another member of the customer's family
  /// shares a product, stops sharing it, stops renewing it, or is refunded for it.
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
        """),
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: Phrase(en: "share, stop, lapse or refund", zhHans: "share、stop、lapse 或 refund"),
        isOptional: true, values: .words(FamilySharingAction.words)),
      ArgumentSpec(
        name: "PRODUCT", help: Phrase(en: "a family-shareable product identifier", zhHans: "可家人共享的产品标识符"),
        isOptional: true, values: .products),
    ],
    options: OptionSpec.sandboxOptions + [.revocationReason],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let word = arguments.argument(0)
      let action: FamilySharingAction
      switch word {
      case "share": action = .share
      case "stop": action = .stop
      case "lapse": action = .lapse
      case "refund": action = .refund(try arguments.revocationReason())
      default:
        throw UsageError(
          Phrase(
            en: "'family' takes share, stop, lapse or refund, then a PRODUCT",
            zhHans: "'family' 需要 share、stop、lapse 或 refund，然后是一个 PRODUCT"))
      }
      guard let productID = arguments.argument(1) else {
        throw UsageError(Phrase(en: "'family \(action.word)' needs a PRODUCT", zhHans: "'family \(action.word)' 需要一个 PRODUCT"))
      }
      try await session.perform(.family(action, productID: productID))
      return 0
    }
  )
}
