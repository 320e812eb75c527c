import COpenSSL
public import FoundationEssentials

extension SigningIdentity {
  /// Why bytes are not a signing identity archive.
  public struct ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  /// The archive layout: JSON with base64 DER certificates and PKCS#8 keys, versioned.
  private struct Archive: Codable {
    struct Entry: Codable {
      var certificate: Data
      var privateKey: Data
    }

    static let formatName = "storefront.signing-identity"
    static let currentVersion = 1

    var format: String
    var version: Int
    var root: Entry
    var intermediate: Entry
    var leaf: Entry
  }

  /// The identity as bytes the ledger can store: DER certificates and PKCS#8 private keys in a small versioned
  /// JSON document. It holds private keys: store it with the sandbox (0600), never publish it.
  public func archived() throws(OpenSSLError) -> Data {
    let archive = Archive(
      format: Archive.formatName, version: Archive.currentVersion,
      root: .init(certificate: root.der, privateKey: Data(try rootKey.pkcs8())),
      intermediate: .init(certificate: intermediate.der, privateKey: Data(try intermediateKey.pkcs8())),
      leaf: .init(certificate: leaf.der, privateKey: Data(try leafKey.pkcs8())))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(archive)
    } catch {
      throw OpenSSLError(operation: "archive a signing identity", reason: "\(error)")
    }
  }

  /// Reads an archive made by `archived()`, checking that every key matches its certificate and that the
  /// certificates form a chain.
  public init(archive data: Data) throws(ArchiveError) {
    let archive: Archive
    do {
      archive = try JSONDecoder().decode(Archive.self, from: data)
    } catch {
      throw ArchiveError(description: "the signing identity archive is not readable JSON: \(error)")
    }
    guard archive.format == Archive.formatName else {
      throw ArchiveError(description: "the archive's format is '\(archive.format)', not '\(Archive.formatName)'")
    }
    guard archive.version == Archive.currentVersion else {
      throw ArchiveError(
        description: "the signing identity archive is version \(archive.version); this Storefront reads version "
          + "\(Archive.currentVersion)")
    }
    let root = try Self.load(archive.root, "root")
    let intermediate = try Self.load(archive.intermediate, "intermediate")
    let leaf = try Self.load(archive.leaf, "leaf")
    let validation: TrustStore.Validation
    do {
      validation = try TrustStore(anchors: [root.certificate])
        .validate(leaf: leaf.certificate, intermediates: [intermediate.certificate], at: nil, strict: true)
    } catch {
      throw ArchiveError(description: "the archived root certificate is unusable: \(error)")
    }
    guard case .valid(length: 3, followsGivenOrder: true) = validation else {
      throw ArchiveError(description: "the archived certificates do not form a root → intermediate → leaf chain")
    }
    self.init(
      root: root.certificate, intermediate: intermediate.certificate, leaf: leaf.certificate, rootKey: root.key,
      intermediateKey: intermediate.key, leafKey: leaf.key)
  }

  private static func load(_ entry: Archive.Entry, _ role: String) throws(ArchiveError)
    -> (certificate: X509Certificate, key: P256PrivateKey)
  {
    do {
      let certificate = try X509Certificate(der: entry.certificate)
      let key = try P256PrivateKey(der: Array(entry.privateKey))
      guard X509_check_private_key(certificate.pointer, key.pointer) == 1 else {
        OpenSSL.clearErrors()
        throw ArchiveError(description: "the archived \(role) key does not match the \(role) certificate")
      }
      return (certificate, key)
    } catch let error as ArchiveError {
      throw error
    } catch {
      throw ArchiveError(description: "the archived \(role) is unreadable: \(error)")
    }
  }
}
