import Foundation
import Testing

@testable import StoreEngine

@Suite struct StrictJSONTests {
  private func parse(_ text: String) throws -> StrictJSON.Document {
    try StrictJSON.parse(Array(text.utf8))
  }

  @Test func readsEveryKindOfValueAndKeepsNumbersAsWritten() throws {
    let document = try parse(
      #" {"a":[1,-2.5e3,0.125],"b":{"c":true,"d":false,"e":null},"f":"x\"\\\/\n\u00e9\ud83d\ude00"} "#)
    #expect(document.duplicateKeys.isEmpty)
    #expect(document.value["a"] == .array([.number("1"), .number("-2.5e3"), .number("0.125")]))
    #expect(document.value["b"]?["e"] == .null)
    #expect(document.value["f"]?.stringValue == "x\"\\/\né😀")
    #expect(try parse("1697679936049.7297").value.doubleValue == 1_697_679_936_049.7297)
  }

  @Test func reportsDuplicateKeysWithTheirPath() throws {
    let document = try parse(#"{"data":{"bundleId":"a","bundl\u0065Id":"b"},"list":[{"x":1,"x":2}]}"#)
    #expect(document.duplicateKeys == ["data.bundleId", "list.0.x"])
    #expect(document.value["data"]?["bundleId"]?.stringValue == "b")
  }

  @Test(arguments: [
    "", "{", "{\"a\":1,}", "[1,]", "01", "1.", "-", "1e", "+1", "tru", "nul", "\"\u{01}\"", "{\"a\" 1}",
    "{\"a\":1} x", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\u12\"", "'a'", "NaN",
  ])
  func refusesWhatIsNotJSON(_ text: String) {
    #expect(throws: StrictJSON.SyntaxError.self) { try parse(text) }
  }

  @Test func refusesInvalidUTF8() {
    #expect(throws: StrictJSON.SyntaxError.self) { try StrictJSON.parse([0x22, 0xC3, 0x28, 0x22]) }
  }

  @Test func refusesNestingBeyondTheLimitWithoutCrashing() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: StrictJSON.SyntaxError.self) { try parse(deep) }
    let allowed = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
    #expect(throws: Never.self) { try parse(allowed) }
  }

  @Test func formattingIsIndentedOrderedAndTerminalSafe() throws {
    let value = try parse(#"{"b":1.50,"a":["\u001b[31mred\u202e",{}],"c":{}}"#).value
    #expect(
      value.formatted() == """
        {
          "b": 1.50,
          "a": [
            "\\u001b[31mred\\u202e",
            {}
          ],
          "c": {}
        }
        """)
  }
}
