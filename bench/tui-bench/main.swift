import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import TerminalUI

@testable import StorefrontApp

/// The in-process half of `bench/tui`: loads a catalog into the real store engine, then measures the path a
/// cursor move takes before the terminal backend writes anything — reduce, render, and the diff that decides
/// which cells to write — and how many cells that diff gives.
///
///   tui-bench CATALOG SANDBOX [MOVES]
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: tui-bench CATALOG SANDBOX [MOVES]")
  exit(2)
}
let moves = arguments.count > 3 ? Int(arguments[3]) ?? 20_000 : 20_000
let clock = ContinuousClock()
func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}
/// Runs `body`, printing how long it took: where the time to the first frame with products goes.
func timed<T>(_ label: String, _ body: () async throws -> T) async rethrows -> T {
  let start = clock.now
  let result = try await body()
  print(
    "  \(label.padding(toLength: 46, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", milliseconds(start.duration(to: clock.now)))) ms"
  )
  return result
}
print("opening the store in process (what the first frame with products waits for):")
let loaded = await timed("CatalogLoader.load") { CatalogLoader.load(contentsOf: URL(fileURLWithPath: arguments[1])) }
guard let catalog = loaded.partialCatalog else {
  print("tui-bench: the catalog does not load")
  exit(1)
}
let sandbox = try await timed("Sandbox(path:catalog:) + settle()") {
  let sandbox = try Sandbox(path: arguments[2], catalog: catalog)
  try await sandbox.settle()
  return sandbox
}
let store = try await timed("Store(sandbox:)") { try await Store(sandbox: sandbox) }
let model = await StoreModel(store: store)
await timed("StoreModel.start() (updates, products, refresh)") { await model.start() }
let ids = catalog.products.map(\.id)
_ = try await timed("  of which Store.products(for: all), again") { try await store.products(for: ids) }
await timed("  of which StoreModel.refresh(), again") { await model.refresh() }
let snapshot = model.currentSnapshot
await model.stop()

let size = Size(width: 80, height: 24)
var state = AppState(catalogName: "bench.storekit", size: size, language: .en)
_ = AppReducer.reduce(&state, .store(.storeOpened))
_ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
await timed("app: the list of \(snapshot.loadedProducts.count) products built") { _ = state.listing }
await timed("app: the list asked for again, 1000 times (memoized)") {
  for _ in 0..<1000 { _ = state.listing }
}
guard state.showsProductList else {
  print("tui-bench: no product list to move through")
  exit(1)
}

func frame(_ state: AppState) -> Frame<ClickTarget> {
  var frame = Frame<ClickTarget>(size: size)
  AppRenderer.render(state, into: &frame)
  return frame
}

var previous = frame(state)
var phases: [String: [Double]] = ["reduce": [], "render": [], "diff": [], "total": [], "cpu": []]
/// This thread's CPU time in milliseconds: unlike the wall clock, it does not count time the scheduler gave to
/// other processes, which on a busy machine is most of a slow keystroke.
func threadCPU() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
}
var cells: [Int] = []
for index in 0..<moves {
  let key: Key = (index / 500) % 2 == 0 ? .down : .up
  let cpuStart = threadCPU()
  let start = clock.now
  _ = AppReducer.reduce(&state, .keyPressed(key), regions: previous.regions)
  let reduced = clock.now
  let next = frame(state)
  let rendered = clock.now
  let runs = ScreenDiff.changedRuns(from: previous.screen, to: next.screen)
  let diffed = clock.now
  phases["cpu"]!.append(threadCPU() - cpuStart)
  phases["reduce"]!.append(milliseconds(start.duration(to: reduced)))
  phases["render"]!.append(milliseconds(reduced.duration(to: rendered)))
  phases["diff"]!.append(milliseconds(rendered.duration(to: diffed)))
  phases["total"]!.append(milliseconds(start.duration(to: diffed)))
  cells.append(runs.map(\.count).reduce(0, +))
  previous = next
}
func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
print("products \(state.listing.totalCount), \(moves) cursor moves at 80x24")
for phase in ["reduce", "render", "diff", "total", "cpu"] {
  let values = phases[phase]!
  print(
    String(
      format: "  %@ ms: p50 %.3f  p90 %.3f  p99 %.3f  max %.3f",
      phase.padding(toLength: 6, withPad: " ", startingAt: 0), percentile(values, 0.5),
      percentile(values, 0.9), percentile(values, 0.99), values.max() ?? 0))
}
print(
  "keystroke-to-frame p99 (reduce + render + diff): \(String(format: "%.3f", percentile(phases["total"]!, 0.99))) ms"
    + " wall, \(String(format: "%.3f", percentile(phases["cpu"]!, 0.99))) ms CPU (target: under 1 ms)")
print("cells changed per move: median \(cells.sorted()[cells.count / 2]), max \(cells.max() ?? 0)")
