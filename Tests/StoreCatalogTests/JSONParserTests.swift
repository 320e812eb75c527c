import Foundation
import StoreCatalog
import Testing

@Suite("JSON parser")
struct JSONParserTests {
  @Test func parsesEveryKindOfValueAndKeepsKeyOrder() throws {
    let root = try JSONParser.parse(#"{"b" : [1, -2.50, 3e2], "a" : "x\u00e9\n", "c" : true, "d" : false, "e" : null, "f" : {}}"#)
    let object = try #require(root.object)
    #expect(object.keys == ["b", "a", "c", "d", "e", "f"])
    #expect(root["b"]?.array?.map { $0.number?.text } == ["1", "-2.50", "3e2"])
    #expect(root["a"]?.string == "xé\n")
    #expect(root["c"]?.bool == true && root["d"]?.bool == false && root["e"]?.isNull == true)
    #expect(root["f"]?.object?.isEmpty == true)
  }

  @Test func keepsNumbersAsTheirSourceTextSoDecimalsAreExact() throws {
    let root = try JSONParser.parse(#"[804965276.43550706, 0.1, 12345678901234567890]"#)
    let numbers = try #require(root.array?.compactMap { $0.number })
    #expect(numbers[0].text == "804965276.43550706")
    #expect(numbers[1].decimal == Decimal(string: "0.1"))
    #expect(numbers[2].int == nil, "a number too large for Int is not read as one")
    #expect(numbers[2].decimal != nil)
  }

  @Test func reportsDuplicateKeysAndTheLastOneCounts() throws {
    let root = try JSONParser.parse(#"{"a" : 1, "b" : 2, "a" : 3}"#)
    let object = try #require(root.object)
    #expect(object.hasDuplicateKeys)
    #expect(object.duplicateMembers.map(\.key) == ["a"])
    #expect(object["a"]?.int == 3)
    #expect(try JSONParser.parse(#"{"a" : 1, "b" : 2}"#).object?.hasDuplicateKeys == false)
  }

  @Test func everyValueKnowsItsLineAndColumn() throws {
    let text = "{\n  \"name\" : \"漢字\", \"n\" : 5,\n  \"list\" : [\n    true\n  ]\n}"
    let root = try JSONParser.parse(text)
    #expect(root.position == SourcePosition(line: 1, column: 1))
    #expect(root["name"]?.position == SourcePosition(line: 2, column: 12))
    #expect(root["n"]?.position == SourcePosition(line: 2, column: 24), "columns count characters, not bytes")
    #expect(root["list"]?.array?.first?.position == SourcePosition(line: 4, column: 5))
    #expect(root.object?.members.last?.keyPosition == SourcePosition(line: 3, column: 3))
  }

  @Test(arguments: [
    ("{\"a\" : 1 \"b\" : 2}", 1, 10, "expected ',' or '}' after object member"),
    ("[1, 2", 1, 6, "expected ',' or ']' after array element"),
    ("{\n  \"a\" 1\n}", 2, 7, "expected ':' after object key \"a\""),
    ("{\"a\" : [1, 2,]}", 1, 14, "trailing comma before ']'"),
    ("{\"a\" : tru}", 1, 8, "did you mean true?"),
    ("{\"a\" : 01}", 1, 9, "may not start with 0"),
    ("\"abc", 1, 5, "expected a closing '\"'"),
    ("\"a\nb\"", 1, 3, "a string may not span lines"),
    ("\"\\q\"", 1, 2, "invalid escape '\\q'"),
    ("{} x", 1, 4, "after the end of the JSON value"),
    ("", 1, 1, "the file is empty"),
    ("   \n ", 2, 2, "found only whitespace"),
    ("{'a' : 1}", 1, 2, "expected a string key in double quotes"),
    ("[1.]", 1, 4, "expected a digit after the decimal point"),
    ("\"\\ud800\"", 1, 8, "lone high surrogate"),
  ])
  func malformedJSONSaysWhereAndWhatWasExpected(text: String, line: Int, column: Int, words: String) {
    #expect {
      try JSONParser.parse(text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      return error.position == SourcePosition(line: line, column: column) && error.message.contains(words)
    }
  }

  @Test func rejectsInvalidUTF8WithItsByteOffset() {
    let bytes: [UInt8] = Array("{\"name\" : \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect {
      try JSONParser.parse(bytes)
    } throws: { error in
      let error = error as? JSONParseError
      return error?.byteOffset == 13 && error?.message.contains("invalid UTF-8 at byte offset 13") == true
    }
    #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }  // an encoded surrogate
    #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }  // an overlong '/'
  }

  @Test func deepNestingFailsFastInsteadOfOverflowingTheStack() {
    let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100 << 20)
    let started = Date()
    #expect {
      try JSONParser.parse(deep)
    } throws: { error in
      (error as? JSONParseError)?.message.contains("more than 512 levels deep") == true
    }
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(throws: Never.self) { try JSONParser.parse(String(repeating: "[", count: 500) + String(repeating: "]", count: 500)) }
  }

  @Test func garbageNeverCrashesTheParser() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("{}[],:\"\\ tfn0123456789.-eE\nu".utf8) + [0x80, 0xC3, 0xFF, 0x00]
    for length in 0..<400 {
      let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
      _ = try? JSONParser.parse(bytes)
    }
  }

