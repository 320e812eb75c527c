import Foundation
import Glibc

/// Carries out effects against the store and reports back with `StoreEvent`s. The one place side effects
/// happen, besides the terminal itself.
struct EffectRunner: Sendable {
  let client: StoreClient
  /// The benchmark hook's file, when benchmarking.
  let benchmarkFile: String?

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
    case .expireToast(let id, let delay):
      do { try await Task.sleep(for: delay) } catch { return }
      send(.toastExpired(id: id))
    case .echoBenchmark(let mark):
      send(.benchmarkFrameShown(mark))
    case .recordBenchmark(let mark):
      if let benchmarkFile { Self.append(mark, to: benchmarkFile) }
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
