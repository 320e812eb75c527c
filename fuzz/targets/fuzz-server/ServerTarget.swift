import CLibFuzzer
import Foundation
import StoreCatalog
import StoreEngine
import StoreServer

/// The App Store Server API's request handlers under the fuzzer: token parsing, routing, query parsing and body
/// decoding, all through `AppStoreServerAPI.respond(to:)` over a sandbox with a registered key and a few purchases.
///
/// An input is up to five fields split by NUL bytes: method, path, query string (`a=b&c=d`), authorization, body.
/// An empty authorization field means a valid token for the sandbox's key (so inputs reach the endpoints); anything
/// else is sent as the token itself. Whatever comes in, `respond` must return a response.
let target: (api: AppStoreServerAPI, validToken: String) = blocking { await makeTarget() }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let fields = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false)
  func field(_ index: Int) -> String { index < fields.count ? String(decoding: fields[index], as: UTF8.self) : "" }
  let query = field(2).split(separator: "&").map { pair -> QueryItem in
    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    return QueryItem(String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
  }
  let authorization = field(3).isEmpty ? "Bearer \(target.validToken)" : field(3)
  let request = HTTPRequest(
    method: field(0), path: field(1), query: query, headers: ["authorization": authorization],
    body: fields.count > 4 ? Data(fields[4]) : Data())
  let api = target.api
  let response = blocking { await api.respond(to: request) }
  _ = response.status
  return 0
}

/// Runs async work to completion from libFuzzer's (non-Swift-concurrency) thread.
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
  let done = DispatchSemaphore(value: 0)
  let result = ResultBox<T>()
  Task {
    result.value = await work()
    done.signal()
  }
  done.wait()
  return result.value!
}

/// Carries a task's result to the waiting thread; written once before the semaphore is signalled and read after the
/// wait returns, so the semaphore orders every access.
final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}

/// This run's sandbox folder, removed when libFuzzer exits.
func sandboxFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-server-\(getpid())")
}

/// A sandbox in a temporary folder on the demo catalog, with the fuzzer's key and a few purchases; the API over it
/// and a token for the key.
func makeTarget() async -> (api: AppStoreServerAPI, validToken: String) {
  let signingKey = try! ES256PrivateKey.generate()
  let folder = sandboxFolder()
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: sandboxFolder()) }
  let demo = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FUZZ_CATALOG"] ?? "catalogs/demo.storekit")
  guard let catalog = CatalogLoader.load(contentsOf: demo).catalog,
    let sandbox = try? Sandbox(path: folder.appendingPathComponent("ledger.sqlite").path, catalog: catalog)
  else { fatalError("the fuzz target needs a catalog: set FUZZ_CATALOG (fuzz/run sets catalogs/demo.storekit)") }
  try? await sandbox.addAPIKey(
    keyID: "FUZZKEY001", issuerID: "fuzz-issuer", publicKeyDER: try! signingKey.publicKey().spki())
  for product in catalog.products.prefix(6) { _ = try? await sandbox.purchase(product.id, device: "fuzz") }
  try? await sandbox.addWebhook("http://127.0.0.1:9/fuzz")
  // A token like Apple's library makes, valid for the hour a fuzz run lasts at most.
  let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"FUZZKEY001","typ":"JWT"}"#.utf8))
  let expiry = Int(Date().timeIntervalSince1970) + 3500
  let claims = #"{"iss":"fuzz-issuer","aud":"appstoreconnect-v1","bid":"\#(sandbox.bundleID)","exp":\#(expiry)}"#
  let body = Base64URL.encode(Array(claims.utf8))
  let signature = try! signingKey.jwsSignature(for: Array("\(header).\(body)".utf8))
  return (await AppStoreServerAPI(sandbox: sandbox), "\(header).\(body).\(Base64URL.encode(signature))")
}

/// The program's entry point (SwiftPM calls it `<module>_main`): libFuzzer's driver with the target above.
@_cdecl("fuzz_server_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var count = argc
  var arguments = argv
  _ = target
  return LLVMFuzzerRunDriver(&count, &arguments, fuzzServer)
}