  @Test func acceptsAByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).array?.count == 1)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    #expect(try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u0041\ud83d\ude00""#).string == "\"\\/\u{8}\u{c}\n\r\tA😀")
  }
}

/// Positions and errors stay exact far into a document of several megabytes.
@Suite("JSON parser on large documents")
struct LargeJSONParserTests {
  /// An Xcode-laid-out document of two big arrays, over a megabyte.
  static func document(items: Int) -> [UInt8] {
    let item = JSONNode(.object(JSONObject(["name": .string("item"), "price": .number(JSONNumber(text: "0.99"))])))
    var root = JSONObject()
    root["alpha"] = JSONNode(.array(Array(repeating: item, count: items)))
    root["omega"] = JSONNode(.array(Array(repeating: item, count: items)))
    root["settings"] = JSONNode(.object(JSONObject(["_locale": .string("漢字")])))
    return XcodeJSONWriter.bytes(JSONNode(.object(root)))
  }

  @Test func aLargeDocumentParsesWithTheRightPositions() throws {
    let bytes = Self.document(items: 12_000)
    #expect(bytes.count > 1 << 20)
    let root = try JSONParser.parse(bytes)
    #expect(root.object?.keys == ["alpha", "omega", "settings"])
    #expect(root["omega"]?.array?.count == 12_000)
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let omegaLine = try #require(lines.firstIndex(where: { $0.hasPrefix("  \"omega\"") })) + 1
    #expect(root.object?.members[1].keyPosition == SourcePosition(line: omegaLine, column: 3))
    #expect(root["settings"]?["_locale"]?.position == SourcePosition(line: lines.count - 3, column: 17))
  }

  @Test func anErrorNearTheEndIsReportedWhereItIs() throws {
    var bytes = Self.document(items: 12_000)
    let lastName = try #require(bytes.lastIndex(of: UInt8(ascii: ":")))
    bytes[lastName] = UInt8(ascii: ";")
    let line = bytes[..<lastName].filter { $0 == 0x0A }.count + 1
    #expect {
      try JSONParser.parse(bytes)
    } throws: { error in
      (error as? JSONParseError)?.position.line == line && (error as? JSONParseError)?.message.contains("expected ':'") == true
    }
  }
}

@Suite("JSON parser limits")
struct JSONParserLimitTests {
  @Test func anObjectWithAHundredThousandKeysFindsItsOneDuplicate() throws {
    let text = "{" + (0..<100_000).map { "\"key\($0)\" : \($0)" }.joined(separator: ", ") + ", \"key7\" : 0}"
    let object = try #require(try JSONParser.parse(text).object)
    #expect(object.members.count == 100_001 && object.hasDuplicateKeys)
    #expect(object.duplicateMembers.map(\.key) == ["key7"])
  }

  /// Small objects compare keys one by one, larger ones use a set: both find the same repeat.
  @Test(arguments: [2, 16, 17, 40])
  func aRepeatedLastKeyIsFoundWhateverTheObjectsSize(members: Int) throws {
    let unique = (1..<members).map { "\"k\($0)\" : \($0)" }
    let repeated = try JSONParser.parse("{" + (unique + ["\"k1\" : 0"]).joined(separator: ", ") + "}").object
    #expect(repeated?.hasDuplicateKeys == true && repeated?.duplicateMembers.map(\.key) == ["k1"])
    let distinct = try JSONParser.parse("{" + (unique + ["\"k0\" : 0"]).joined(separator: ", ") + "}").object
    #expect(distinct?.hasDuplicateKeys == false)
  }
}
