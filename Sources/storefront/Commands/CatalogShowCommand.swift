import InterfaceLanguage
import StoreCatalog
import StorefrontApp

extension CommandSpec {
  /// `storefront catalog show FILE [--locale L] [--storefront S] [--json]`.
  static let catalogShow = CommandSpec(
    name: "show",
    summary: Phrase(
      en: "list every product of a catalog with its type, group, period, offers, name and price",
      zhHans: "列出目录中的每个产品及其类型、群组、周期、优惠、名称和价格"),
    discussion: Phrase(
      en: """
        Names and prices are shown for the catalog's own locale and storefront unless --locale or
        --storefront says otherwise. Problems are printed on standard error; exit status 1 when the file
        has errors (what could be read is still shown).
        """,
      zhHans: """
        名称和价格按目录自身的区域设置和店面显示，除非用 --locale 或 --storefront 另行指定。问题输出到标准错误；
        文件有错误时退出状态为 1（能读出的部分仍会显示）。
        """),
    arguments: [
      ArgumentSpec(
        name: "FILE",
        help: Phrase(en: "a .storekit file, or a shipped catalog's name", zhHans: ".storekit 文件，或随附目录的名称"),
        values: .catalogs)
    ],
    options: [
      .value(
        "locale", "LOCALE",
        help: Phrase(
          en: "show names for this locale (en_US, zh_Hans, ja, ...)", zhHans: "按此区域设置显示名称（en_US、zh_Hans、ja……）")),
      .value(
        "storefront", "CODE",
        help: Phrase(
          en: "show prices in this storefront's currency (USA, CHN, JPN, DEU, ...)",
          zhHans: "按此店面的货币显示价格（USA、CHN、JPN、DEU……）"),
        values: .storefronts),
      .flag(
        "json",
        help: Phrase(
          en: "print a JSON report instead of text (see docs/catalogs.md for its fields)",
          zhHans: "输出 JSON 报告而非文本（字段见 docs/catalogs.md）")),
    ],
    run: { arguments in
      let path = arguments.positionals[0]
      var storefront: Storefront?
      if let code = arguments.value("storefront") {
        guard let found = Storefront.find(code) else {
          throw UsageError(
            Phrase(
              en: "--storefront expects an App Store country code such as USA, CHN or JPN, got '\(code)'",
              zhHans: "--storefront 的值应为 App Store 国家或地区代码，如 USA、CHN 或 JPN，实际为 '\(code)'"))
        }
        storefront = found
      }
      let (name, result) = CatalogArgument.load(path)
      guard let catalog = result.partialCatalog else {
        for diagnostic in result.diagnostics { Console.error(TerminalText.line(diagnostic.text(in: arguments.language))) }
        return 1
      }
      let view = CatalogView(
        catalog: catalog, file: name,
        storefront: storefront ?? Storefront.find(catalog.settings.storefront) ?? .unitedStates,
        locale: arguments.value("locale") ?? catalog.settings.locale, language: arguments.language)
      if arguments.flag("json") {
        Console.out(
          TerminalText.json(XcodeJSONWriter.string(view.report(diagnostics: result.diagnostics, valid: result.isValid))),
          terminator: "")
      } else {
        Console.out(TerminalText.safe(view.text))
      }
      for diagnostic in result.diagnostics { Console.error(TerminalText.line(diagnostic.text(in: arguments.language))) }
      return result.isValid ? 0 : 1
    }
  )
}
