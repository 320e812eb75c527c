import FoundationEssentials
public import InterfaceLanguage
public import StoreEngine

/// Why signed data failed verification, in words: the one wording `storefront verify`, the transaction detail view
/// and anything else that shows a `VerificationFailure` use. The JWS's own field names (`alg`, `x5c`, `signedDate`)
/// and OpenSSL's texts stay as they are.
public enum VerificationWords {
  /// The problem in one sentence without a full stop (it is shown after "why:"): "the leaf certificate: certificate
  /// has expired, validated at signedDate 2023-01-05T22:02:34.000Z (it is valid from … to …)".
  public static func problem(_ problem: VerificationFailure.Problem, language: Language) -> String {
    switch problem {
    case .tooLong(let bytes):
      language.say(
        en: "the text is \(bytes) bytes long; a signed transaction is a few kilobytes",
        zhHans: "文本长\(bytes)字节；签名交易只有几 KB")
    case .notThreeParts(let found):
      language.say(
        en: "a compact JWS has 3 dot-separated parts (header.payload.signature); this text has \(found)",
        zhHans: "紧凑 JWS 由点分隔的 3 个部分组成（header.payload.signature）；此文本有\(found)个部分")
    case .notBase64URL(let part):
      language.say(en: "the \(name(part, .en)) is not base64url", zhHans: "\(name(part, .zhHans))不是 base64url")
    case .notJSON(let part, let error):
      language.say(
        en: "the \(name(part, .en)) is not JSON: \(error)", zhHans: "\(name(part, .zhHans))不是 JSON：\(error)")
    case .notAnObject(let part):
      language.say(
        en: "the \(name(part, .en)) is JSON but not an object", zhHans: "\(name(part, .zhHans))是 JSON，但不是对象")
    case .duplicateKey(let key):
      language.say(en: "the key '\(key)' appears more than once", zhHans: "键 '\(key)' 出现了不止一次")
    case .noAlgorithm: language.say(en: "the header has no 'alg'", zhHans: "头部没有 'alg'")
    case .wrongAlgorithm(let found):
      language.say(
        en: "the header's alg is \(found); App Store data is signed with ES256 and nothing else is accepted",
        zhHans: "头部的 alg 为\(found)；App Store 数据用 ES256 签名，不接受其他算法")
    case .noCertificateChain: language.say(en: "the header has no 'x5c' certificate chain", zhHans: "头部没有 'x5c' 证书链")
    case .chainNotStrings:
      language.say(en: "the header's x5c is not an array of strings", zhHans: "头部的 x5c 不是字符串数组")
    case .emptyChain: language.say(en: "the header's x5c chain is empty", zhHans: "头部的 x5c 证书链为空")
    case .chainLength(let count, let accepted):
      language.say(
        en: "x5c holds " + Language.english(count, one: "1 certificate", other: "\(count) certificates")
          + "; this verifier accepts \(acceptedLength(accepted, .en))",
        zhHans: "x5c 含\(count)张证书；此验证器只接受\(acceptedLength(accepted, .zhHans))")
    case .certificateNotBase64(let index):
      language.say(en: "x5c[\(index)] is not standard base64", zhHans: "x5c[\(index)] 不是标准 base64")
    case .certificateNotDER(let index, let reason):
      language.say(
        en: "x5c[\(index)] is not a DER X.509 certificate: \(reason)",
        zhHans: "x5c[\(index)] 不是 DER 格式的 X.509 证书：\(reason)")
    case .path(let error): path(error, language: language)
    case .notThroughIntermediate(let length):
      language.say(
        en: "the leaf reaches a trusted root in \(length) certificates, not through x5c's intermediate; an App Store "
          + "chain is leaf → intermediate → trusted root",
        zhHans: "叶证书经\(length)张证书到达受信任的根证书，而不是经由 x5c 的中间证书；App Store 证书链为叶证书 → 中间证书 → "
          + "受信任的根证书")
    case .singleCertificateNotTrusted:
      language.say(
        en: "the single x5c certificate is not itself a trusted root certificate",
        zhHans: "x5c 中唯一的证书本身不是受信任的根证书")
    case .missingMarker(.leaf, let oid):
      language.say(
        en: "the leaf lacks Apple's receipt-signing extension \(oid)", zhHans: "叶证书缺少 Apple 的收据签名扩展\(oid)")
    case .missingMarker(.intermediate, let oid):
      language.say(
        en: "the intermediate lacks Apple's WWDR intermediate extension \(oid)",
        zhHans: "中间证书缺少 Apple 的 WWDR 中间证书扩展\(oid)")
    case .missingMarker(let role, let oid):
      language.say(
        en: "\(certificate(role, .en)) lacks Apple's marker extension \(oid)",
        zhHans: "\(certificate(role, .zhHans))缺少 Apple 的标记扩展\(oid)")
    case .unusableLeafKey(let reason):
      language.say(
        en: "the leaf's key cannot make ES256 signatures: \(reason)", zhHans: "叶证书的密钥无法生成 ES256 签名：\(reason)")
    case .signatureLength(let bytes):
      language.say(
        en: "the signature is \(bytes) bytes; an ES256 signature is 64 (r‖s)",
        zhHans: "签名为\(bytes)字节；ES256 签名应为 64 字节（r‖s）")
    case .highS:
      language.say(
        en: "the signature's s is in the upper half of the P-256 order (the malleable twin of a signature); "
          + "Storefront's signer only makes low-S signatures",
        zhHans: "签名的 s 位于 P-256 阶的上半部分（即某个签名的可延展孪生形式）；Storefront 的签名器只生成低 S 签名")
    case .signatureMismatch:
      language.say(
        en: "the signature does not match the header and payload under the leaf's key",
        zhHans: "用叶证书的密钥验证时，签名与头部和载荷不符")
    case .noSignedDate:
      language.say(
        en: "the payload has no signedDate to validate the certificates at", zhHans: "载荷中没有用于验证证书的 signedDate")
    case .signedDateNotMilliseconds(let key, let found?):
      language.say(
        en: "the payload's \(key) is \(found), not milliseconds since 1970",
        zhHans: "载荷的\(key)为\(found)，不是自 1970 年起的毫秒数")
    case .signedDateNotMilliseconds(let key, nil):
      language.say(
        en: "the payload has no \(key) in milliseconds since 1970", zhHans: "载荷中没有以自 1970 年起的毫秒数表示的\(key)")
    case .missingClaim(let key, let expected):
      language.say(
        en: "the payload has no \(key); this verifier expects '\(expected)'",
        zhHans: "载荷中没有\(key)；此验证器期望 '\(expected)'")
    case .claimMismatch(let path, let found, let expected):
      language.say(
        en: "the payload's \(path) is \(found); this verifier expects '\(expected)'",
        zhHans: "载荷的\(path)为\(found)；此验证器期望 '\(expected)'")
    }
  }

