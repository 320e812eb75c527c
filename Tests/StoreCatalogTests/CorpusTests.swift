import Foundation
import StoreCatalog
import TestSupport
import Testing

@Suite("The real-world corpus")
struct CorpusTests {
  @Test(.enabled(if: ProjectPaths.storekitCorpus != nil, Comment(rawValue: ProjectPaths.sharedMissingReason)))
  func theCorpusIsThere() throws {
    #expect(Corpus.files.count >= 30)
  }

  @Test(arguments: Corpus.files)
  func everyFileLoadsOrFailsSpecificallyAndNoProductIsSilentlyDropped(file: URL) throws {
    let result = CatalogLoader.load(contentsOf: file)
    let catalog = try #require(result.partialCatalog, "\(file.lastPathComponent) did not load: \(result.diagnostics)")
    let skipped = result.diagnostics.filter { $0.skippedProduct != nil }
    #expect(skipped.allSatisfy { $0.severity == .error && !$0.message.isEmpty })
    #expect(
      catalog.products.count + skipped.count == (try Corpus.productCount(in: file)),
      "\(file.lastPathComponent): \(catalog.products.count) loaded + \(skipped.count) reported as not loaded")
    if !result.isValid {
      #expect(result.errors.allSatisfy { $0.path != .root || $0.code == .notACatalog })
    }
    for group in catalog.subscriptionGroups {
      for id in group.productIDs {
        #expect(catalog.product(id)?.subscription?.groupID == group.id, "\(id) is listed in group \(group.id)")
      }
    }
  }

  @Test(arguments: Corpus.files)
  func filesXcodeWroteKeepTheirBytesWhenSavedUnchanged(file: URL) throws {
    if let reason = Corpus.notWrittenByXcode[Corpus.number(of: file)] {
      // Not an Xcode file: saving it must still give a file that reads back to the same catalog.
      let result = CatalogLoader.load(contentsOf: file, keepingDocument: true)
      let catalog = try #require(result.partialCatalog, Comment(rawValue: reason))
      let saved = CatalogWriter.bytes(for: catalog, updating: result.json)
      #expect(CatalogLoader.load(bytes: saved).partialCatalog == catalog, Comment(rawValue: reason))
      return
    }
    let original = try [UInt8](Data(contentsOf: file))
    let result = CatalogLoader.load(bytes: original, keepingDocument: true)
    let catalog = try #require(result.partialCatalog)
    let saved = CatalogWriter.bytes(for: catalog, updating: result.json, finalNewline: result.endsWithNewline)
    let difference = firstDifference(saved, original)
    #expect(difference == nil, "\(file.lastPathComponent) changed when saved unchanged: \(difference ?? "")")
  }

  @Test(arguments: Corpus.files)
  func aCatalogWrittenFreshReadsBackEqual(file: URL) throws {
    let catalog = try #require(CatalogLoader.load(contentsOf: file).partialCatalog)
    let written = CatalogWriter.bytes(for: catalog)
    let reread = CatalogLoader.load(bytes: written)
    #expect(reread.partialCatalog == catalog)
    let inherent: Set<DiagnosticCode> = [.storeKitErrorEnabled, .emptyGroup, .implausiblePrice, .unknownStorefront]
    #expect(reread.diagnostics.allSatisfy { inherent.contains($0.code) }, "\(reread.diagnostics)")
  }

  @Test(.enabled(if: ProjectPaths.storekitCorpus != nil, Comment(rawValue: ProjectPaths.sharedMissingReason)))
  func theAnomaliesAreReportedAsTheFormatReferenceDescribes() throws {
    func codes(_ number: String) -> [DiagnosticCode] {
      guard let file = Corpus.files.first(where: { Corpus.number(of: $0) == number }) else { return [] }
      return CatalogLoader.load(contentsOf: file).diagnostics.map(\.code)
    }
    #expect(codes("22") == [.invalidPaymentMode])
    #expect(codes("36") == [.propertyList])
    #expect(codes("41").contains(.misspelledKey))
    #expect(codes("53") == [.storeKitErrorEnabled])
    #expect(Set(codes("39")) == [.productTypeRepaired, .internalIDRepaired, .invalidPeriod, .invalidLevel, .emptyGroup])
  }
}
