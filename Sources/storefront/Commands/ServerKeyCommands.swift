import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StorefrontApp

extension CommandSpec {
  /// `storefront server key new|add|list|remove`: the API keys backends sign their bearer tokens with.
  static let serverKey = CommandSpec(
    name: "key",
    summary: Phrase(en: "manage the API keys that sign App Store Server API requests", zhHans: "管理为 App Store Server API 请求签名的 API 密钥"),
    subcommands: [
      CommandSpec(
        name: "new",
        summary: Phrase(
          en: "make an API key: a P-256 private key written to FILE as PKCS#8 PEM (like Apple's .p8), mode 0600",
          zhHans: "生成 API 密钥：以 PKCS#8 PEM（如同 Apple 的 .p8）将 P-256 私钥写入 FILE，权限 0600"),
        discussion: Phrase(
          en: "Registers the key in the sandbox and prints its key id, issuer id and the app's bundle id — the three "
            + "values Apple's AppStoreServerAPIClient takes with the key.",
          zhHans: "在沙盒中注册该密钥，并打印其密钥 ID、issuer ID 和 App 的 bundle ID：Apple 的 AppStoreServerAPIClient "
            + "与密钥一同需要的三个值。"),
        arguments: [
          ArgumentSpec(
            name: "FILE", help: Phrase(en: "where to write the private key (must not exist)", zhHans: "私钥写到哪里（不得已存在）"))
        ],
        options: OptionSpec.sandboxOptions + [.json],
        run: { arguments in
          let path = arguments.positionals[0]
          guard !FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure(
              Phrase(en: "\(path) already exists; choose another FILE", zhHans: "\(path)已存在；请另选一个 FILE"))
          }
          let session = try await SandboxSession.open(arguments)
          let key = try ES256PrivateKey.generate()
          let keyID = APIKeyID.make()
          let issuerID = try await session.sandbox.issuerID()
          guard FileManager.default.createFile(atPath: path, contents: Data(try key.pkcs8PEM().utf8), attributes: [.posixPermissions: 0o600])
          else { throw CommandFailure(Phrase(en: "cannot write \(path)", zhHans: "无法写入\(path)")) }
          try await session.sandbox.addAPIKey(keyID: keyID, issuerID: issuerID, publicKeyDER: try key.publicKey().spki())
          try printKey(
            keyID: keyID, issuerID: issuerID, bundleID: session.sandbox.bundleID, json: arguments.flag("json"),
            language: arguments.language)
          return 0
        }),
      CommandSpec(
        name: "add",
        summary: Phrase(
          en: "register an existing key's public half (PEM: BEGIN PUBLIC KEY, or the private key itself)",
          zhHans: "注册已有密钥的公钥部分（PEM：BEGIN PUBLIC KEY，或私钥本身）"),
        arguments: [ArgumentSpec(name: "FILE", help: Phrase(en: "the PEM file", zhHans: "PEM 文件"))],
        options: OptionSpec.sandboxOptions + [
          .value(
            "key-id", "ID",
            help: Phrase(en: "the key id tokens carry as kid (default: a new one)", zhHans: "令牌以 kid 携带的密钥 ID（默认：新建一个）")),
          .value(
            "issuer-id", "ID",
            help: Phrase(
              en: "the issuer id tokens carry as iss (default: the sandbox's)", zhHans: "令牌以 iss 携带的 issuer ID（默认：沙盒的）")),
          .json,
        ],
        run: { arguments in
          let path = arguments.positionals[0]
          guard let pem = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CommandFailure(Phrase(en: "cannot read \(path)", zhHans: "无法读取\(path)"))
          }
          let publicKey: ES256PublicKey
          do {
            publicKey = try (try? ES256PublicKey(pem: pem)) ?? ES256PrivateKey(pem: pem).publicKey()
          } catch {
            throw CommandFailure(
              Phrase(en: "\(path) holds no P-256 public or private key: \(error)", zhHans: "\(path)中没有 P-256 公钥或私钥：\(error)"))
          }
          let session = try await SandboxSession.open(arguments)
          let keyID = arguments.value("key-id") ?? APIKeyID.make()
          let sandboxIssuer = try await session.sandbox.issuerID()
          let issuerID = arguments.value("issuer-id") ?? sandboxIssuer
          do {
            try await session.sandbox.addAPIKey(keyID: keyID, issuerID: issuerID, publicKeyDER: try publicKey.spki())
          } catch ServerAPIError.keyIDTaken {
            throw CommandFailure(
              Phrase(
                en: "a key with id \(keyID) is already registered; remove it first or pick another --key-id",
                zhHans: "ID 为\(keyID)的密钥已注册；请先移除它，或另选一个 --key-id"))
          }
          try printKey(
            keyID: keyID, issuerID: issuerID, bundleID: session.sandbox.bundleID, json: arguments.flag("json"),
            language: arguments.language)
          return 0
        }),
      CommandSpec(
        name: "list", summary: Phrase(en: "list the registered API keys", zhHans: "列出已注册的 API 密钥"),
        options: OptionSpec.sandboxOptions + [.json],
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let keys = try await session.sandbox.apiKeys()
          if arguments.flag("json") {
            let items = keys.map { ["keyId": $0.keyID, "issuerId": $0.issuerID, "bundleId": session.sandbox.bundleID] }
            Console.out(JSONText.compact(items))
          } else if keys.isEmpty {
            Console.out(
              arguments.language.say(
                en: "No API keys; make one with 'storefront server key new FILE'.",
                zhHans: "没有 API 密钥；请用“storefront server key new FILE”生成一个。"))
          } else {
            let bundleID = session.sandbox.bundleID
            for key in keys {
              Console.out(
                arguments.language.say(
                  en: "\(key.keyID)  issuer \(key.issuerID)  bundle \(bundleID)",
                  zhHans: "\(key.keyID)  颁发者 ID \(key.issuerID)  bundle ID \(bundleID)"))
            }
          }
          return 0
        }),
      CommandSpec(
        name: "remove",
        summary: Phrase(
          en: "unregister an API key: tokens it signs get 401 from now on",
          zhHans: "注销 API 密钥：从现在起，用它签名的令牌会得到 401"),
        arguments: [ArgumentSpec(name: "KEY-ID", help: Phrase(en: "the key id", zhHans: "密钥 ID"))],
        options: OptionSpec.sandboxOptions,
        run: { arguments in
          let keyID = arguments.positionals[0]
          let session = try await SandboxSession.open(arguments)
          guard try await session.sandbox.removeAPIKey(keyID) else {
            throw CommandFailure(Phrase(en: "no API key \(keyID) is registered", zhHans: "没有已注册的 API 密钥\(keyID)"))
          }
          Console.out(arguments.language.say(en: "Removed API key \(keyID).", zhHans: "已移除 API 密钥\(keyID)。"))
          return 0
        }),
    ])

  private static func printKey(keyID: String, issuerID: String, bundleID: String, json: Bool, language: Language) throws {
    if json {
      let object = ["keyId": keyID, "issuerId": issuerID, "bundleId": bundleID]
      Console.out(JSONText.compact(object))
    } else {
      Console.out(
        language.say(
          en: "key id     \(keyID)\nissuer id  \(issuerID)\nbundle id  \(bundleID)",
          zhHans: "密钥 ID     \(keyID)\n颁发者 ID  \(issuerID)\nbundle ID  \(bundleID)"))
    }
  }
}

/// Key ids like App Store Connect's: ten upper-case letters and digits.
enum APIKeyID {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  static func make() -> String { String((0..<10).map { _ in alphabet.randomElement()! }) }
}
