import StoreCatalog
import Testing

@Suite("Xcode JSON layout")
struct XcodeJSONWriterTests {
  @Test func writesTheWayXcodeDoes() throws {
    let node = try JSONParser.parse(#"{"b" : [], "a" : {"z" : 1, "y" : {}}, "c" : ["x", 2.50]}"#)
    let expected = """
      {
        "a" : {
          "y" : {

          },
          "z" : 1
        },
        "b" : [

        ],
        "c" : [
          "x",
          2.50
        ]
      }

      """
    #expect(XcodeJSONWriter.string(node) == expected)
  }

  @Test func sortsKeysTheWayFoundationDoes() {
    let keys = ["_storeKitErrors", "_timeRate", "_storefront", "10", "5", "3", "Zeta", "alpha", "_askToBuyEnabled"]
    #expect(keys.sorted(by: XcodeKeyOrder.precedes) == ["10", "3", "5", "_askToBuyEnabled", "_storefront", "_storeKitErrors", "_timeRate", "alpha", "Zeta"].sorted(by: XcodeKeyOrder.precedes))
    #expect(XcodeKeyOrder.precedes("_storefront", "_storeKitErrors"))
    #expect(XcodeKeyOrder.precedes("5", "10"))
    #expect(XcodeKeyOrder.precedes("alpha", "Zeta"))
    #expect(!XcodeKeyOrder.precedes("b", "a"))
  }

  @Test func escapesOnlyWhatJSONRequires() throws {
    let node = JSONNode(.string("a\"b\\c/d\né\u{1}"))
    #expect(XcodeJSONWriter.string(node) == "\"a\\\"b\\\\c/d\\né\\u0001\"\n")
    #expect(try JSONParser.parse(XcodeJSONWriter.bytes(node)) == node)
  }

  @Test func keepsTheLastOfADuplicatedKey() throws {
    let node = try JSONParser.parse(#"{"a" : 1, "a" : 2}"#)
    #expect(XcodeJSONWriter.string(node) == "{\n  \"a\" : 2\n}\n")
  }
}
