import Foundation
import TestSupport
import Testing

/// No user-facing words are written outside the catalogue (issue 17: "a test that no user-visible string bypasses
/// the catalogue"), read from the sources themselves.
///
/// The rule: every string literal in the scanned sources is either a catalogue entry — the `en:` or `zhHans:` side
/// of `Phrase(en:zhHans:)` / `say(en:zhHans:)`, or the `one:`/`other:` of the English plural that feeds an `en:`
/// (a literal continued with `+` keeps its label) — or it is not words: no Chinese character, no two words of
/// letters side by side, and no capitalised word (`Done`, `Header:`). What is left is what machines read and the
/// shapes lines are laid out in — JSON keys, flags and option names, command names and keywords, placeholders
/// (`FILE`), file names, separators, `\(value)  \(value)` layouts, roff requests (`.TH STOREFRONT 1`, whose
/// arguments are names) — and passes. A sentence or a label written outside the catalogue fails, with its file and
/// line. `notWords` lists the few literals the rule cannot tell apart, each with why it is not words.
///
@Suite struct CatalogueBypassTests {
  /// The folders read, each with the files in it that hold no words for people at all.
  static let scanned: [(folder: String, notWords: Set<String>)] =
    [
      ("Sources/storefront", ["CompletionScript.swift"]),  // shell code the completion scripts run
      ("Sources/StoreScenarios/Formatting", ["ExpectationFormatter.swift", "StatementFormatter.swift"]),  // scenario syntax
      // StoreScenarios' problems and run: the grammar tables hold the language itself (each statement's usage line), a
      // recording is the same file in every language, and JUnit XML is read by CI
      ("Sources/StoreScenarios/Diagnostics", []), ("Sources/StoreScenarios/Model", []),
      (
        "Sources/StoreScenarios/Parsing",
        ["ActionGrammar.swift", "ExpectationGrammar.swift", "ReversalGrammar.swift", "ServerGrammar.swift", "StatementSyntax.swift"]
      ),
      ("Sources/StoreScenarios/Running", ["JUnitReport.swift"]), ("Sources/StoreScenarios/Recording", ["ScenarioRecorder.swift"]),
      // StoreCatalog's diagnostics: the problems it finds and how it reads files (its model holds Apple's own names)
      ("Sources/StoreCatalog/Diagnostics", []), ("Sources/StoreCatalog/Decoding", []), ("Sources/StoreCatalog/JSON", []),
      ("Sources/StoreCatalog/Loading", []),
      ("Sources/StorefrontApp", []),
      // The words every front end shares (outcomes, failures, the event log, clock, offers) and the formats of numbers,
      // lists and spans of time
      ("Sources/StoreOperations/Words", []), ("Sources/InterfaceLanguage", []),
      // TerminalUI's widgets take their words from the program; what stays is the keys' names as printed on the keys
      // and as tmux spells them, and TerminalStartError's English description for programs that do not word its
      // reasons (the storefront words them in TerminalStartWords)
      ("Sources/TerminalUI", ["Key.swift", "Glyphs.swift", "NcursesOptions.swift"]),
      // The server's human output (`storefront server` prints what the CLI words); APIError holds Apple's errorMessage
      // values, which clients read from the JSON, and a refused token answers Apple's 401 whatever its defect
      ("Sources/StoreServer", ["APIError.swift", "BearerToken.swift"]),
    ]

