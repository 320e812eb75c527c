import FoundationEssentials
import Glibc

/// The benchmark hook (`STOREFRONT_BENCH_TIMINGS=FILE`, for `bench/tui`): a frame observer on the program runner
/// that appends `first-frame NS` when the first frame is shown and `products-shown NS` when the first frame
/// listing products is (wall clock, nanoseconds since the epoch), with `peak-memory KB` (the process's high-water
/// mark by then, VmHWM), then ends the run. The launch code sets it up only when the variable is set; the program's
/// own state and actions know nothing of it.
enum BenchmarkTimings {
  static func frameObserver(appendingTo path: String) -> (AppState) -> Bool {
    var firstFrameShown = false
    return { state in
      if !firstFrameShown {
        firstFrameShown = true
        append("first-frame", to: path)
      }
      guard state.showsProductList, state.modal == nil else { return false }
      append("products-shown", to: path)
      append("peak-memory", peakMemoryKB(), to: path)
      return true
    }
  }

  /// Appends `<mark> <value>` (by default nanoseconds since the epoch, to a quarter of a microsecond) to the file,
  /// created readable by its owner only.
  private static func append(_ mark: String, _ value: Int64 = Int64(Date().timeIntervalSince1970 * 1e9), to path: String) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let line = Array("\(mark) \(value)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// VmHWM from /proc/self/status, in kB (0 when it cannot be read).
  private static func peakMemoryKB() -> Int64 {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line.flatMap { Int64($0.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") } ?? 0
  }
}
