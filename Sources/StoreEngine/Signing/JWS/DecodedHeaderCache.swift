import Foundation
import StoreCatalog
import Synchronization

/// Decoded JWS headers by their base64url text. A signer puts the same header (its certificate chain) on every JWS,
/// and decoding it is most of the work of decoding a signed transaction; only headers that decoded to a JSON object
/// are kept. Bounded, and safe to share between threads.
final class DecodedHeaderCache: Sendable {
  /// A header decoded once.
  struct Header: Sendable {
    let data: Data
    let json: JSONNode
    let duplicateKeys: [String]
  }

  static let capacity = 16
  private let headers = Mutex<[TailHashedKey: Header]>([:])

  func header(encodedAs text: String) -> Header? {
    headers.withLock { $0[TailHashedKey(text: text)] }
  }

  func remember(_ header: Header, encodedAs text: String) {
    headers.withLock { headers in
      if headers.count >= Self.capacity { headers.removeAll(keepingCapacity: true) }
      headers[TailHashedKey(text: text)] = header
    }
  }
}
