public import StoreCatalog
public import StoreEngine
public import TerminalUI

/// Something that happened, named for what happened: the reducer's only input.
public enum Action: Sendable {
  case keyPressed(Key)
  case mouse(MouseEvent)
  case resized(Size)
  /// A spinner tick (asked for only while the busy overlay shows).
  case ticked
  /// A signal or the end of input asks the program to finish.
  case quitRequested(QuitReason)
  /// Something the store or an effect reported.
  case store(StoreEvent)
}

/// What the effect runner reports back: the results of effects and the store's snapshots, delivered in order
/// with terminal input.
public enum StoreEvent: Sendable {
  /// The program started: the first frame is on the screen.
  case launched
  /// The catalog file was read, with every problem found in it.
  case catalogRead(diagnostics: [Diagnostic])
  /// The sandbox is open and the store model is starting.
  case storeOpened
  /// The catalog or the sandbox could not be opened; the text says why.
  case storeUnavailable(String)
  case snapshotArrived(StoreSnapshot)
  case purchaseFinished(productID: String, PurchaseOutcome)
  case restoreFinished(StoreMessage)
  case refundFinished(StoreMessage)
  case toastExpired(id: Int)
  /// A benchmark mark's frame has been handed to the terminal.
  case benchmarkFrameShown(BenchmarkMark)
}

/// Work the reducer asks for. The effect runner carries it out against the store and reports back with
/// `StoreEvent`s.
public enum Effect: Hashable, Sendable {
  /// Read the catalog, open the sandbox, start the store model and follow its snapshots.
  case openStore
  /// Load the products again (Retry).
  case loadProducts
  case purchase(productID: String, quantity: Int)
  /// The confirmation sheet's Cancel: the app sees `.userCancelled`.
  case cancelPurchase(productID: String)
  case restore
  case requestRefund(transactionID: UInt64)
  case consume(productID: String)
  /// Send `toastExpired` after a while.
  case expireToast(id: Int, after: Duration)
  /// Send `benchmarkFrameShown` back at once: by the time it arrives, the frame it marks has been shown.
  case echoBenchmark(BenchmarkMark)
  /// Write a benchmark mark's time to the benchmark file.
  case recordBenchmark(BenchmarkMark)
}

/// The benchmark hook (`STOREFRONT_BENCH_TIMINGS=FILE`): the wall-clock time of the first frame, and of the first
/// frame that lists products, are appended to FILE, and the program quits after the second.
public enum BenchmarkMark: String, Hashable, Sendable {
  case firstFrame = "first-frame"
  case productsShown = "products-shown"
}

/// Which benchmark marks have been reported.
public struct BenchmarkMarks: Hashable, Sendable {
  public var productsShown = false

  public init() {}
}
