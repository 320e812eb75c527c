import InterfaceLanguage

extension CommandSpec {
  /// `storefront catalog …`: read, check and create catalogs.
  static let catalog = CommandSpec(
    name: "catalog",
    summary: Phrase(en: "validate, show and create StoreKit configuration files", zhHans: "验证、查看和创建 StoreKit 配置文件"),
    subcommands: [.catalogValidate, .catalogShow, .catalogNew]
  )
}
