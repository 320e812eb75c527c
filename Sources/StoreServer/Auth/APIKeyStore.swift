import StoreEngine
import Synchronization

/// The sandbox's registered API keys, parsed once and kept in memory for the request threads. Reloaded whenever the
/// ledger changes (another process may have run `storefront server key new`) and when a token names a key not seen
/// yet, so a key registered a moment ago works on its first request.
///
/// Kept because reading and parsing the keys for every request cost more than the rest of it: Get Transaction Info ran
/// at 4,931-5,220 requests/s that way against 12,058-12,860, the history page at 3,345-3,778 against 7,628-7,916
/// (bench/server, quiet machine, docs/benchmarks.md round server24).
final class APIKeyStore: Sendable {
  private let sandbox: Sandbox
  private let keys = Mutex<[String: APIKeyEntry]>([:])

  init(sandbox: Sandbox) {
    self.sandbox = sandbox
  }

  /// The key with this id, if loaded.
  func key(_ keyID: String) -> APIKeyEntry? {
    keys.withLock { $0[keyID] }
  }

  /// Reads every key from the sandbox again; keys that cannot be parsed are left out.
  func reload() async {
    guard let records = try? await sandbox.apiKeys() else { return }
    var loaded: [String: APIKeyEntry] = [:]
    for record in records {
      guard let key = try? ES256PublicKey(spki: record.publicKey) else { continue }
      loaded[record.keyID] = APIKeyEntry(keyID: record.keyID, issuerID: record.issuerID, publicKey: key)
    }
    keys.withLock { $0 = loaded }
  }
}
