public import FoundationEssentials
public import StoreCatalog

/// The parts of a compact JWS (`header.payload.signature`), decoded but not verified: the bytes StoreKit exposes
/// (`headerData`, `payloadData`, `signatureData`, `signedData`) and the header and payload as JSON.
public struct DecodedJWS: Sendable, Hashable {
  /// The compact serialization as given (StoreKit's `jwsRepresentation`).
  public let compactSerialization: String
  /// The decoded header bytes (JSON).
  public let headerData: Data
  /// The decoded payload bytes (JSON), as signed.
  public let payloadData: Data
  /// The signature bytes; 64 (r‖s) for a well-formed ES256 JWS.
  public let signatureData: Data
  /// What the signature covers: the ASCII bytes of `header.payload` as transmitted.
  public let signedData: Data
  /// The header as JSON (`alg`, `x5c`, sometimes `kid` and `typ`).
  public let header: JSONNode
  /// The payload as JSON, keyed as Apple's decoded payload types.
  public let payload: JSONNode
  /// Paths of keys appearing twice in one object, prefixed `header.` or `payload.`; any make the JWS unverified.
  public let duplicateKeys: [String]

  /// Compact serializations longer than this are refused before decoding (real ones are a few kilobytes).
  public static let maximumLength = 1 << 20

  /// Splits and decodes `compactSerialization`. Fails with `.invalidEncoding` (check `.format`) unless it has
  /// exactly three base64url parts whose first two are JSON objects.
  public init(compactSerialization text: String) throws(VerificationFailure) {
    guard text.utf8.count <= Self.maximumLength else {
      throw Self.formatFailure(.tooLong(bytes: text.utf8.count))
    }
    let bytes = Array(text.utf8)
    var dots: [Int] = []
    var dotCount = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
      if dotCount < 2 { dots.append(index) }
      dotCount += 1
    }
    guard dotCount == 2 else {
      throw Self.formatFailure(.notThreeParts(found: dotCount + 1))
    }
    let headerBytes = try Self.base64URL(bytes[..<dots[0]], .header)
    let payloadBytes = try Self.base64URL(bytes[(dots[0] + 1)..<dots[1]], .payload)
    let signatureBytes = try Self.base64URL(bytes[(dots[1] + 1)...], .signature)
    let header = try Self.parseObject(headerBytes, .header)
    let payload = try Self.parseObject(payloadBytes, .payload)
    compactSerialization = text
    headerData = headerBytes
    payloadData = payloadBytes
    signatureData = signatureBytes
    signedData = Data(bytes[..<dots[1]])
    self.header = header
    self.payload = payload
    duplicateKeys = header.duplicateKeyPaths(prefix: "header") + payload.duplicateKeyPaths(prefix: "payload")
  }

  /// The header's `alg`, when it is a string.
  public var algorithm: String? { header["alg"]?.string }

  /// The header's `kid` (Xcode writes `Apple_Xcode_Key`; the App Store writes none).
  public var keyIdentifier: String? { header["kid"]?.string }

  /// The header's `x5c` entries, when it is an array of strings.
  public var certificateChain: [String]? {
    guard let entries = header["x5c"]?.array else { return nil }
    let strings = entries.compactMap(\.string)
    return strings.count == entries.count ? strings : nil
  }

  private static func base64URL(_ part: ArraySlice<UInt8>, _ name: VerificationFailure.Part) throws(VerificationFailure)
    -> Data
  {
    guard let bytes = Base64URL.decode(part) else { throw formatFailure(.notBase64URL(name)) }
    return bytes
  }

  private static func parseObject(_ bytes: Data, _ name: VerificationFailure.Part) throws(VerificationFailure)
    -> JSONNode
  {
    let node: JSONNode
    do {
      node = try JSONParser.parse(Array(bytes))
    } catch {
      throw formatFailure(.notJSON(name, error))
    }
    guard node.object != nil else { throw formatFailure(.notAnObject(name)) }
    return node
  }

  private static func formatFailure(_ problem: VerificationFailure.Problem) -> VerificationFailure {
    VerificationFailure(.invalidEncoding, .format, problem)
  }
}
