import Foundation
import StoreEngine

extension CommandSpec {
  /// `storefront server key new|add|list|remove`: the API keys backends sign their bearer tokens with.
  static let serverKey = CommandSpec(
    name: "key",
    summary: "manage the API keys that sign App Store Server API requests",
    subcommands: [
      CommandSpec(
        name: "new",
        summary: "make an API key: a P-256 private key written to FILE as PKCS#8 PEM (like Apple's .p8), mode 0600",
        discussion: "Registers the key in the sandbox and prints its key id, issuer id and the app's bundle id — the three values Apple's AppStoreServerAPIClient takes with the key.",
        arguments: [ArgumentSpec(name: "FILE", help: "where to write the private key (must not exist)")],
        options: OptionSpec.sandboxOptions + [.json],
        run: { arguments in
          guard let path = arguments.argument(0) else { throw UsageError("server key new needs a FILE to write the key to") }
          guard !FileManager.default.fileExists(atPath: path) else { throw CommandFailure("\(path) already exists; choose another FILE") }
          let session = try await SandboxSession.open(arguments)
          let key = try ES256PrivateKey.generate()
          let keyID = APIKeyID.make()
          let issuerID = try await session.sandbox.issuerID()
          guard FileManager.default.createFile(atPath: path, contents: Data(try key.pkcs8PEM().utf8), attributes: [.posixPermissions: 0o600])
          else { throw CommandFailure("cannot write \(path)") }
          try await session.sandbox.addAPIKey(keyID: keyID, issuerID: issuerID, publicKeyDER: try key.publicKey().spki())
          try printKey(keyID: keyID, issuerID: issuerID, bundleID: session.sandbox.bundleID, json: arguments.flag("json"))
          return 0
        }),
      CommandSpec(
        name: "add",
        summary: "register an existing key's public half (PEM: BEGIN PUBLIC KEY, or the private key itself)",
        arguments: [ArgumentSpec(name: "FILE", help: "the PEM file")],
        options: OptionSpec.sandboxOptions + [
          .value("key-id", "ID", help: "the key id tokens carry as kid (default: a new one)"),
          .value("issuer-id", "ID", help: "the issuer id tokens carry as iss (default: the sandbox's)"), .json,
        ],
        run: { arguments in
          guard let path = arguments.argument(0) else { throw UsageError("server key add needs a PEM FILE") }
          guard let pem = try? String(contentsOfFile: path, encoding: .utf8) else { throw CommandFailure("cannot read \(path)") }
          let publicKey: ES256PublicKey
          do {
            publicKey = try (try? ES256PublicKey(pem: pem)) ?? ES256PrivateKey(pem: pem).publicKey()
          } catch {
            throw CommandFailure("\(path) holds no P-256 public or private key: \(error)")
          }
          let session = try await SandboxSession.open(arguments)
          let keyID = arguments.value("key-id") ?? APIKeyID.make()
          let sandboxIssuer = try await session.sandbox.issuerID()
          let issuerID = arguments.value("issuer-id") ?? sandboxIssuer
          do {
            try await session.sandbox.addAPIKey(keyID: keyID, issuerID: issuerID, publicKeyDER: try publicKey.spki())
          } catch ServerAPIError.keyIDTaken {
            throw CommandFailure("a key with id \(keyID) is already registered; remove it first or pick another --key-id")
          }
          try printKey(keyID: keyID, issuerID: issuerID, bundleID: session.sandbox.bundleID, json: arguments.flag("json"))
          return 0
        }),
      CommandSpec(
        name: "list", summary: "list the registered API keys", options: OptionSpec.sandboxOptions + [.json],
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let keys = try await session.sandbox.apiKeys()
          if arguments.flag("json") {
            let items = keys.map { ["keyId": $0.keyID, "issuerId": $0.issuerID, "bundleId": session.sandbox.bundleID] }
            Console.out(String(decoding: try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys]), as: UTF8.self))
          } else if keys.isEmpty {
            Console.out("No API keys; make one with 'storefront server key new FILE'.")
          } else {
            for key in keys { Console.out("\(key.keyID)  issuer \(key.issuerID)  bundle \(session.sandbox.bundleID)") }
          }
          return 0
        }),
      CommandSpec(
        name: "remove", summary: "unregister an API key: tokens it signs get 401 from now on",
        arguments: [ArgumentSpec(name: "KEY-ID", help: "the key id")], options: OptionSpec.sandboxOptions,
        run: { arguments in
          guard let keyID = arguments.argument(0) else { throw UsageError("server key remove needs a KEY-ID") }
          let session = try await SandboxSession.open(arguments)
          guard try await session.sandbox.removeAPIKey(keyID) else { throw CommandFailure("no API key \(keyID) is registered") }
          Console.out("Removed API key \(keyID).")
          return 0
        }),
    ])

  private static func printKey(keyID: String, issuerID: String, bundleID: String, json: Bool) throws {
    if json {
      let object = ["keyId": keyID, "issuerId": issuerID, "bundleId": bundleID]
      Console.out(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
    } else {
      Console.out("key id     \(keyID)\nissuer id  \(issuerID)\nbundle id  \(bundleID)")
    }
  }
}

/// Key ids like App Store Connect's: ten upper-case letters and digits.
enum APIKeyID {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  static func make() -> String { String((0..<10).map { _ in alphabet.randomElement()! }) }
}
