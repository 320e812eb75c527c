import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront app-transaction`: the app's signed app transaction, as `AppTransaction.shared` gives it.
  static let appTransaction = CommandSpec(
    name: "app-transaction",
    summary: "print the app's signed app transaction (AppTransaction.shared) and its verification verdict",
    discussion: """
      Prints the verdict, Apple's fields and the JWS, which Apple's App Store Server Library verifies with
      SignedDataVerifier.verify_and_decode_app_transaction when it trusts the exported root. An injected
      app-transaction error makes it fail; an injected verification error makes it unverified.
      Exit status: 0 verified; 1 it failed or did not verify.
      """,
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let result: VerificationResult<AppTransaction>
      do {
        result = try await store.appTransaction()
      } catch {
        throw CommandFailure("AppTransaction.shared threw: \(error)")
      }
      let app = result.unsafePayloadValue
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(json(result)))
      } else {
        Console.out("App transaction: \(verdict(result))")
        Console.out(TerminalText.safe(line(app)))
        Console.out(app.jwsRepresentation)
      }
      return result.isVerified ? 0 : 1
    }
  )

  /// `#1234567890 · com.example.storefront · Sandbox · version 1.0, first 1.0 on iOS · since 2026-01-01 00:00`
  private static func line(_ app: AppTransaction) -> String {
    var parts = ["#\(app.appTransactionID)", app.bundleID, app.environment]
    parts.append(
      "version \(app.appVersion), first \(app.originalAppVersion)" + (app.originalPlatform.map { " on \($0)" } ?? ""))
    parts.append("since \(DateText.short(app.originalPurchaseDate))")
    parts.append("signed \(DateText.short(app.signedDate))")
    return parts.joined(separator: " · ")
  }

  private static func verdict(_ result: VerificationResult<AppTransaction>) -> String {
    switch result {
    case .verified: "verified"
    case .unverified(_, let error): "UNVERIFIED (\(error.rawValue): \(error))"
    }
  }

  /// The app transaction as JSON: StoreKit's property names, the verdict and the JWS.
  private static func json(_ result: VerificationResult<AppTransaction>) -> [String: Any] {
    let app = result.unsafePayloadValue
    var object: [String: Any] = [
      "appTransactionID": app.appTransactionID, "bundleID": app.bundleID, "environment": app.environment,
      "appVersion": app.appVersion, "originalAppVersion": app.originalAppVersion,
      "originalPurchaseDate": DateText.iso(app.originalPurchaseDate), "signedDate": DateText.iso(app.signedDate),
      "verified": result.isVerified, "jwsRepresentation": app.jwsRepresentation,
    ]
    object["originalPlatform"] = app.originalPlatform
    object["verificationError"] = result.verificationError?.rawValue
    return object
  }
}
