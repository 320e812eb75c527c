import COpenSSL
import FoundationEssentials

extension UUID {
  /// A random (version 4) UUID from OpenSSL's generator: Foundation's `UUID()` opens, reads and closes
  /// `/dev/urandom` each time, three system calls that show in every signed payload's cost.
  static func randomNonce() -> UUID {
    var bytes = uuid_t(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let filled = withUnsafeMutableBytes(of: &bytes) { RAND_bytes($0.baseAddress, Int32($0.count)) == 1 }
    guard filled else { return UUID() }
    bytes.6 = bytes.6 & 0x0F | 0x40
    bytes.8 = bytes.8 & 0x3F | 0x80
    return UUID(uuid: bytes)
  }
}
