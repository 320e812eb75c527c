import Foundation
import TestSupport
import Testing

/// Started without a terminal, the storefront says why in the interface language and exits 2 (issue 17: "error
/// messages" in both languages; "LANG=zh_CN.UTF-8 … must still give Chinese words" on a machine without that locale).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct TerminalStartLanguageTests {
  @Test(.timeLimit(.minutes(1))) func theReasonFollowsTheLanguage() async throws {
    let folder = try ProjectPaths.temporaryDirectory("terminal-start")
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["--sandbox", folder.appendingPathComponent("s.sqlite").path]
    let english = try await ProcessRunner.storefront(arguments, environment: ["LANG": "C.UTF-8"])
    let chinese = try await ProcessRunner.storefront(arguments, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(english.status == 2 && chinese.status == 2)
    #expect(english.stderr.contains("The interactive screen needs a terminal"), "\(english.stderr)")
    #expect(english.stderr.contains("Use the script commands instead"), "\(english.stderr)")
    #expect(chinese.stderr.contains("交互界面需要终端"), "\(chinese.stderr)")
    #expect(chinese.stderr.contains("请改用脚本命令"), "\(chinese.stderr)")
    #expect(!chinese.stderr.contains("needs a terminal"), "\(chinese.stderr)")
    #expect(chinese.stderr.contains("标准输入不是终端") && !chinese.stderr.contains("standard input"), "\(chinese.stderr)")
  }
}
