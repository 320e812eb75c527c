import Foundation
import StoreCatalog

extension CommandSpec {
  /// `storefront catalog validate FILE... [--strict]`.
  static let catalogValidate = CommandSpec(
    name: "validate",
    summary: "check StoreKit configuration files and report every problem",
    discussion: """
      Prints one line per problem, as FILE:LINE:COLUMN: error|warning: JSON.PATH: MESSAGE, then a summary.
      Exit status: 0 every file is valid, 1 a file has errors (or warnings, with --strict), 2 usage.
      """,
    arguments: [
      ArgumentSpec(name: "FILE", help: "a .storekit file, or a shipped catalog's name, to check", isVariadic: true, values: .catalogs)
    ],
    options: [.flag("strict", help: "treat warnings as errors")],
    run: { arguments in
      let strict = arguments.flag("strict")
      var invalid = 0, errors = 0, warnings = 0
      var report: [String] = []
      for path in arguments.positionals {
        let result = CatalogArgument.load(path, strict: strict).result
        report += result.diagnostics.map { TerminalText.line($0.description) }
        errors += result.errors.count
        warnings += result.warnings.count
        if !result.isValid { invalid += 1 }
      }
      let files = arguments.positionals.count
      let verdict = invalid == 0 ? (files == 1 ? "valid" : "all valid") : "\(invalid) invalid"
      report.append("\(files) \(files == 1 ? "file" : "files") checked: \(verdict), \(count(errors, "error")), \(count(warnings, "warning"))")
      Console.out(report.joined(separator: "\n"))
      return invalid == 0 ? 0 : 1
    }
  )
}

/// "1 error", "2 warnings".
func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
