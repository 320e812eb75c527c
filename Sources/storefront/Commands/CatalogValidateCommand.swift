import InterfaceLanguage
import StoreCatalog
import StorefrontApp

extension CommandSpec {
  /// `storefront catalog validate FILE... [--strict]`.
  static let catalogValidate = CommandSpec(
    name: "validate",
    summary: Phrase(
      en: "check StoreKit configuration files and report every problem", zhHans: "检查 StoreKit 配置文件并报告每个问题"),
    discussion: Phrase(
      en: """
        Prints one line per problem, as FILE:LINE:COLUMN: error|warning: JSON.PATH: MESSAGE, then a summary.
        Exit status: 0 every file is valid, 1 a file has errors (or warnings, with --strict), 2 usage.
        """,
      zhHans: """
        每个问题输出一行，格式为 FILE:LINE:COLUMN: error|warning: JSON.PATH: MESSAGE（error 和 warning 保持英文，
        便于编辑器和 CI 识别），最后是汇总。退出状态：0 所有文件有效，1 有文件含错误（加 --strict 时警告也算），2 用法错误。
        """),
    arguments: [
      ArgumentSpec(
        name: "FILE",
        help: Phrase(
          en: "a .storekit file, or a shipped catalog's name, to check", zhHans: "要检查的 .storekit 文件，或随附目录的名称"),
        isVariadic: true, values: .catalogs)
    ],
    options: [.flag("strict", help: Phrase(en: "treat warnings as errors", zhHans: "把警告当作错误"))],
    run: { arguments in
      let strict = arguments.flag("strict")
      var invalid = 0, errors = 0, warnings = 0
      var report: [String] = []
      for path in arguments.positionals {
        let result = CatalogArgument.load(path, strict: strict).result
        report += result.diagnostics.map { TerminalText.line($0.text(in: arguments.language)) }
        errors += result.errors.count
        warnings += result.warnings.count
        if !result.isValid { invalid += 1 }
      }
      report.append(
        summary(files: arguments.positionals.count, invalid: invalid, errors: errors, warnings: warnings)
          .text(in: arguments.language))
      Console.out(report.joined(separator: "\n"))
      return invalid == 0 ? 0 : 1
    }
  )

  /// `2 files checked: 1 invalid, 3 errors, 0 warnings`; `已检查 2 个文件：1 个无效，3 个错误，0 个警告`.
  private static func summary(files: Int, invalid: Int, errors: Int, warnings: Int) -> Phrase {
    let checked = Language.english(files, one: "1 file checked", other: "\(files) files checked")
    let verdict =
      invalid > 0
      ? Phrase(en: "\(invalid) invalid", zhHans: "\(invalid)个无效")
      : files == 1 ? Phrase(en: "valid", zhHans: "有效") : Phrase(en: "all valid", zhHans: "全部有效")
    let errorCount = Language.english(errors, one: "1 error", other: "\(errors) errors")
    let warningCount = Language.english(warnings, one: "1 warning", other: "\(warnings) warnings")
    return Phrase(
      en: "\(checked): \(verdict.en), \(errorCount), \(warningCount)",
      zhHans: "已检查\(files)个文件：\(verdict.zhHans)，\(errors)个错误，\(warnings)个警告")
  }
}
