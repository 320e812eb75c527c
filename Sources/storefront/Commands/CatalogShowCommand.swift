import Foundation
import StoreCatalog

extension CommandSpec {
  /// `storefront catalog show FILE [--locale L] [--storefront S] [--json]`.
  static let catalogShow = CommandSpec(
    name: "show",
    summary: "list every product of a catalog with its type, group, period, offers, name and price",
    discussion: """
      Names and prices are shown for the catalog's own locale and storefront unless --locale or
      --storefront says otherwise. Problems are printed on standard error; exit status 1 when the file
      has errors (what could be read is still shown).
      """,
    arguments: [ArgumentSpec(name: "FILE", help: "a .storekit file, or a shipped catalog's name", values: .catalogs)],
    options: [
      .value("locale", "LOCALE", help: "show names for this locale (en_US, zh_Hans, ja, ...)"),
      .value(
        "storefront", "CODE", help: "show prices in this storefront's currency (USA, CHN, JPN, DEU, ...)",
        values: .storefronts),
      .flag("json", help: "print a JSON report instead of text (see docs/catalogs.md for its fields)"),
    ],
    run: { arguments in
      let path = arguments.positionals[0]
      var storefront: Storefront?
      if let code = arguments.value("storefront") {
        guard let found = Storefront.find(code) else {
          throw UsageError("--storefront expects an App Store country code such as USA, CHN or JPN, got '\(code)'")
        }
        storefront = found
      }
      let (name, result) = CatalogArgument.load(path)
      guard let catalog = result.partialCatalog else {
        for diagnostic in result.diagnostics { Console.error(TerminalText.line(diagnostic.description)) }
        return 1
      }
      let view = CatalogView(
        catalog: catalog, file: name,
        storefront: storefront ?? Storefront.find(catalog.settings.storefront) ?? .unitedStates,
        locale: arguments.value("locale") ?? catalog.settings.locale)
      if arguments.flag("json") {
        Console.out(
          TerminalText.json(XcodeJSONWriter.string(view.report(diagnostics: result.diagnostics, valid: result.isValid))),
          terminator: "")
      } else {
        Console.out(TerminalText.safe(view.text))
      }
      for diagnostic in result.diagnostics { Console.error(TerminalText.line(diagnostic.description)) }
      return result.isValid ? 0 : 1
    }
  )
}
