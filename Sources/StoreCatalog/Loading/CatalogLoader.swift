public import FoundationEssentials

/// Loads catalogs from `.storekit` files (JSON of any format version, or a property list saved under
/// that name) with diagnostics for everything wrong in them. Never crashes and never hangs on bad
/// input: missing, unreadable, empty, huge, binary or deeply nested files each get a clear error.
public enum CatalogLoader {
  /// Files larger than this are refused (real catalogs are a few kilobytes; 64 MiB is far beyond any).
  public static let maximumFileSize = 64 << 20

  /// Loads the catalog at `url`. `file` is how messages name it (the path as given by default). With
  /// `keepingDocument`, the result also holds the parsed document, for saving the catalog back with
  /// `CatalogWriter`; without, the document is freed as soon as the catalog is read (it is several times the
  /// catalog's size, and a session that only sells from the catalog has no use for it).
  public static func load(
    contentsOf url: URL, strict: Bool = false, file: String? = nil, keepingDocument: Bool = false
  ) -> CatalogLoadResult {
    let name = file ?? url.path
    let read = { (bytes: UnsafeBufferPointer<UInt8>) in
      load(buffer: bytes, file: name, strict: strict, keepingDocument: keepingDocument)
    }
    switch FileReader.withContents(of: url.path, limit: maximumFileSize, read) {
    case .success(let result): return result
    case .failure(let problem):
      let diagnostic = Diagnostic(.error, .unreadableFile, file: name, .unreadable(problem))
      return CatalogLoadResult(partialCatalog: nil, json: nil, diagnostics: [diagnostic])
    }
  }

  /// Loads a catalog from the contents of a file.
  public static func load(data: Data, file: String? = nil, strict: Bool = false, keepingDocument: Bool = false)
    -> CatalogLoadResult
  {
    load(bytes: [UInt8](data), file: file, strict: strict, keepingDocument: keepingDocument)
  }

  /// Loads a catalog from UTF-8 bytes (JSON) or property-list bytes.
  public static func load(bytes: [UInt8], file: String? = nil, strict: Bool = false, keepingDocument: Bool = false)
    -> CatalogLoadResult
  {
    bytes.withUnsafeBufferPointer { load(buffer: $0, file: file, strict: strict, keepingDocument: keepingDocument) }
  }

  static func load(
    buffer bytes: UnsafeBufferPointer<UInt8>, file: String?, strict: Bool, keepingDocument: Bool = false
  ) -> CatalogLoadResult {
    var log = DiagnosticLog(file: file)
    var decoder = CatalogDecoder(file: file)
    func result(_ catalog: Catalog?, json: JSONNode?) -> CatalogLoadResult {
      let diagnostics = log.diagnostics + decoder.log.diagnostics
      return CatalogLoadResult(
        partialCatalog: catalog, json: json, diagnostics: strict ? diagnostics.strict() : diagnostics,
        endsWithNewline: bytes.last != UInt8(ascii: "}"))
    }
    if let kind = PropertyListImport.kind(of: bytes) {
      do {
        let root = try PropertyListImport.node(from: bytes, kind: kind)
        log.warning(.propertyList, .propertyList(kind), at: .root, nil)
        return result(decoder.decode(root), json: keepingDocument ? root : nil)
      } catch {
        log.error(.malformedJSON, .invalidPropertyList(kind, error.failure), at: .root, nil)
        return CatalogLoadResult(partialCatalog: nil, json: nil, diagnostics: log.diagnostics)
      }
    }
    if let zero = bytes.prefix(4096).firstIndex(of: 0) {
      log.error(.malformedJSON, .binaryData(byteOffset: zero), at: .root, nil)
      return CatalogLoadResult(partialCatalog: nil, json: nil, diagnostics: log.diagnostics)
    }
    do {
      return try JSONIndex.withIndex(of: bytes) { index in
        result(decoder.decode(JSONIndex.Value(index: index, entry: 0)), json: keepingDocument ? index.node(0) : nil)
      }
    } catch {
      log.error(.malformedJSON, .syntax(error.problem), at: .root, error.position)
      return CatalogLoadResult(partialCatalog: nil, json: nil, diagnostics: log.diagnostics)
    }
  }
}
