import FoundationEssentials
import StoreCatalog
import StoreEngine

/// Carries out effects against the store and reports back with `StoreEvent`s. The one place side effects
/// happen, besides the terminal itself.
struct EffectRunner: Sendable {
  let client: StoreClient
  /// Where `w` saves a transaction's JWS (the working directory).
  let saveDirectory: URL

  func perform(_ effect: Effect, send: @escaping @Sendable (StoreEvent) -> Void) async {
    switch effect {
    case .openStore:
      await client.open(send)
    case .run(let operation):
      send(.operationFinished(await client.run(operation)))
    case .inspectTransaction(let id):
      send(.transactionInspected(await client.inspect(id)))
    case .readAppTransaction:
      if let reading = await client.readAppTransaction() { send(.appTransactionRead(reading)) }
    case .writeJWS(let file, let jws):
      send(.fileWritten(save(jws, as: file)))
    case .playStep(let step):
      send(.stepPlayed(await client.playStep(step)))
    case .schedulePlayback(let timer, let delay):
      do { try await Task.sleep(for: delay) } catch { return }
      send(.playbackDue(timer: timer))
    case .expireToast(let id, let delay):
      do { try await Task.sleep(for: delay) } catch { return }
      send(.toastExpired(id: id))
    case .followServer:
      await client.followServer(send)
    case .readNotifications:
      if let ledger = await client.readNotifications() { send(.notificationsRead(ledger)) }
    }
  }

  /// Writes `text` (and a final newline) to `name` in the save directory, readable by its owner only.
  func save(_ text: String, as name: String) -> FileWrite {
    let url = saveDirectory.appendingPathComponent(name)
    do {
      try Data((text + "\n").utf8).write(to: url, options: .atomic)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
      return .saved(path: url.path)
    } catch {
      return .failed(path: url.path, reason: SystemErrorWords.describing(error))
    }
  }
}