  /// Literals that look like words and are not shown to people in the interface language: text matched against
  /// what another program wrote, and the English reference documentation generated from the key table.
  static let notWords: Set<String> = [
    #"listening on \(…)"#,  // `storefront server`'s ready line, which scripts and the reliability benches wait for
    "<!DOCTYPE plist",  // how an XML property list starts, matched against a file's first bytes
    "(top level)",  // the JSON report's `path` of a problem with the whole document, read by machines
    "Subscriptions",  // the name the loader gives a subscription group it creates: catalog data, like any group's name
    "| Keys | What they do |",  // docs/keys.md's table head: the reference there is English documentation
    " Storefront ",  // the program's name in the header, a name in every language
    "Enter",  // how a terminal without Unicode spells the ⏎ key: the name printed on the key, in every language
    #"\(…) \(…) \(…) \(…) ms"#,  // `storefront server`'s access-log line: method, path, status, time
    #"updates → \(…)"#,  // `Transaction.updates` delivering a transaction: code, quoted the same in every language
    #"storefront \(…)"#,  // `storefront --version`: the program's name and its version
    #"storefront \\- \(…)"#,  // the manual page's NAME line: the program's name, roff's dash, then its summary
    #"failed \(…): \(…)"#,  // `expect products failed`'s actual: the keyword, the error's case name, its worded message
    #"expires \(…)"#,  // a scenario's `expect transaction … expires DATE`, echoed as the keyword it checks
    #"group\(…)"#,  // the identifier given to a subscription group that has none: catalog data
    #"\(…)×\(…) at (\(…), \(…))"#,  // a rectangle's debug description, for test failures
    "Content-Type: application/json",  // the header of a notification POSTed to a webhook, read by the backend
    "Expect:",  // an empty `Expect` header: libcurl sends no `Expect: 100-continue` before a notification's body
  ]

  static func files() throws -> [URL] {
    var found: [URL] = []
    for (path, notWords) in scanned {
      let url = ProjectPaths.root.appendingPathComponent(path)
      guard url.pathExtension != "swift" else {
        found.append(url)
        continue
      }
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        let name = file.lastPathComponent
        if file.pathExtension == "swift", !notWords.contains(name) {
          found.append(file)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  @Test func everyWordIsInTheCatalogue() throws {
    let files = try Self.files()
    #expect(files.count > 200, "the scanned sources: \(files.count)")
    var entries = 0
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      for literal in SwiftLiterals.read(source) {
        if literal.isCatalogueEntry {
          entries += 1
          if literal.label == "zhHans" {
            let words = literal.text.replacingOccurrences(of: "\\(…)", with: " ")
            #expect(
              words.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
                || !words.contains(/\p{L}{2,}[,;:!?]?[ \u{a0}]+\p{L}{2,}/),
              "\(file.lastPathComponent):\(literal.line): the Chinese side \(literal.text.debugDescription) is English")
          }
          continue
        }
        if Self.notWords.contains(literal.text) { continue }
        #expect(
          !literal.isWords,
          "\(file.lastPathComponent):\(literal.line): \(literal.text.debugDescription) is words outside the catalogue")
      }
    }
    #expect(entries > 1_500, "catalogue entries read: \(entries)")
  }

