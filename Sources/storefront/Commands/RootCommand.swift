extension CommandSpec {
  /// The whole command tree of the `storefront` tool.
  static let root = CommandSpec(
    name: "storefront",
    summary: "try in-app purchases in a terminal, against a local simulated App Store",
    subcommands: [
      .catalog, .buy, .transactions, .entitlements, .finish, .refund, .restore, .verify, .cert, .clock, .askToBuy,
      .subscription, .fault, .storefront, .reset, .updates, .run,
    ]
  )
}
