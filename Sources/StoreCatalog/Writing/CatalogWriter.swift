/// Writes catalogs as `.storekit` files exactly the way Xcode writes them. Given the JSON a catalog
/// was read from, it keeps what the model does not hold (unknown keys, Xcode's number text, key
/// spellings) so that saving an unchanged catalog reproduces the file byte for byte and saving an
/// edited one changes only what was edited.
public enum CatalogWriter {
  /// The file contents for `catalog`; `original` is the JSON it was read from, when it was, and
  /// `finalNewline` whether that file ended with a newline (`CatalogLoadResult.endsWithNewline`).
  public static func bytes(for catalog: Catalog, updating original: JSONNode? = nil, finalNewline: Bool = true) -> [UInt8] {
    XcodeJSONWriter.bytes(document(for: catalog, updating: original), finalNewline: finalNewline)
  }

  /// The JSON document to write: the original when it still says exactly what `catalog` says,
  /// otherwise the catalog's own document merged over the original.
  public static func document(for catalog: Catalog, updating original: JSONNode? = nil) -> JSONNode {
    guard let original else { return CatalogEncoder.document(catalog) }
    var decoder = CatalogDecoder(file: nil)
    if decoder.decode(original) == catalog { return original }
    return DocumentMerge.merge(CatalogEncoder.document(catalog), over: original)
  }
}
