import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront app-transaction`: the app's signed app transaction, as `AppTransaction.shared` gives it.
  static let appTransaction = CommandSpec(
    name: "app-transaction",
    summary: Phrase(
      en: "print the app's signed app transaction (AppTransaction.shared) and its verification verdict",
      zhHans: "输出 App 的签名 App 交易（AppTransaction.shared）及其验证结果"),
    discussion: Phrase(
      en: """
      Prints what the app got, in the words the storefront and scenarios use, then the JWS, which Apple's App
      Store Server Library verifies with SignedDataVerifier.verify_and_decode_app_transaction when it trusts the
      exported root. An injected
      app-transaction error makes it fail; an injected verification error makes it unverified.
      Exit status: 0 verified; 1 it failed or did not verify.
      """,
      zhHans: """
      用店面和场景所用的同样措辞输出 App 得到了什么，然后输出 JWS；Apple 的 App Store Server Library 信任导出的
      根证书后，可用 SignedDataVerifier.verify_and_decode_app_transaction 验证它。注入 app-transaction 错误会让它
      失败；注入验证错误会让它未通过验证。
      退出状态：0 已验证；1 失败或未通过验证。
      """),
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let result = await StoreExecutor(sandbox: session.sandbox).run(.readAppTransaction)
      guard case .appTransaction(let outcome) = result.outcome, let app = outcome.appTransaction else {
        throw CommandFailure(words: TerminalText.safe(await session.words().report(result).text))
      }
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(json(outcome, app)))
      } else {
        Console.out(TerminalText.safe(await session.words().report(result).text))
        Console.out(app.jwsRepresentation)
      }
      return result.succeeded ? 0 : 1
    }
  )

  /// The app transaction as JSON: StoreKit's property names, the verdict and the JWS.
  private static func json(_ outcome: AppTransactionOutcome, _ app: AppTransaction) -> [String: Any] {
    var object: [String: Any] = [
      "appTransactionID": app.appTransactionID, "bundleID": app.bundleID, "environment": app.environment,
      "appVersion": app.appVersion, "originalAppVersion": app.originalAppVersion,
      "originalPurchaseDate": DateText.iso(app.originalPurchaseDate), "signedDate": DateText.iso(app.signedDate),
      "verified": outcome.verificationError == nil, "jwsRepresentation": app.jwsRepresentation,
    ]
    object["originalPlatform"] = app.originalPlatform
    object["verificationError"] = outcome.verificationError?.rawValue
    return object
  }
}
