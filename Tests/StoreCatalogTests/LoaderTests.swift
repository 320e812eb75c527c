import Foundation
import StoreCatalog
import TestSupport
import Testing

@Suite("Loading bad input")
final class LoaderTests {
  let folder: URL

  init() throws { folder = try ProjectPaths.temporaryDirectory("loader") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  func onlyError(_ result: CatalogLoadResult) throws -> Diagnostic {
    #expect(result.partialCatalog == nil && result.catalog == nil && !result.isValid)
    #expect(result.diagnostics.count == 1)
    return try #require(result.diagnostics.first)
  }

  @Test func anEmptyFile() throws {
    let error = try onlyError(CatalogLoader.load(contentsOf: try file("empty.storekit", [])))
    #expect(error.code == .malformedJSON && error.message.contains("the file is empty"))
    #expect(error.file?.hasSuffix("empty.storekit") == true)
  }

  @Test func binaryGarbage() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
    let error = try onlyError(CatalogLoader.load(contentsOf: try file("image.storekit", png)))
    #expect(error.message.contains("binary data"))
    let noZero: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 0x81) }
    #expect(try onlyError(CatalogLoader.load(contentsOf: try file("noise.storekit", noZero))).code == .malformedJSON)
  }

  @Test func hundredMegabytesOfNestedArraysAreRefusedFast() throws {
    let started = Date()
    let error = try onlyError(CatalogLoader.load(bytes: [UInt8](repeating: UInt8(ascii: "["), count: 100 << 20)))
    #expect(error.message.contains("more than 512 levels deep"))
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func aFileLargerThanTheLimitIsRefusedWithoutReadingIt() throws {
    let url = folder.appendingPathComponent("huge.storekit")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(CatalogLoader.maximumFileSize + 1))
    try handle.close()
    let error = try onlyError(CatalogLoader.load(contentsOf: url))
    #expect(error.code == .unreadableFile && error.message.contains("larger than 64 MiB"))
  }

  @Test func invalidUTF8() throws {
    let bytes = Array(#"{"products" : [{"productID" : "caf"#.utf8) + [0xE9] + Array(#""}]}"#.utf8)
    let error = try onlyError(CatalogLoader.load(contentsOf: try file("latin1.storekit", bytes)))
    #expect(error.message.contains("invalid UTF-8 at byte offset 34"))
    #expect(error.position == SourcePosition(line: 1, column: 35))
  }

  @Test func aDirectoryAMissingFileAndAPathThroughAFile() throws {
    #expect(try onlyError(CatalogLoader.load(contentsOf: folder)).message.contains("is a directory"))
    let missing = try onlyError(CatalogLoader.load(contentsOf: folder.appendingPathComponent("nope.storekit")))
    #expect(missing.code == .unreadableFile && missing.message == "no such file")
    let plain = try file("plain", Array("x".utf8))
    #expect(try onlyError(CatalogLoader.load(contentsOf: plain.appendingPathComponent("child"))).code == .unreadableFile)
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file, so a permission error cannot happen"))
  func anUnreadableFile() throws {
    let url = try file("secret.storekit", Array("{}".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    #expect(try onlyError(CatalogLoader.load(contentsOf: url)).message.contains("permission denied"))
  }

  @Test func numbersOutOfRangeAreNamed() throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "\"1e999\"")], settings: #"{"_timeRate" : 1e999}"#))
    #expect(result.codes == [.wrongValueType, .invalidPrice])
    #expect(result.diagnostics[0].message.contains("1e999, which is not a whole number in range"))
  }
}

@Suite("Loading bad property lists")
struct BadPropertyListTests {
  @Test func aBrokenPropertyListIsOneClearError() {
    let result = Fixture.load("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key></plist>")
    #expect(result.codes == [.malformedJSON])
    #expect(result.diagnostics.first?.message.hasPrefix("the file starts like an XML property list but is not a valid one") == true)
  }

  /// 100,000 levels: FoundationEssentials' XML parser goes one call deeper per level, and a file that deep
  /// overflowed the stack before the depth was checked.
  @Test(arguments: [600, 100_000]) func aDeeplyNestedPropertyListIsRefused(depth: Int) {
    let text = "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    let result = Fixture.load(text)
    #expect(result.diagnostics.first?.message.hasSuffix("arrays and dictionaries nest more than 512 levels deep") == true)
  }
}
