import Foundation
import TestSupport
import Testing

/// The command line's own words follow the interface language (issue 17): help generated from the command specs,
/// usage errors, `catalog validate` and `run` lines read as Chinese under `LANG=zh_CN.UTF-8` — on this machine,
/// where that locale is not installed — and as English under `LANG=C.UTF-8`; `--language` overrides both.
@Suite(
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct CommandLineLanguageTests {
  static let chinese = ["LANG": "zh_CN.UTF-8"]
  static let english = ["LANG": "C.UTF-8"]
  /// Commands whose words their owners are still moving into the catalogue (see CatalogueBypassTests).
  static let englishOnly: Set<String> = ["family"]

  /// Every command `--help` lists is summarised in Chinese, under Chinese headings; in English under `C.UTF-8`.
  @Test func helpIsGeneratedInEitherLanguage() async throws {
    let chinese = try await ProcessRunner.storefront(["--help"], environment: Self.chinese)
    let english = try await ProcessRunner.storefront(["--help"], environment: Self.english)
    #expect(chinese.status == 0 && english.status == 0)
    for heading in ["用法：", "选项：", "命令："] { #expect(chinese.stdout.contains(heading), "\(heading)") }
    for heading in ["USAGE:", "OPTIONS:", "COMMANDS:"] { #expect(english.stdout.contains(heading), "\(heading)") }
    let commands = chinese.stdout.components(separatedBy: "命令：").last?.split(separator: "\n").filter {
      $0.hasPrefix("  ")
    } ?? []
    #expect(commands.count >= 20)
    for line in commands {
      let name = String(line.split(separator: " ").first ?? "")
      guard !Self.englishOnly.contains(name) else { continue }
      #expect(line.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(line)")
    }
    #expect(chinese.stdout.contains("  --language LANGUAGE  界面文字的语言"))
    let option = try await ProcessRunner.storefront(["buy", "--help", "--language", "en"], environment: Self.chinese)
    #expect(option.stdout.hasPrefix("storefront buy — buy a product as an app would"), "\(option.stdout)")
  }

  /// A usage error says what was wrong in the language, with the same exit status.
  @Test func usageErrorsInEitherLanguage() async throws {
    let chinese = try await ProcessRunner.storefront(["clock", "advance", "soon"], environment: Self.chinese)
    let english = try await ProcessRunner.storefront(["clock", "advance", "soon"], environment: Self.english)
    #expect(chinese.status == 2 && english.status == 2)
    #expect(
      chinese.stderr
        == "storefront: 'soon' 不是时长；请使用 90s、15m、2h、3d、1w、1mo、1y 或 P1M 这样的写法\n运行 'storefront --help' 查看用法。\n")
    #expect(english.stderr.hasPrefix("storefront: 'soon' is not a duration; use forms like 90s"))
    let unknown = try await ProcessRunner.storefront(["--langauge", "en"], environment: Self.chinese)
    #expect(unknown.stderr.hasPrefix("storefront: 'storefront' 没有选项 --langauge（是不是想用 --language？）"))
  }

  /// `catalog validate` and a scenario run, whole sentences in each language, with the same verdicts.
  @Test(.timeLimit(.minutes(3))) func validateAndRunInEitherLanguage() async throws {
    let chinese = try await ProcessRunner.storefront(["catalog", "validate", "demo"], environment: Self.chinese)
    let english = try await ProcessRunner.storefront(["catalog", "validate", "demo"], environment: Self.english)
    #expect(chinese.stdout == "已检查 1 个文件：有效，0 个错误，0 个警告\n")
    #expect(english.stdout == "1 file checked: valid, 0 errors, 0 warnings\n")
    let scenario = ProjectPaths.catalogs.appendingPathComponent("scenarios/refund.scenario").path
    let run = try await ProcessRunner.storefront(["run", scenario], environment: Self.chinese)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("  在 App 中购买 com.example.storefront.removeads → Remove Ads 已解锁。"), "\(run.stdout)")
    #expect(run.stdout.contains("✓ com.example.storefront.removeads 享有权益"))
    #expect(run.stdout.contains("1 个场景：1 个通过，0 个失败（13 个期望满足），用时 "))
  }

  /// The manual page in Chinese: Chinese section headings, and groff (every warning on) sets it without a warning —
  /// Chinese lines break between characters, as Chinese text does.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
  func theManualPageInChinese() async throws {
    let page = try await ProcessRunner.storefront(["manual"], environment: Self.chinese)
    #expect(page.status == 0)
    let set = try await ProcessRunner.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-rLL=80n"], stdin: page.stdout)
    #expect(set.stderr.isEmpty, "\(set.stderr)")
    let text = set.stdout.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
    for heading in ["名称", "概述", "描述", "选项", "命令", "环境变量", "文件", "退出状态"] {
      #expect(text.contains("\n\(heading)\n"), "\(heading)")
    }
    #expect(text.contains("storefront - 在终端里对着本地模拟的 App Store 试用 App 内购买项目"))
  }
}
