/// Turns a parsed `.storekit` document into a `Catalog`, reading every format version (1.0–6.3) by
/// which keys are present, repairing hand-made files where their meaning is clear and reporting every
/// problem as a `Diagnostic`.
struct CatalogDecoder {
  var log: DiagnosticLog
  /// Where each loaded product was listed, and where its identifier is written, to report duplicates.
  var productOrigins: [String: (path: JSONPath, idPosition: SourcePosition?)] = [:]
  /// The ids of the subscription groups read so far, to report a reused id.
  var groupIDs = Set<String>()
  /// The storefront the catalog's prices are in, to spot prices typed in another currency.
  var storefront = Storefront.unitedStates {
    didSet { currency = storefront.currency }
  }
  /// The storefront's currency, looked up once.
  var currency = Storefront.unitedStates.currency

  init(file: String?) { log = DiagnosticLog(file: file) }

  /// Every top-level key the decoder reads or knowingly keeps.
  static let knownTopLevelKeys: Set<String> = [
    "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version",
    "appPolicies", "subscriptionOffersKeyPair", "subscriptionBundleGroups", "subscriptionSuiteGroups",
    "majorVersion", "minorVersion", "nonRenewableSubscriptions", "subscriptions",
  ]

  /// Keys of which at least one is in every StoreKit configuration, Xcode-made or hand-made.
  static let catalogMarkers: Set<String> = [
    "products", "subscriptionGroups", "nonRenewingSubscriptions", "nonRenewableSubscriptions", "subscriptions",
    "settings", "version",
  ]

  /// The catalog `root` describes, or nil when it does not describe one (reported).
  mutating func decode(_ root: JSONIndex.Value) -> Catalog? {
    guard let top = log.reader(root, at: .root) else {
      log.error(.notACatalog, .notAnObject(found: root.kind.problemKind), at: .root, root.position)
      return nil
    }
    guard top.object.keyNames.contains(where: Self.catalogMarkers.contains) else {
      log.error(.notACatalog, .noCatalogKeys(found: Array(top.object.keyNames.prefix(8))), at: .root, root.position)
      return nil
    }
    for member in top.object.members where !Self.knownTopLevelKeys.contains(member.key) {
      log.warning(.unknownKey, .unknownTopLevelKey(member.key), at: JSONPath([.key(member.key)]), member.keyPosition)
    }
    var catalog = Catalog(
      identifier: top.string("identifier", &log), formatVersion: decodeVersion(top),
      settings: decodeSettings(top))
    storefront = Storefront.find(catalog.settings.storefront) ?? .unitedStates
    catalog.appPolicies = decodeAppPolicies(top)
    catalog.offerSigningKey = decodeOfferSigningKey(top)
    decodeProducts(top, into: &catalog)
    return catalog
  }

  /// The catalog a document held as a tree describes (a property list's, or the one a writer keeps): it is written
  /// out compactly and read like a file, without positions (the tree's text is nobody's file).
  mutating func decode(_ document: JSONNode) -> Catalog? {
    let text = CompactJSONWriter.bytes(document)
    return text.withUnsafeBufferPointer { bytes in
      // A tree's values are JSON's by construction, so its text always reads back.
      (try? JSONIndex.withIndex(of: bytes, recordingPositions: false) { decode(JSONIndex.Value(index: $0, entry: 0)) }) ?? nil
    }
  }

  // MARK: - Version, policies, signing key

  private mutating func decodeVersion(_ top: FieldReader) -> String? {
    if let node = top.value("version"), let version = log.reader(node, at: top.path("version")) {
      guard let major = version.int("major", &log) else { return nil }
      return "\(major).\(version.int("minor", &log) ?? 0)"
    }
    guard let major = top.int("majorVersion", &log) else { return nil }
    return "\(major).\(top.int("minorVersion", &log) ?? 0)"
  }

  private mutating func decodeAppPolicies(_ top: FieldReader) -> AppPolicies? {
    guard let node = top.value("appPolicies") else { return nil }
    guard let fields = log.reader(node, at: top.path("appPolicies")) else {
      log.warning(.wrongValueType, .invalidAppPolicies, at: top.path("appPolicies"), node.position)
      return nil
    }
    var policies: [AppPolicies.Policy] = []
    for (index, entry) in fields.array("policies", &log).enumerated() {
      guard let policy = log.reader(entry, at: fields.path("policies").appending(index)) else { continue }
      policies.append(AppPolicies.Policy(
        locale: policy.string("locale", &log) ?? "", policyText: policy.string("policyText", &log) ?? "",
        policyURL: policy.string("policyURL", &log) ?? ""))
    }
    return AppPolicies(eula: fields.string("eula", &log) ?? "", policies: policies)
  }

  private mutating func decodeOfferSigningKey(_ top: FieldReader) -> OfferSigningKey? {
    guard let node = top.value("subscriptionOffersKeyPair") else { return nil }
    let path = top.path("subscriptionOffersKeyPair")
    guard let fields = log.reader(node, at: path), let id = fields.string("id", &log),
      let key = fields.string("privateKey", &log)
    else {
      log.warning(.invalidSetting, .invalidOfferSigningKey, at: path, node.position)
      return nil
    }
    return OfferSigningKey(id: id, privateKeyBase64: key)
  }
}
