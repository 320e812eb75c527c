import Foundation
import TestSupport
import Testing

/// README.zh-Hans.md stays in step with README.md: the same sections in the same order, the same commands in each,
/// the same screen in each language and the same documents, and each links to the other in its first lines.
@Suite struct ReadmeTranslationTests {
  static func read(_ name: String) -> String {
    (try? String(contentsOf: ProjectPaths.root.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  static let english = read("README.md")
  static let chinese = read("README.zh-Hans.md")

  /// Each English section's Chinese heading. A section added to README.md fails the test until it is here and in
  /// README.zh-Hans.md.
  static let headings: KeyValuePairs<String, String> = [
    "Set up": "设置", "Install": "安装", "Quickstart": "快速上手", "A tour of the screen": "屏幕导览",
    "For backend developers": "面向后端开发者", "How it is built": "构建方式", "Documentation": "文档",
  ]

  /// The `## ` headings, in order.
  static func sections(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
  }

  /// The section under `## heading`, up to the next one.
  static func section(_ heading: String, in text: String) -> String {
    text.components(separatedBy: "\n## \(heading)\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
  }

  /// The command lines of every `sh` block in `text`, without their comments.
  static func commands(_ text: String) -> [String] {
    text.components(separatedBy: "```sh\n").dropFirst().flatMap { block in
      (block.components(separatedBy: "```").first ?? "").split(separator: "\n").map { line in
        String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
          .trimmingCharacters(in: .whitespaces)
      }
    }.filter { !$0.isEmpty }
  }

  @Test func theSameSectionsInTheSameOrder() {
    #expect(!Self.chinese.isEmpty, "README.zh-Hans.md exists")
    #expect(Self.sections(Self.english) == Self.headings.map(\.key))
    #expect(Self.sections(Self.chinese) == Self.headings.map(\.value))
  }

  @Test(arguments: headings.map { ($0.key, $0.value) })
  func eachSectionHasTheSameCommands(_ heading: (english: String, chinese: String)) {
    let english = Self.commands(Self.section(heading.english, in: Self.english))
    let chinese = Self.commands(Self.section(heading.chinese, in: Self.chinese))
    #expect(english == chinese, "\(heading.english) / \(heading.chinese)")
  }

  /// The screen each tour draws, between the section's first pair of fences.
  static func tourScreen(_ section: String) -> [String] {
    (section.components(separatedBy: "\n```\n").dropFirst().first ?? "").split(separator: "\n").map(String.init)
  }

  /// How many columns a line of a drawing takes: two for a Chinese character or full-width punctuation.
  static func columns(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { width, scalar in
      let wide = (0x3000...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
        || (0xFF01...0xFF60).contains(scalar.value)
      return width + (wide ? 2 : 1)
    }
  }

  /// Each tour draws the storefront in its own language (issue 17: the Chinese README shows the Chinese
  /// interface): the same 80×24 screen, every line 80 columns wide with the double-width text counted twice, the
  /// tabs and buttons in the README's language and none of the other's.
  @Test func eachTourShowsTheScreenInItsLanguage() {
    let english = Self.tourScreen(Self.section("A tour of the screen", in: Self.english))
    let chinese = Self.tourScreen(Self.section("屏幕导览", in: Self.chinese))
    for (name, screen) in [("English", english), ("Chinese", chinese)] {
      #expect(screen.count == 24, "\(name): \(screen.count) lines")
      for line in screen.dropLast() where line.hasPrefix("┌") || line.hasPrefix("│") || line.hasPrefix("└") {
        #expect(Self.columns(line) == 80, "\(name): \(line)")
      }
    }
    let chineseText = chinese.joined(separator: "\n")
    for word in ["1 店面", "2 交易", "产品", "详情", "恢复购买", "事件日志"] { #expect(chineseText.contains(word), "\(word)") }
    for word in ["Storefront    2", "Products", "Details", "Restore Purchases", "Event log"] {
      #expect(!chineseText.contains(word), "\(word)")
    }
  }

  @Test func theSameDocumentsAndLinksBothWays() throws {
    let documents = { (text: String) in
      Set(text.matches(of: /\(docs\/[a-z-]+\.md\)/).map { String($0.output) })
    }
    #expect(documents(Self.english) == documents(Self.chinese))
    #expect(documents(Self.english).count >= 9)
    let opening = { (text: String) in text.split(separator: "\n").prefix(4).joined(separator: "\n") }
    #expect(opening(Self.english).contains("(README.zh-Hans.md)"))
    #expect(opening(Self.chinese).contains("(README.md)"))
  }
}
