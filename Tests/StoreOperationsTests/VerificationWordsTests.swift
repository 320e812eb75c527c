import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import Testing

/// Why signed data failed verification, said by the renderer in whole sentences in both languages. The reasons are
/// StoreKit's `VerificationResult.VerificationError` (https://developer.apple.com/documentation/storekit/verificationresult/verificationerror);
/// the JWS's field names (`alg`, `x5c`, `signedDate`) and OpenSSL's own texts stay as they are.
@Suite struct VerificationWordsTests {
  @Test func problemsInBothLanguages() {
    let expired = VerificationFailure.PathError(
      code: 10, message: "certificate has expired", role: .leaf,
      validatedAt: Date(timeIntervalSince1970: 1_672_956_154), source: .payload(key: "signedDate"),
      validity: Date(timeIntervalSince1970: 1_600_000_000)...Date(timeIntervalSince1970: 1_650_000_000),
      isMissingKeyIdentifier: false)
    let cases: [(VerificationFailure.Problem, String, String)] = [
      (
        .path(expired),
        "the leaf certificate: certificate has expired, validated at signedDate 2023-01-05T22:02:34.000Z "
          + "(it is valid from 2020-09-13T12:26:40.000Z to 2022-04-15T05:20:00.000Z)",
        "叶证书：certificate has expired，按 signedDate 2023-01-05T22:02:34.000Z 验证"
          + "（其有效期为 2020-09-13T12:26:40.000Z 至 2022-04-15T05:20:00.000Z）"
      ),
      (
        .chainLength(count: 1, accepted: .appStore),
        "x5c holds 1 certificate; this verifier accepts exactly 3 (leaf, intermediate, root)",
        "x5c 含 1 张证书；此验证器只接受正好 3 张（叶证书、中间证书、根证书）"
      ),
      (
        .claimMismatch(path: "data.environment", found: "\"Sandbox\"", expected: "Production"),
        "the payload's data.environment is \"Sandbox\"; this verifier expects 'Production'",
        "载荷的 data.environment 为 \"Sandbox\"；此验证器期望 'Production'"
      ),
      (.notBase64URL(.payload), "the payload is not base64url", "载荷不是 base64url"),
      (
        .signatureLength(bytes: 63), "the signature is 63 bytes; an ES256 signature is 64 (r‖s)",
        "签名为 63 字节；ES256 签名应为 64 字节（r‖s）"
      ),
      (
        .missingMarker(.intermediate, oid: "1.2.840.113635.100.6.2.1"),
        "the intermediate lacks Apple's WWDR intermediate extension 1.2.840.113635.100.6.2.1",
        "中间证书缺少 Apple 的 WWDR 中间证书扩展 1.2.840.113635.100.6.2.1"
      ),
    ]
    for (problem, english, chinese) in cases {
      #expect(VerificationWords.problem(problem, language: .en) == english)
      #expect(VerificationWords.problem(problem, language: .zhHans) == chinese)
    }
  }
}

/// Why a sandbox cannot be opened and why a scenario step waited in vain, said by the renderer in both languages,
/// with the path and SQLite's or the system's own text kept as they are.
@Suite struct SandboxWordsTests {
  @Test func sandboxErrorsInBothLanguages() {
    let cases: [(SandboxError, String, String)] = [
      (
        .symlink(path: "/tmp/s.sqlite"), "refusing the sandbox /tmp/s.sqlite: it is a symbolic link (use the real path)",
        "拒绝使用沙盒 /tmp/s.sqlite：它是符号链接（请使用真实路径）"
      ),
      (
        .unreadable(path: "/tmp/s.sqlite", detail: "Permission denied"),
        "cannot open the sandbox /tmp/s.sqlite: Permission denied", "无法打开沙盒 /tmp/s.sqlite：Permission denied"
      ),
      (
        .newerVersion(path: "/tmp/s.sqlite", found: 9, supported: 7),
        "the sandbox /tmp/s.sqlite was written by a newer Storefront (schema 9, this one reads up to 7); update Storefront",
        "沙盒 /tmp/s.sqlite 由更新版本的 Storefront 写入（架构版本 9，此版本最多读取 7）；请更新 Storefront"
      ),
    ]
    for (error, english, chinese) in cases {
      #expect(SandboxWords.sentence(error, language: .en) == english)
      #expect(SandboxWords.sentence(error, language: .zhHans) == chinese)
      #expect(SandboxWords.sentence(error as any Error, language: .zhHans) == chinese)
    }
  }

  /// Transactions a scenario waited for on `Transaction.updates` (https://developer.apple.com/documentation/storekit/transaction/updates).
  @Test func updatesThatNeverArrivedInBothLanguages() {
    let english = OutcomeWords(language: .en, surface: .scenario)
    let chinese = OutcomeWords(language: .zhHans, surface: .scenario)
    #expect(english.updatesNeverArrived([3]) == "the app never received transaction 3 on Transaction.updates")
    #expect(english.updatesNeverArrived([3, 4]) == "the app never received transactions 3 and 4 on Transaction.updates")
    #expect(chinese.updatesNeverArrived([3, 4]) == "App 始终没有在 Transaction.updates 上收到交易 3和4")
  }
}
