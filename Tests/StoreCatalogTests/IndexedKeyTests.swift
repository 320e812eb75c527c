import Foundation
import StoreCatalog
import Testing

/// The catalog is read from an index of the file, which compares keys by their bytes where it can: a key written
/// with escapes, or in characters that are not ASCII, must still mean what the same key means in the document's tree.
@Suite("Keys read from the document's index")
struct IndexedKeyTests {
  @Test func aKeyWrittenWithEscapesIsTheKeyItSpells() throws {
    let product =
      #"{"product\u0049D" : "a", "\u0074ype" : "Consumable", "displayPrice" : "0.99", "\u0022quoted\"" : 1}"#
    let result = Fixture.load(Fixture.catalog(products: [product]))
    let catalog = try #require(result.partialCatalog)
    #expect(catalog.product("a")?.type == .consumable)
    #expect(catalog.product("a")?.price == Decimal(string: "0.99"))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aKeyWrittenTwiceOnceWithEscapesIsADuplicateAndTheLastCounts() throws {
    let text = "{\n  \"identifier\" : \"A\",\n  \"identifi\\u0065r\" : \"B\",\n  \"products\" : []\n}"
    let result = Fixture.load(text)
    let duplicate = try #require(result.first(.duplicateKey))
    #expect(duplicate.position == SourcePosition(line: 3, column: 3))
    #expect(duplicate.path.description == "identifier")
    #expect(result.partialCatalog?.identifier == "B")
  }

  /// Keys that are not ASCII compare as the document's tree compares them: whether an object has a key twice by
  /// UTF-8 length and then canonical equivalence, and which members repeat one by canonical equivalence alone (so
  /// "é" precomposed and decomposed, and the ohm sign and omega, repeat once an omega is written twice).
  @Test func keysThatAreNotASCIICompareAsTheTreeComparesThem() throws {
    let text =
      "{\"products\" : [], \"caf\u{E9}\" : 1, \"cafe\\u0301\" : 2, \"\u{2126}\" : 3, \"\u{3A9}\" : 4, \"\\u03a9\" : 5}"
    let result = Fixture.load(text)
    let repeated = try #require(try JSONParser.parse(text).object).duplicateMembers
    #expect(repeated.map(\.key) == ["cafe\u{301}", "\u{3A9}", "\u{3A9}"])
    #expect(result.codes == Array(repeating: .duplicateKey, count: 3) + Array(repeating: .unknownKey, count: 5))
    let duplicates = result.diagnostics.filter { $0.code == .duplicateKey }
    #expect(duplicates.map(\.path.description) == repeated.map(\.key))
    #expect(duplicates.map(\.position) == repeated.map(\.keyPosition))
    // Without the omega written twice, no key repeats.
    let once = "{\"products\" : [], \"caf\u{E9}\" : 1, \"cafe\\u0301\" : 2, \"\u{2126}\" : 3, \"\u{3A9}\" : 4}"
    #expect(Fixture.load(once).codes == Array(repeating: .unknownKey, count: 4))
  }

  /// A writer decodes the document it keeps to see whether the catalog changed: the same catalog as the file's.
  @Test func aDocumentKeptForWritingDecodesToTheCatalogItWasReadAs() throws {
    let text = Fixture.catalog(
      products: [
        Fixture.product("a"), #"{"product\u0049D" : "b", "type" : "NonConsumable", "displayPrice" : "1.99"}"#,
      ],
      groups: [Fixture.group(subscriptions: [Fixture.subscription()])])
    let loaded = CatalogLoader.load(bytes: Array(text.utf8), keepingDocument: true)
    let catalog = try #require(loaded.catalog)
    let document = try #require(loaded.json)
    #expect(CatalogWriter.document(for: catalog, updating: document) == document)
  }
}
