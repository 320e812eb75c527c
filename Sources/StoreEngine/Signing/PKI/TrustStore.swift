import COpenSSL
import FoundationEssentials

/// The certificates a verifier trusts, and optionally revocation lists, held in an OpenSSL `X509_STORE`;
/// validates a leaf and its intermediates against them (RFC 5280 path validation) at a chosen instant.
///
/// Thread safety: `@unchecked Sendable` because the `X509_STORE` is filled in `init` and never changed after;
/// each validation builds its own `X509_STORE_CTX`, and `X509_STORE` guards its lookups with its own lock (libssl
/// shares one store across all connections the same way). Freed once in `deinit`.
final class TrustStore: @unchecked Sendable {
  /// The `X509_STORE`, owned.
  private let pointer: OpaquePointer
  /// The trusted certificates, as given.
  let anchors: [X509Certificate]
  /// Whether revocation lists were given, which turns on CRL checking for every certificate in a chain.
  let checksRevocation: Bool
  /// The span every revocation list is in force for (from the latest `lastUpdate` to the earliest `nextUpdate`);
  /// nil without lists.
  let revocationListsInForce: (from: Date, until: Date)?

  /// What path validation concluded.
  enum Validation: Equatable {
    /// A path exists; `length` counts every certificate in it, the anchor included, and `followsGivenOrder`
    /// says whether it starts with the leaf and then the intermediates in the order given.
    case valid(length: Int, followsGivenOrder: Bool)
    /// No valid path: OpenSSL's `X509_V_ERR_*` code and words, and the depth of the certificate at fault
    /// (0 = leaf).
    case invalid(code: Int32, message: String, depth: Int32)
  }

  init(anchors: [X509Certificate], revocationLists: [Data] = []) throws(OpenSSLError) {
    let operation = "set up trusted certificates"
    let store = try OpenSSL.require(X509_STORE_new(), operation)
    var inForce: (from: Date, until: Date)?
    do throws(OpenSSLError) {
      for anchor in anchors {
        try OpenSSL.check(X509_STORE_add_cert(store, anchor.pointer), operation)
      }
      for list in revocationLists {
        let crl = try OpenSSL.decode(
          Array(list), "read a certificate revocation list", { d2i_X509_CRL(nil, $0, $1) },
          free: X509_CRL_free)
        defer { X509_CRL_free(crl) }
        try OpenSSL.check(X509_STORE_add_crl(store, crl), operation)
        let from = try X509Certificate.date(X509_CRL_get0_lastUpdate(crl))
        let until =
          try X509_CRL_get0_nextUpdate(crl).map { time throws(OpenSSLError) in try X509Certificate.date(time) }
          ?? .distantFuture
        inForce = (max(from, inForce?.from ?? from), min(until, inForce?.until ?? until))
      }
    } catch {
      X509_STORE_free(store)
      throw error
    }
    pointer = store
    self.anchors = anchors
    checksRevocation = !revocationLists.isEmpty
    revocationListsInForce = inForce
  }

  deinit { X509_STORE_free(pointer) }

  /// Validates `leaf` through `intermediates` (untrusted helpers; order does not matter to OpenSSL) to an anchor,
  /// as at `time` (whole seconds), or ignoring validity dates when `time` is nil. `strict` adds
  /// `X509_V_FLAG_X509_STRICT` (key identifiers, well-formed extensions).
  func validate(leaf: X509Certificate, intermediates: [X509Certificate], at time: Date?, strict: Bool) -> Validation {
    guard let context = X509_STORE_CTX_new(), let untrusted = OPENSSL_sk_new_null() else {
      return .invalid(code: X509_V_ERR_OUT_OF_MEM, message: "out of memory", depth: 0)
    }
    defer {
      X509_STORE_CTX_free(context)
      OPENSSL_sk_free(untrusted)
    }
    for certificate in intermediates { OPENSSL_sk_push(untrusted, UnsafeRawPointer(certificate.pointer)) }
    guard X509_STORE_CTX_init(context, pointer, leaf.pointer, untrusted) == 1 else {
      let failure = OpenSSL.failure("start path validation")
      return .invalid(code: X509_V_ERR_UNSPECIFIED, message: failure.reason, depth: 0)
    }
    let parameters = X509_STORE_CTX_get0_param(context)
    var flags = UInt(0)
    if strict { flags |= UInt(X509_V_FLAG_X509_STRICT) }
    if checksRevocation {
      flags |= UInt(X509_V_FLAG_CRL_CHECK | X509_V_FLAG_CRL_CHECK_ALL)
      X509_STORE_CTX_set_verify_cb(context, Self.treatMissingRevocationListAsNotRevoked)
    }
    if let time {
      X509_VERIFY_PARAM_set_time(parameters, time_t(time.timeIntervalSince1970.rounded(.down)))
    } else {
      flags |= UInt(X509_V_FLAG_NO_CHECK_TIME)
    }
    X509_VERIFY_PARAM_set_flags(parameters, flags)

    guard X509_verify_cert(context) == 1 else {
      OpenSSL.clearErrors()
      let code = X509_STORE_CTX_get_error(context)
      let message = X509_verify_cert_error_string(Int(code)).map { String(cString: $0) } ?? "error \(code)"
      return .invalid(code: code, message: message, depth: X509_STORE_CTX_get_error_depth(context))
    }
    guard let chain = X509_STORE_CTX_get0_chain(context) else {
      return .invalid(code: X509_V_ERR_UNSPECIFIED, message: "OpenSSL returned no chain", depth: 0)
    }
    let length = Int(OPENSSL_sk_num(chain))
    let given = [leaf] + intermediates
    let followsGivenOrder =
      length >= given.count
      && given.enumerated().allSatisfy { index, certificate in
        OpaquePointer(OPENSSL_sk_value(chain, Int32(index))).map { X509_cmp($0, certificate.pointer) == 0 } ?? false
      }
    return .valid(length: length, followsGivenOrder: followsGivenOrder)
  }

  /// A revocation list exists only for issuers that revoked something; for the others "no CRL" means "not revoked".
  private static let treatMissingRevocationListAsNotRevoked: @convention(c) (Int32, OpaquePointer?) -> Int32 = {
    ok, context in
    guard ok == 0, let context else { return ok }
    return X509_STORE_CTX_get_error(context) == X509_V_ERR_UNABLE_TO_GET_CRL ? 1 : 0
  }
}
