import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

/// Supplies the roots `storefront verify` trusts when no `--root` is given: the root of the sandbox that
/// `--catalog` and `--sandbox` name.
typealias VerifyDefaultRoots = @Sendable (ParsedArguments) throws -> [Data]

extension CommandSpec {
  /// `storefront verify`: decode and verify signed data, print it and the verdict.
  static let verify = verifyCommand(defaultRoots: { arguments in [try SandboxSession.rootCertificate(arguments)] })

  /// The `verify` command, trusting what `defaultRoots` supplies when no `--root` is given.
  static func verifyCommand(defaultRoots: VerifyDefaultRoots?) -> CommandSpec {
    CommandSpec(
      name: "verify",
      summary: Phrase(
        en: "decode and verify a signed transaction, renewal info or notification (JWS)",
        zhHans: "解码并验证签名的交易、续期信息或通知（JWS）"),
      discussion: Phrase(
        en: """
        Checks signed data as Apple's App Store Server Library does: the certificate chain in the header must
        lead to a trusted root at the payload's signedDate and carry Apple's marker extensions, and the leaf
        must have made the ES256 signature. Data with one self-signed certificate (Xcode's local StoreKit
        testing) verifies when that certificate is given with --root. Without --root it trusts the root of
        the sandbox --catalog and --sandbox name. Prints the header, the payload and the verdict; exits 0
        when verified, 1 when not.
        """,
        zhHans: """
        按 Apple App Store Server Library 的方式检查签名数据：头部的证书链必须在载荷的 signedDate 时刻通向受信任的
        根证书并带有 Apple 的标记扩展，且 ES256 签名必须由叶证书生成。只有一张自签名证书的数据（Xcode 本地
        StoreKit 测试）在用 --root 给出该证书时可通过验证。不带 --root 时信任 --catalog 和 --sandbox 所指沙盒的
        根证书。输出头部、载荷和验证结果；通过验证时退出状态为 0，否则为 1。
        """),
      arguments: [
        ArgumentSpec(
          name: "JWS",
          help: Phrase(
            en: "the compact JWS, a file holding it, or - to read standard input (default)",
            zhHans: "紧凑格式的 JWS、包含它的文件，或用 - 从标准输入读取（默认）"),
          isOptional: true)
      ],
      options: [
        .value(
          "root", "FILE",
          help: Phrase(
            en: "trust this root certificate, PEM or DER (repeat for more)", zhHans: "信任此根证书，PEM 或 DER（可重复给出多个）")),
        .value(
          "bundle-id", "ID",
          help: Phrase(en: "require the payload's bundleId to be ID", zhHans: "要求载荷的 bundleId 为 ID")),
        .value(
          "environment", "ENV",
          help: Phrase(
            en: "require the payload's environment to be ENV (Sandbox, Production, Xcode)",
            zhHans: "要求载荷的 environment 为 ENV（Sandbox、Production、Xcode）")),
        .value(
          "at", "TIME",
          help: Phrase(
            en: "validate the chain at TIME (ISO 8601, or ms since 1970) instead of signedDate",
            zhHans: "在 TIME 时刻（ISO 8601，或自 1970 年起的毫秒数）而非 signedDate 验证证书链")),
        .flag(
          "no-strict-x509",
          help: Phrase(
            en: "accept certificates without key identifiers (Apple's published test chain)",
            zhHans: "接受没有密钥标识符的证书（Apple 公布的测试证书链）")),
        .flag("json", help: Phrase(en: "print one JSON object instead of text", zhHans: "输出一个 JSON 对象而非文本")),
      ] + (defaultRoots == nil ? [] : OptionSpec.sandboxOptions),
      run: { arguments in try VerifyCommand(arguments: arguments, defaultRoots: defaultRoots).run() })
  }
}

/// Runs `storefront verify`: reads the JWS, builds a verifier from the options, prints the report.
struct VerifyCommand {
  let arguments: ParsedArguments
  let defaultRoots: VerifyDefaultRoots?

