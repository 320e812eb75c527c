import COpenSSL

/// A libcrypto operation failed: which operation, and OpenSSL's own words for why.
public struct OpenSSLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What Storefront was doing, in plain words ("generate a P-256 key").
  public var operation: String
  /// OpenSSL's reason string, or a short explanation when OpenSSL gave none.
  public var reason: String

  public init(operation: String, reason: String) {
    self.operation = operation
    self.reason = reason
  }

  public var description: String { "could not \(operation): \(reason)" }
}

/// Small helpers that keep OpenSSL's per-thread error queue empty and turn its failures into Swift errors.
enum OpenSSL {
  /// Empties this thread's error queue and returns an error for `operation` carrying the first reason queued.
  static func failure(_ operation: String) -> OpenSSLError {
    var reasons: [String] = []
    while true {
      let code = ERR_get_error()
      if code == 0 { break }
      var buffer = [CChar](repeating: 0, count: 256)
      ERR_error_string_n(code, &buffer, buffer.count)
      reasons.append(String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return OpenSSLError(operation: operation, reason: reasons.first ?? "OpenSSL gave no reason")
  }

  /// Throws the queued OpenSSL reason unless `result` is 1, OpenSSL's usual success value.
  static func check(_ result: Int32, _ operation: String) throws(OpenSSLError) {
    guard result == 1 else { throw failure(operation) }
  }

  /// Returns `pointer`, or throws the queued OpenSSL reason when it is nil.
  static func require(_ pointer: OpaquePointer?, _ operation: String) throws(OpenSSLError) -> OpaquePointer {
    guard let pointer else { throw failure(operation) }
    return pointer
  }

  /// Discards whatever failures OpenSSL queued on this thread (after an expected, handled failure).
  static func clearErrors() {
    ERR_clear_error()
  }

  /// Runs an `i2d_*`-style encoder that allocates its output, and returns the bytes.
  static func encode(
    _ operation: String, _ encoder: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
  ) throws(OpenSSLError) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    let length = encoder(&output)
    defer { copenssl_free(output) }
    guard length > 0, let output else { throw failure(operation) }
    return Array(UnsafeBufferPointer(start: output, count: Int(length)))
  }

  /// Runs a `d2i_*`-style decoder over all of `bytes`; fails unless it consumed every byte.
  static func decode(
    _ bytes: [UInt8], _ operation: String,
    _ decoder: (UnsafeMutablePointer<UnsafePointer<UInt8>?>, Int) -> OpaquePointer?,
    free: (OpaquePointer) -> Void
  ) throws(OpenSSLError) -> OpaquePointer {
    guard !bytes.isEmpty else { throw OpenSSLError(operation: operation, reason: "no bytes to decode") }
    let result: (OpaquePointer?, Int) = bytes.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return (nil, 0) }
      var cursor: UnsafePointer<UInt8>? = start
      let object = decoder(&cursor, buffer.count)
      return (object, cursor.map { $0 - start } ?? 0)
    }
    guard let object = result.0 else { throw failure(operation) }
    guard result.1 == bytes.count else {
      free(object)
      throw OpenSSLError(
        operation: operation, reason: "\(bytes.count - result.1) unexpected bytes after the encoded value")
    }
    return object
  }
}
