/// Collects the diagnostics of one load, stamping each with the file it is about.
struct DiagnosticLog {
  let file: String?
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String?) { self.file = file }

  mutating func error(
    _ code: DiagnosticCode, _ problem: CatalogProblem, at path: JSONPath, _ position: SourcePosition?,
    skipping product: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(.error, code, file: file, path: path, position: position, problem, skippedProduct: product))
  }

  mutating func warning(_ code: DiagnosticCode, _ problem: CatalogProblem, at path: JSONPath, _ position: SourcePosition?) {
    diagnostics.append(Diagnostic(.warning, code, file: file, path: path, position: position, problem))
  }
}

/// Reads the members of one JSON object, knowing where the object is so problems can name the path.
struct FieldReader {
  let object: JSONIndex.Object
  let path: JSONPath
  let position: SourcePosition?

  /// The value of `key`, treating `null` as absent (the file format uses them interchangeably).
  func value(_ key: String) -> JSONIndex.Value? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  func has(_ key: String) -> Bool { value(key) != nil }

  func path(_ key: String) -> JSONPath { path.appending(key) }

  /// Where `key`'s value is written, or where the object starts when the key is absent.
  func position(_ key: String) -> SourcePosition? { object[key]?.position ?? position }

  /// A string member; a value of another type is reported and ignored.
  func string(_ key: String, _ log: inout DiagnosticLog) -> String? {
    typed(key, &log, expected: .string) { $0.string }
  }

  /// A boolean member; a value of another type is reported and ignored.
  func bool(_ key: String, _ log: inout DiagnosticLog) -> Bool? {
    typed(key, &log, expected: .boolean) { $0.bool }
  }

  /// A member `extract` accepts; `null` means absent, and any other value is reported and ignored.
  private func typed<T>(
    _ key: String, _ log: inout DiagnosticLog, expected: CatalogProblem.Expected, _ extract: (JSONIndex.Value) -> T?
  ) -> T? {
    guard let value = object[key] else { return nil }
    if let extracted = extract(value) { return extracted }
    if value.isNull { return nil }
    log.warning(.wrongValueType, .wrongType(expected: expected, found: value.kind.problemKind, consequence: .ignored), at: path(key), value.position)
    return nil
  }

  /// A whole-number member; anything else is reported and ignored.
  func int(_ key: String, _ log: inout DiagnosticLog) -> Int? {
    guard let value = value(key) else { return nil }
    if let number = value.int { return number }
    let problem: CatalogProblem = value.numberText.map { .notAWholeNumber($0) }
      ?? .wrongType(expected: .wholeNumber, found: value.kind.problemKind, consequence: .ignored)
    log.warning(.wrongValueType, problem, at: path(key), value.position)
    return nil
  }

  /// An array member; a value of another type is reported and treated as empty.
  func array(_ key: String, _ log: inout DiagnosticLog) -> JSONIndex.Elements {
    guard let value = value(key) else { return JSONIndex.Elements(index: object.index) }
    if let elements = value.array { return elements }
    log.warning(.wrongValueType, .wrongType(expected: .array, found: value.kind.problemKind, consequence: .ignored), at: path(key), value.position)
    return JSONIndex.Elements(index: object.index)
  }
}

extension DiagnosticLog {
  /// A reader for `value` when it is an object (reporting keys written twice); nil otherwise.
  mutating func reader(_ value: JSONIndex.Value, at path: JSONPath) -> FieldReader? {
    guard let object = value.object else { return nil }
    for member in object.duplicateMembers {
      warning(.duplicateKey, .duplicateKey(member.key), at: path.appending(member.key), member.keyPosition)
    }
    return FieldReader(object: object, path: path, position: value.position)
  }
}
