import InterfaceLanguage

extension CommandSpec {
  /// The whole command tree of the `storefront` tool. With no command it opens the interactive storefront.
  static let root: CommandSpec = CommandSpec(
    name: "storefront",
    summary: Phrase(
      en: "try in-app purchases in a terminal, against a local simulated App Store",
      zhHans: "在终端里对着本地模拟的 App Store 试用 App 内购买项目"),
    discussion: InteractiveCommand.discussion,
    options: InteractiveCommand.options,
    subcommands: [
      .catalog, .buy, .transactions, .entitlements, .finish, .refund, .refundRequest, .restore, .verify, .cert, .clock,
      .askToBuy, .reverseRefund, .subscription, .priceIncrease, .fault, .offline, .refundAnswer, .gracePeriod,
      .consumableHistory, .family, .storefront, .reset,
      .updates, .appTransaction, .run, .server, .completion,
      .manual, .complete,
    ],
    run: InteractiveCommand.run
  )
}
