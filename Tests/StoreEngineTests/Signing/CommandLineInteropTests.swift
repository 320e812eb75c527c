import Foundation
import Testing
import TestSupport

/// What `storefront buy`, the renewal scheduler and `storefront app-transaction` sign verifies with Apple's own App
/// Store Server Library (Python, `SignedDataVerifier` trusting the exported root, online checks off) and decodes to
/// the same field values.
@Suite(.timeLimit(.minutes(2))) struct CommandLineInteropTests {
  static let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/verify_signed_list.py")

  @Test func purchasesRenewalsRefundsAndRenewalInfoVerifyWithApplesLibrary() async throws {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    try #require(check.status == 0, "Apple's app-store-server-library is not installed for python3; run scripts/install-deps")
    let directory = try ProjectPaths.temporaryDirectory("interop")
    let sandbox = ["--sandbox", directory.appendingPathComponent("ledger.sqlite").path]
    func storefront(_ arguments: [String]) async throws -> String {
      let result = try await ProcessRunner.storefront(arguments + sandbox)
      try #require(result.status == 0, "storefront \(arguments.joined(separator: " ")) failed: \(result.stderr)")
      return result.stdout
    }
    _ = try await storefront(["buy", "com.example.storefront.plus.standard.monthly", "--app-account-token", "7e3fb20b-4cdb-47cc-936d-99d65f608138"])
    _ = try await storefront(["buy", "com.example.storefront.gems.100", "--quantity", "4"])
    _ = try await storefront(["buy", "com.example.storefront.removeads"])
    _ = try await storefront(["clock", "advance", "4mo"])
    _ = try await storefront(["refund", "3", "--reason", "developer-issue"])
    let root = directory.appendingPathComponent("root.der").path
    _ = try await storefront(["cert", "export", root, "--der"])

    let listed = try JSONSerialization.jsonObject(with: Data(try await storefront(["transactions", "--json"]).utf8)) as? [[String: Any]] ?? []
    let transactions = listed.compactMap { $0["jwsRepresentation"] as? String }
    let statuses = try JSONSerialization.jsonObject(with: Data(try await storefront(["subscription", "status", "--json"]).utf8)) as? [[String: Any]] ?? []
    let renewalInfos = statuses.compactMap { $0["signedRenewalInfo"] as? String }
    #expect(transactions.count == 7)  // subscription with intro, 4 renewals, gems, remove ads
    #expect(renewalInfos.count == 1)
    let app = try JSONSerialization.jsonObject(with: Data(try await storefront(["app-transaction", "--json"]).utf8)) as? [String: Any]
    let appTransactions = [app?["jwsRepresentation"] as? String].compactMap { $0 }
    #expect(appTransactions.count == 1)

    let request = directory.appendingPathComponent("request.json")
    try JSONSerialization.data(withJSONObject: [
      "transactions": transactions, "renewalInfos": renewalInfos, "appTransactions": appTransactions,
    ]).write(to: request)
    let verified = try await ProcessRunner.run("python3", [Self.script.path, root, "com.example.storefront", "Sandbox", request.path])
    try #require(verified.status == 0, "Apple's library refused what storefront signed: \(verified.stdout) \(verified.stderr)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(verified.stdout.utf8)) as? [String: Any])
    let decoded = report.compactMapValues { $0 as? [[String: Any]] }
    let decodedAll = (decoded["transactions"] ?? []) + (decoded["renewalInfos"] ?? []) + (decoded["appTransactions"] ?? [])
    #expect(decodedAll.count == transactions.count + renewalInfos.count + appTransactions.count)
    for (jws, apple) in zip(transactions + renewalInfos + appTransactions, decodedAll) {
      let signed = try payload(of: jws)
      // Apple's transaction and renewal info models have no device verification fields: those are for the device alone.
      for (key, value) in signed where !key.hasPrefix("deviceVerification") || jws == appTransactions.first {
        #expect(apple[key].map { "\($0)" } == "\(value)", "field \(key) of \(signed["transactionId"] ?? "renewal info")")
      }
    }
    let reasons = (decoded["transactions"] ?? []).compactMap { $0["transactionReason"] as? String }
    #expect(reasons.filter { $0 == "RENEWAL" }.count == 4)
    #expect((decoded["transactions"] ?? []).contains { $0["revocationReason"] as? Int == 1 })
  }

  private func payload(of jws: String) throws -> [String: Any] {
    let segment = String(jws.split(separator: ".")[1])
    var base64 = segment.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    let data = try #require(Data(base64Encoded: base64))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
