import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StorefrontApp

extension CommandSpec {
  /// `storefront cert export`.
  static let cert = CommandSpec(
    name: "cert",
    summary: Phrase(
      en: "export the sandbox's root certificate so a backend can verify its transactions",
      zhHans: "导出沙盒的根证书，以便后端验证它的交易"),
    subcommands: [
      CommandSpec(
        name: "export",
        summary: Phrase(
          en: "write the sandbox's root certificate as PEM (to PATH, or to stdout)",
          zhHans: "以 PEM 格式写出沙盒的根证书（写到 PATH 或标准输出）"),
        discussion: Phrase(
          en: """
          Backends using Apple's App Store Server Library verify the sandbox's transactions by trusting this
          root: SignedDataVerifier([root DER], online checks off, Environment.SANDBOX, bundle id).
          Convert to DER with: openssl x509 -in root.pem -outform der -out root.der
          """,
          zhHans: """
          使用 Apple App Store Server Library 的后端信任此根证书即可验证沙盒的交易：
          SignedDataVerifier([根证书 DER], 关闭在线检查, Environment.SANDBOX, bundle id)。
          转换为 DER：openssl x509 -in root.pem -outform der -out root.der
          """),
        arguments: [
          ArgumentSpec(
            name: "PATH", help: Phrase(en: "where to write the PEM (created 0600)", zhHans: "PEM 写到哪里（以 0600 权限创建）"),
            isOptional: true)
        ],
        options: OptionSpec.sandboxOptions + [.flag("der", help: Phrase(en: "write DER instead of PEM", zhHans: "写出 DER 而非 PEM"))],
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let der = arguments.flag("der")
          let data = der ? session.sandbox.rootCertificateDER : Data(session.sandbox.rootCertificatePEM.utf8)
          guard let path = arguments.argument(0), path != "-" else {
            Console.out(bytes: Array(data))
            return 0
          }
          let created = FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
          guard created else { throw CommandFailure(Phrase(en: "cannot write \(path)", zhHans: "无法写入\(path)")) }
          let (bundleID, environment) = (session.sandbox.bundleID, session.sandbox.signingContext.environment)
          Console.out(
            arguments.language.say(
              en: "Wrote the sandbox root certificate to \(path) (bundle id \(bundleID), environment \(environment)).",
              zhHans: "已将沙盒根证书写入\(path)（bundle id \(bundleID)，环境\(environment)）。"))
          return 0
        })
    ]
  )
}
