import StoreServer

extension RequestRecord {
  /// `storefront server`'s line for an answered request: method, path, status and the time it took in milliseconds
  /// with one decimal (`GET /inApps/v1/transactions/1 200 0.4 ms`).
  var logLine: String {
    "\(method) \(TerminalText.line(path)) \(status) \(Self.milliseconds(duration)) ms"
  }

  /// A duration in milliseconds with one decimal, rounded (`0.4`, `12.0`), without Foundation's formatting.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10)"
  }
}
