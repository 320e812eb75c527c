import Foundation
import Glibc
import StoreEngine

/// Carries out effects against the store and reports back with `StoreEvent`s. The one place side effects
/// happen, besides the terminal itself.
struct EffectRunner: Sendable {
  let client: StoreClient
  /// The benchmark hook's file, when benchmarking.
  let benchmarkFile: String?
  /// Where `w` saves a transaction's JWS (the working directory).
  let saveDirectory: URL

  func perform(_ effect: Effect, send: @escaping @Sendable (StoreEvent) -> Void) async {
    switch effect {
    case .openStore:
      await client.open(send)
    case .loadProducts:
      await client.loadProducts()
    case .purchase(let productID, let quantity):
      let outcome = await client.purchase(productID, quantity)
      send(.purchaseFinished(productID: productID, outcome))
    case .cancelPurchase(let productID):
      await client.cancelPurchase(productID)
    case .restore:
      send(.restoreFinished(await client.restore()))
    case .requestRefund(let transactionID):
      send(.refundFinished(await client.requestRefund(transactionID)))
    case .consume(let productID):
      await client.consume(productID)
    case .act(let action):
      send(.testerActionFinished(action, await client.act(action)))
    case .inspectTransaction(let id):
      send(.transactionInspected(await client.inspect(id)))
    case .writeJWS(let transactionID, let jws):
      send(.fileWritten(save(jws, as: "transaction-\(transactionID).jws")))
    case .playStep(let step):
      send(.stepPlayed(await client.playStep(step)))
    case .schedulePlayback(let timer, let delay):
      do { try await Task.sleep(for: delay) } catch { return }
      send(.playbackDue(timer: timer))
    case .expireToast(let id, let delay):
      do { try await Task.sleep(for: delay) } catch { return }
      send(.toastExpired(id: id))
    case .echoBenchmark(let mark):
      send(.benchmarkFrameShown(mark))
    case .recordBenchmark(let mark):
      if let benchmarkFile { Self.append(mark, to: benchmarkFile) }
    }
  }

  /// Writes `text` (and a final newline) to `name` in the save directory, readable by its owner only.
  func save(_ text: String, as name: String) -> StoreMessage {
    let url = saveDirectory.appendingPathComponent(name)
    do {
      try Data((text + "\n").utf8).write(to: url, options: .atomic)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
      return StoreMessage(.success, "Saved the JWS to \(url.path)")
    } catch {
      return StoreMessage(.failure, "The JWS could not be saved to \(url.path): \(error.localizedDescription)")
    }
  }

  /// Appends `<mark> <nanoseconds since the epoch>` to the benchmark file.
  static func append(_ mark: BenchmarkMark, to path: String) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let line = "\(mark.rawValue) \(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n"
    guard let handle = FileHandle(forWritingAtPath: path) ?? createFile(path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
    handle.closeFile()
  }

  private static func createFile(_ path: String) -> FileHandle? {
    _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    return FileHandle(forWritingAtPath: path)
  }
}