  /// The rule itself, on literals that must pass and literals that must fail.
  @Test func theRuleTellsWordsFromMachineText() {
    let source = #"""
      let a = ["productID": id, "result": "alreadyFinished"]  // keys and values machines read
      let b = OptionSpec.value("app-account-token", "UUID", help: Phrase(en: "the token", zhHans: "令牌"))
      let c = "\(number)  \(name)" + " · " + "--\(flag)"
      let d = language.say(en: "Grace period: " + "on", zhHans: "宽限期：开")
      let e = Language.english(n, one: "1 file", other: "\(n) files")
      let f = "Nothing scheduled."
      let g = "Header:"
      let h = "没有交易"
      let roff = [".SH NAME", ".ds AD l"]
      let i = """
        \(ScenarioGrammar.header.map { "  \($0.usage)" }.joined(separator: "\n"))
        """
      let j = "unknown \(word) for \("x")"
      let k = "  \(shown) of \(total)"
      """#
    let literals = SwiftLiterals.read(source)
    let words = literals.filter { !$0.isCatalogueEntry && $0.isWords }.map(\.text)
    #expect(words == ["Nothing scheduled.", "Header:", "没有交易", "unknown \\(…) for \\(…)", "  \\(…) of \\(…)"])
    #expect(literals.filter(\.isCatalogueEntry).count == 7)
  }
}

/// The string literals of Swift source, each with the argument label it is passed under: enough of a lexer to
/// skip comments, read `"…"`, `"""…"""` and `#"…"#` literals, and step over `\(…)` interpolations (which may hold
/// literals of their own, read too).
struct SwiftLiterals {
  struct Literal {
    /// The text with each interpolation written `\(…)`.
    var text: String
    var label: String?
    var line: Int

    var isCatalogueEntry: Bool { ["en", "zhHans", "one", "other"].contains(label ?? "") }

    /// Whether the literal is words for people: Chinese, two words side by side, a capitalised word, or a word
    /// standing between the values it joins (`\(shown) of \(total)`).
    var isWords: Bool {
      if text.contains(#/^\.[A-Za-z]{1,2} /#) { return false }
      let plain = text.replacingOccurrences(of: "\\(…)", with: " ")
      if plain.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) { return true }
      let words = plain.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" && $0 != "_" && $0 != "." })
      if plain.contains(/\p{L}{2,}[,;:!?]?[ \u{a0}]+\p{L}{2,}/) { return true }
      if text.contains("\\(…)") && plain.contains(/(^|\s)\p{Ll}{2,}(\s|$)/) { return true }
      return words.contains { word in
        word.count > 1 && word.first!.isUppercase && word.dropFirst().allSatisfy(\.isLowercase)
      }
    }
  }

  static func read(_ source: String) -> [Literal] {
    var reader = SwiftLiterals(characters: Array(source))
    reader.scan(until: nil)
    return reader.found
  }

  private var characters: [Character]
  private var index = 0
  private var line = 1
  private var found: [Literal] = []
  /// The last identifier followed by `:`, and whether a `+` came after the last literal (which continues it).
  private var label: String?
  private var lastLiteralLabel: String?
  private var continues = false

  private init(characters: [Character]) { self.characters = characters }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() -> Character {
    let character = characters[index]
    index += 1
    if character == "\n" { line += 1 }
    return character
  }

  /// Reads code until the `)` that closes an interpolation (or the end), collecting the literals in it.
  private mutating func scan(until close: Character?) {
    var depth = 0
    var word = ""
    while let character = peek() {
      if character == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { _ = advance() }
        continue
      }
      if character == "/", peek(1) == "*" {
        while peek() != nil, !(peek() == "*" && peek(1) == "/") { _ = advance() }
        index = min(index + 2, characters.count)
        continue
      }
      if character == "\"" || (character == "#" && (peek(1) == "\"" || peek(1) == "#")) {
        literal(labelled: continues ? lastLiteralLabel : label)
        label = nil
        word = ""
        continue
      }
      _ = advance()
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if character == ":", !word.isEmpty { label = word } else if !character.isWhitespace { label = nil }
      if character == "+" { continues = true } else if !character.isWhitespace { continues = false }
      word = ""
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0, close == ")" { return }
        depth -= 1
      }
    }
  }

  /// Reads one literal at the cursor (its `#`s, quotes, text and interpolations).
  private mutating func literal(labelled: String?) {
    let start = line
    var hashes = 0
    while peek() == "#" {
      _ = advance()
      hashes += 1
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    index += multiline ? 3 : 1
    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    var text = ""
    while index < characters.count {
      if String(characters[index..<min(index + closing.count, characters.count)]) == closing {
        index += closing.count
        break
      }
      if String(characters[index..<min(index + escape.count, characters.count)]) == escape {
        index += escape.count
        if peek() == "(" {
          _ = advance()
          let outer = (label, continues)
          (label, continues) = (nil, false)
          scan(until: ")")
          (label, continues) = outer
          text += "\\(…)"
        } else if index < characters.count {
          text += "\\" + String(advance())
        }
        continue
      }
      text.append(advance())
    }
    found.append(Literal(text: text, label: labelled, line: start))
    lastLiteralLabel = labelled
    continues = false
  }
}
