import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

@Suite struct JSONNodePrintingTests {
  @Test func duplicateKeysAreFoundWithTheirPathEvenWhenSpelledWithEscapes() throws {
    let node = try JSONParser.parse(#"{"data":{"bundleId":"a","bundl\u0065Id":"b"},"list":[{"x":1,"x":2}]}"#)
    #expect(node.duplicateKeyPaths() == ["data.bundleId", "list.0.x"])
    #expect(node["data"]?["bundleId"]?.string == "b")
  }

  @Test func printingIsIndentedOrderedAndTerminalSafe() throws {
    let node = try JSONParser.parse(#"{"b":1.50,"a":["\u001b[31mred\u202e",{}],"c":{}}"#)
    #expect(
      node.formatted() == """
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