  /// OpenSSL's path validation error at one certificate, with when it was validated and, for an expired or not yet
  /// valid certificate, its validity.
  private static func path(_ error: VerificationFailure.PathError, language: Language) -> String {
    let at = iso8601(error.validatedAt)
    let (certificate, message) = (certificate(error.role, language), error.message)
    let sentence =
      switch error.source {
      case .payload(let key):
        language.say(
          en: "\(certificate): \(message), validated at \(key) \(at)", zhHans: "\(certificate)：\(message)，按\(key) \(at)验证")
      case .requestedTime:
        language.say(
          en: "\(certificate): \(message), validated at the requested time \(at)",
          zhHans: "\(certificate)：\(message)，按请求的时间\(at)验证")
      case .currentTime:
        language.say(
          en: "\(certificate): \(message), validated at the current time \(at)",
          zhHans: "\(certificate)：\(message)，按当前时间\(at)验证")
      }
    guard let validity = error.validity else { return sentence }
    let (from, to) = (iso8601(validity.lowerBound), iso8601(validity.upperBound))
    return sentence + language.say(en: " (it is valid from \(from) to \(to))", zhHans: "（其有效期为\(from)至\(to)）")
  }

  private static func certificate(_ role: VerificationFailure.CertificateRole, _ language: Language) -> String {
    switch role {
    case .certificate: language.say(en: "the certificate", zhHans: "该证书")
    case .leaf: language.say(en: "the leaf certificate", zhHans: "叶证书")
    case .intermediate: language.say(en: "the intermediate certificate", zhHans: "中间证书")
    case .root: language.say(en: "the root certificate", zhHans: "根证书")
    case .depth(let depth): language.say(en: "the certificate at depth \(depth)", zhHans: "深度\(depth)处的证书")
    }
  }

  private static func name(_ part: VerificationFailure.Part, _ language: Language) -> String {
    switch part {
    case .header: language.say(en: "header", zhHans: "头部")
    case .payload: language.say(en: "payload", zhHans: "载荷")
    case .signature: language.say(en: "signature", zhHans: "签名")
    }
  }

  private static func acceptedLength(_ requirement: JWSVerifier.Options.ChainRequirement, _ language: Language) -> String {
    switch requirement {
    case .appStore: language.say(en: "exactly 3 (leaf, intermediate, root)", zhHans: "正好 3 张（叶证书、中间证书、根证书）")
    case .xcodeLocal: language.say(en: "exactly 1 (Xcode's self-signed certificate)", zhHans: "正好 1 张（Xcode 的自签名证书）")
    case .appStoreOrXcodeLocal:
      language.say(en: "3 (an App Store chain) or 1 (Xcode's certificate)", zhHans: "3 张（App Store 证书链）或 1 张（Xcode 的证书）")
    }
  }

  /// `2023-01-05T22:02:34.000Z`: the instant as the signed data's dates are compared, in every language.
  private static func iso8601(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
