import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront cert export`.
  static let cert = CommandSpec(
    name: "cert",
    summary: "export the sandbox's root certificate so a backend can verify its transactions",
    subcommands: [
      CommandSpec(
        name: "export",
        summary: "write the sandbox's root certificate as PEM (to PATH, or to stdout)",
        discussion: """
          Backends using Apple's App Store Server Library verify the sandbox's transactions by trusting this
          root: SignedDataVerifier([root DER], online checks off, Environment.SANDBOX, bundle id).
          Convert to DER with: openssl x509 -in root.pem -outform der -out root.der
          """,
        arguments: [ArgumentSpec(name: "PATH", help: "where to write the PEM (created 0600)", isOptional: true)],
        options: OptionSpec.sandboxOptions + [.flag("der", help: "write DER instead of PEM")],
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let der = arguments.flag("der")
          let data = der ? session.sandbox.rootCertificateDER : Data(session.sandbox.rootCertificatePEM.utf8)
          guard let path = arguments.argument(0), path != "-" else {
            FileHandle.standardOutput.write(data)
            return 0
          }
          let created = FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
          guard created else { throw CommandFailure("cannot write \(path)") }
          Console.out("Wrote the sandbox root certificate to \(path) (bundle id \(session.sandbox.bundleID), environment \(session.sandbox.signingContext.environment)).")
          return 0
        })
    ]
  )
}
