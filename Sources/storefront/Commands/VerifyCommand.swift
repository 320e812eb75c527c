import Foundation
import StoreCatalog
import StoreEngine

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
      summary: "decode and verify a signed transaction, renewal info or notification (JWS)",
      discussion: """
        Checks signed data as Apple's App Store Server Library does: the certificate chain in the header must
        lead to a trusted root at the payload's signedDate and carry Apple's marker extensions, and the leaf
        must have made the ES256 signature. Data with one self-signed certificate (Xcode's local StoreKit
        testing) verifies when that certificate is given with --root. Without --root it trusts the root of
        the sandbox --catalog and --sandbox name. Prints the header, the payload and the verdict; exits 0
        when verified, 1 when not.
        """,
      arguments: [
        ArgumentSpec(
          name: "JWS", help: "the compact JWS, a file holding it, or - to read standard input (default)",
          isOptional: true)
      ],
      options: [
        .value("root", "FILE", help: "trust this root certificate, PEM or DER (repeat for more)"),
        .value("bundle-id", "ID", help: "require the payload's bundleId to be ID"),
        .value("environment", "ENV", help: "require the payload's environment to be ENV (Sandbox, Production, Xcode)"),
        .value("at", "TIME", help: "validate the chain at TIME (ISO 8601, or ms since 1970) instead of signedDate"),
        .flag("no-strict-x509", help: "accept certificates without key identifiers (Apple's published test chain)"),
        .flag("json", help: "print one JSON object instead of text"),
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
    if let failure = outcome.failure { throw CommandFailure("unverified: \(failure.detail)") }
    return 0
  }

  // MARK: - Input

  private func readJWS() throws -> String {
    let source = arguments.argument(0) ?? "-"
    let data: Data
    if source == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else if FileManager.default.fileExists(atPath: source) {
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: source))
      } catch {
        throw CommandFailure("cannot read \(source): \(error.localizedDescription)")
      }
    } else {
      data = Data(source.utf8)
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { throw UsageError("no signed data given: pass a JWS, a file holding one, or pipe it in") }
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
      throw UsageError("give --root FILE: the root certificate to trust (for example from 'storefront cert export')")
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
      throw CommandFailure("cannot use the root certificates: \(error)")
    }
  }

  /// The DER certificates in a root file: every block of a PEM file, or the whole file as DER.
  private func readRoot(_ path: String) throws -> [Data] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure("cannot read the root certificate file \(path)")
    }
    do {
      if let text = String(data: data, encoding: .utf8), text.contains("-----BEGIN") {
        return try X509Certificate.certificates(pem: text).map(\.der)
      }
      return [try X509Certificate(der: data).der]
    } catch {
      throw CommandFailure("\(path) is not a PEM or DER certificate: \(error)")
    }
  }

  private static func parseTime(_ text: String) throws -> Date {
    if let milliseconds = Double(text), milliseconds.isFinite {
      return Date(timeIntervalSince1970: milliseconds / 1000)
    }
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    throw UsageError("--at expects an ISO 8601 time (2024-05-01T12:00:00Z) or milliseconds since 1970, got '\(text)'")
  }

  // MARK: - Reports

  private func textReport(_ outcome: JWSVerification) -> String {
    guard let jws = outcome.decoded else { return "Verdict: UNVERIFIED\n" + failureLines(outcome.failure) }
    var lines = ["Header:"]
    lines.append("  alg: \(jws.header["alg"].map { $0.formatted() } ?? "(none)")")
    if let kid = jws.header["kid"] { lines.append("  kid: \(kid.formatted())") }
    let chain = jws.certificateChain ?? []
    lines.append("  x5c: \(chain.count) certificate\(chain.count == 1 ? "" : "s")")
    for (index, certificate) in chain.enumerated() { lines.append("    [\(index)] \(describe(certificate))") }
    lines.append("Payload:")
    lines.append(jws.payload.formatted().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    if outcome.isVerified {
      lines.append("Verdict: verified (signed by a certificate chain that leads to a trusted root)")
      return lines.joined(separator: "\n") + "\n"
    }
    return lines.joined(separator: "\n") + "\nVerdict: UNVERIFIED\n" + failureLines(outcome.failure)
  }

  private func failureLines(_ failure: VerificationFailure?) -> String {
    guard let failure else { return "" }
    var lines = "  why: \(failure.detail)\n  StoreKit reason: \(failure.reason.rawValue) (\(failure.reason))\n"
    if failure.detail.contains("Key Identifier"), !arguments.flag("no-strict-x509") {
      lines += "  hint: Apple's published test certificates lack key identifiers; --no-strict-x509 accepts them\n"
    }
    return lines
  }

  /// One line about an `x5c` entry; names are quoted and escaped since they come from untrusted data.
  private func describe(_ base64: String) -> String {
    guard let der = Data(base64Encoded: base64), let certificate = try? X509Certificate(der: der) else {
      return "(not a DER certificate)"
    }
    let subject = JSONNode(.string(certificate.subject)).formatted()
    let day = Date.ISO8601FormatStyle().year().month().day()
    return "\(subject), valid \(certificate.notBefore.formatted(day)) to \(certificate.notAfter.formatted(day))"
  }

  private func jsonReport(_ outcome: JWSVerification) -> String {
    var report = JSONObject(["verified": .bool(outcome.isVerified)])
    if let failure = outcome.failure {
      report["failure"] = JSONNode(
        .object(
          JSONObject([
            "reason": .string(failure.reason.rawValue), "check": .string(failure.check.rawValue),
            "detail": .string(failure.detail),
          ])))
    }
    if let jws = outcome.decoded {
      report["header"] = jws.header
      report["payload"] = jws.payload
    }
    return JSONNode(.object(report)).formatted() + "\n"
  }
}
