extension CommandSpec {
  /// `storefront catalog …`: read, check and create catalogs.
  static let catalog = CommandSpec(
    name: "catalog",
    summary: "validate, show and create StoreKit configuration files",
    subcommands: [.catalogValidate, .catalogShow, .catalogNew]
  )
}