  func run() throws -> Int32 {
    let verifier = try verifier()
    let outcome = verifier.verify(try readJWS())
    Console.out(arguments.flag("json") ? jsonReport(outcome) : textReport(outcome), terminator: "")
    if let failure = outcome.failure {
      let detail = VerificationWords.problem(failure.problem, language: arguments.language)
      throw CommandFailure(Phrase(en: "unverified: \(detail)", zhHans: "未通过验证：\(detail)"))
    }
    return 0
  }

  // MARK: - Input

  private func readJWS() throws -> String {
    let source = arguments.argument(0) ?? "-"
    let data: Data
    if source == "-" {
      data = Data(Console.standardInput())
    } else if FileManager.default.fileExists(atPath: source) {
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: source))
      } catch {
        let reason = SystemErrorWords.describing(error)
        throw CommandFailure(Phrase(en: "cannot read \(source): \(reason)", zhHans: "无法读取\(source)：\(reason)"))
      }
    } else {
      data = Data(source.utf8)
    }
    let text = String(decoding: data, as: UTF8.self).trimmingWhitespace()
    guard !text.isEmpty else {
      throw UsageError(
        Phrase(
          en: "no signed data given: pass a JWS, a file holding one, or pipe it in",
          zhHans: "没有给出签名数据：请传入 JWS、包含它的文件，或通过管道输入"))
    }
    return text
  }

  private func verifier() throws -> JWSVerifier {
    let paths = arguments.values["root"] ?? []
    let roots: [Data]
    if !paths.isEmpty {
      roots = try paths.flatMap(readRoot)
    } else if let defaultRoots {
      roots = try defaultRoots(arguments)
    } else {
      throw UsageError(
        Phrase(
          en: "give --root FILE: the root certificate to trust (for example from 'storefront cert export')",
          zhHans: "请给出 --root FILE：要信任的根证书（例如来自 'storefront cert export'）"))
    }
    var options =
      paths.isEmpty
      ? JWSVerifier.Options() : JWSVerifier.Options.appStoreServerLibrary()
    options.chain = .appStoreOrXcodeLocal
    options.expectedBundleID = arguments.value("bundle-id")
    options.expectedEnvironment = arguments.value("environment")
    options.strictX509 = !arguments.flag("no-strict-x509")
    if let time = arguments.value("at") { options.validationTime = .fixed(try Self.parseTime(time)) }
    do {
      return try JWSVerifier(trustedRoots: roots, options: options)
    } catch {
      let reason = "\(error)"
      throw CommandFailure(Phrase(en: "cannot use the root certificates: \(reason)", zhHans: "无法使用这些根证书：\(reason)"))
    }
  }

  /// The DER certificates in a root file: every block of a PEM file, or the whole file as DER.
  private func readRoot(_ path: String) throws -> [Data] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(Phrase(en: "cannot read the root certificate file \(path)", zhHans: "无法读取根证书文件\(path)"))
    }
    do {
      if let text = String(data: data, encoding: .utf8), text.contains("-----BEGIN") {
        return try X509Certificate.certificates(pem: text).map(\.der)
      }
      return [try X509Certificate(der: data).der]
    } catch {
      let reason = "\(error)"
      throw CommandFailure(
        Phrase(en: "\(path) is not a PEM or DER certificate: \(reason)", zhHans: "\(path)不是 PEM 或 DER 证书：\(reason)"))
    }
  }

  private static func parseTime(_ text: String) throws -> Date {
    if let milliseconds = Double(text), milliseconds.isFinite {
      return Date(timeIntervalSince1970: milliseconds / 1000)
    }
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    throw UsageError(
      Phrase(
        en: "--at expects an ISO 8601 time (2024-05-01T12:00:00Z) or milliseconds since 1970, got '\(text)'",
        zhHans: "--at 的值应为 ISO 8601 时间（2024-05-01T12:00:00Z）或自 1970 年起的毫秒数，实际为 '\(text)'"))
  }

  // MARK: - Reports

  /// The header, the payload and the verdict; the JWS's own field names (`alg`, `kid`, `x5c`) are kept as they are.
  private func textReport(_ outcome: JWSVerification) -> String {
    let language = arguments.language
    let unverified = language.say(en: "Verdict: UNVERIFIED", zhHans: "验证结果：未通过验证")
    guard let jws = outcome.decoded else { return unverified + "\n" + failureLines(outcome.failure) }
    var lines = [language.say(en: "Header:", zhHans: "头部：")]
    lines.append("  alg: \(jws.header["alg"].map { $0.formatted() } ?? language.say(en: "(none)", zhHans: "（无）"))")
    if let kid = jws.header["kid"] { lines.append("  kid: \(kid.formatted())") }
    let count = (jws.certificateChain ?? []).count
    lines.append(
      language.say(
        en: "  x5c: " + Language.english(count, one: "1 certificate", other: "\(count) certificates"),
        zhHans: "  x5c: \(count)张证书"))
    for (index, certificate) in (jws.certificateChain ?? []).enumerated() {
      lines.append("    [\(index)] \(describe(certificate))")
    }
    lines.append(language.say(en: "Payload:", zhHans: "载荷："))
    lines.append(jws.payload.formatted().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    if outcome.isVerified {
      lines.append(
        language.say(
          en: "Verdict: verified (signed by a certificate chain that leads to a trusted root)",
          zhHans: "验证结果：已验证（由通向受信任根证书的证书链签名）"))
      return lines.joined(separator: "\n") + "\n"
    }
    return lines.joined(separator: "\n") + "\n" + unverified + "\n" + failureLines(outcome.failure)
  }

  private func failureLines(_ failure: VerificationFailure?) -> String {
    guard let failure else { return "" }
    let language = arguments.language
    let detail = VerificationWords.problem(failure.problem, language: language)
    let reason = "\(failure.reason.rawValue) (\(failure.reason))"
    var lines = language.say(
      en: "  why: \(detail)\n  StoreKit reason: \(reason)\n", zhHans: "  原因：\(detail)\n  StoreKit 原因：\(reason)\n")
    if case .path(let error) = failure.problem, error.isMissingKeyIdentifier, !arguments.flag("no-strict-x509") {
      lines += language.say(
        en: "  hint: Apple's published test certificates lack key identifiers; --no-strict-x509 accepts them\n",
        zhHans: "  提示：Apple 公布的测试证书没有密钥标识符；--no-strict-x509 可接受它们\n")
    }
    return lines
  }

  /// One line about an `x5c` entry; names are quoted and escaped since they come from untrusted data.
  private func describe(_ base64: String) -> String {
    let language = arguments.language
    guard let der = Data(base64Encoded: base64), let certificate = try? X509Certificate(der: der) else {
      return language.say(en: "(not a DER certificate)", zhHans: "（不是 DER 证书）")
    }
    let subject = JSONNode(.string(certificate.subject)).formatted()
    let day = Date.ISO8601FormatStyle().year().month().day()
    let (from, to) = (certificate.notBefore.formatted(day), certificate.notAfter.formatted(day))
    return language.say(en: "\(subject), valid \(from) to \(to)", zhHans: "\(subject)，有效期\(from)至\(to)")
  }

  private func jsonReport(_ outcome: JWSVerification) -> String {
    var report = JSONObject(["verified": .bool(outcome.isVerified)])
    if let failure = outcome.failure {
      report["failure"] = JSONNode(
        .object(
          JSONObject([
            "reason": .string(failure.reason.rawValue), "check": .string(failure.check.rawValue),
            "detail": .string(VerificationWords.problem(failure.problem, language: .en)),
          ])))
    }
    if let jws = outcome.decoded {
      report["header"] = jws.header
      report["payload"] = jws.payload
    }
    return JSONNode(.object(report)).formatted() + "\n"
  }
}
