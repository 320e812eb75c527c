import COpenSSL

/// The SHA-2 digest device verification needs, computed by libcrypto.
enum Digest {
  /// SHA-384 of `bytes` (48 bytes).
  static func sha384<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
    compute(bytes, Algorithm.sha384.pointer, length: 48)
  }

  /// A digest algorithm fetched from OpenSSL's provider once: `EVP_sha256()` and friends make OpenSSL look the
  /// implementation up again on every use. Fetched algorithms are immutable and safe to share between threads.
  private final class Algorithm: @unchecked Sendable {
    static let sha384 = Algorithm("SHA384", fallback: EVP_sha384())

    let pointer: OpaquePointer?

    private init(_ name: String, fallback: OpaquePointer?) {
      pointer = EVP_MD_fetch(nil, name, nil) ?? fallback
    }
  }

  private static func compute<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, _ algorithm: OpaquePointer?, length: Int
  ) -> [UInt8] {
    let input = Array(bytes)
    var output = [UInt8](repeating: 0, count: length)
    var written: UInt32 = 0
    // EVP_Digest with a built-in algorithm only fails when memory runs out, which Swift treats as fatal anyway.
    let status = input.withUnsafeBytes { raw in
      EVP_Digest(raw.baseAddress, raw.count, &output, &written, algorithm, nil)
    }
    precondition(status == 1 && Int(written) == length, "libcrypto could not compute a SHA-2 digest")
    return output
  }
}
