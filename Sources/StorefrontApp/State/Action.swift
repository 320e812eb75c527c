import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI

/// Something that happened, named for what happened: the reducer's only input.
enum Action: Sendable {
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
enum StoreEvent: Sendable {
  /// The program started: the first frame is on the screen.
  case launched
  /// The catalog file was read, with every problem found in it.
  case catalogRead(diagnostics: [Diagnostic])
  /// The sandbox is open and the store model is starting.
  case storeOpened
  /// The catalog or the sandbox could not be opened; the text says why.
  case storeUnavailable(String)
  case snapshotArrived(StoreSnapshot)
  /// An operation ran (the customer's or a tester's): its typed outcome, with the snapshot that shows it.
  case operationFinished(OperationResult)
  /// A transaction reached the app on `Transaction.updates` (a renewal, an approval, a refund, a purchase on
  /// another device, the launch replay), with the snapshot once the app handled it.
  case transactionArrived(TransactionEvent)
  case toastExpired(id: Int)
  /// The locales the catalog has localizations for (the QA panel's locale picker offers them first).
  case catalogLocalesRead([String])
  /// The catalog's names in the interface language (nil when it has none, or a locale was chosen at launch).
  case productLabelsRead(ProductLabels?)
  /// The catalog's offer codes, by subscription product (the details list them; the redeem sheet offers them).
  case offerCodesRead([String: [SubscriptionOffer]])
  /// A transaction's signed data, taken apart for the detail view.
  case transactionInspected(TransactionInspection)
  /// The app read its app transaction (at launch, and again on a reload).
  case appTransactionRead(AppTransactionReading)
  /// A JWS was written to a file (or could not be).
  case fileWritten(FileWrite)
  /// A scenario statement was played.
  case stepPlayed(StepResult)
  /// The timer for the next scenario statement fired.
  case playbackDue(timer: Int)
  /// The in-process App Store server answered a request or made a delivery attempt (`--server`).
  case serverActivity(InProcessServerHook.Activity)
  /// The sandbox's notifications were read for the Server tab.
  case notificationsRead(NotificationLedger)
}

/// Work the reducer asks for. The effect runner carries it out against the store and reports back with
/// `StoreEvent`s.
enum Effect: Hashable, Sendable {
  /// Read the catalog, open the sandbox, start the store model and follow its snapshots.
  case openStore
  /// Run an operation through the store's executor: what the customer does in the app (buy, cancel, restore,
  /// request a refund, use one, Retry) and what a tester does (transactions view, QA panel).
  case run(StoreOperation)
  /// Decode and check a transaction's JWS for the detail view.
  case inspectTransaction(UInt64)
  /// Read the app transaction as the app does (`AppTransaction.shared`; on a reload, as `refresh()` does).
  case readAppTransaction
  /// Write a JWS to a file of that name in the working directory (`transaction-<id>.jws`, `app-transaction.jws`).
  case writeJWS(file: String, jws: String)
  /// Play a scenario statement.
  case playStep(ScenarioStep)
  /// Send `playbackDue(timer:)` after the pace.
  case schedulePlayback(timer: Int, after: Duration)
  /// Send `toastExpired` after a while.
  case expireToast(id: Int, after: Duration)
  /// Follow what the in-process App Store server does, for the Server tab.
  case followServer
  /// Read the sandbox's notifications for the Server tab.
  case readNotifications
}

/// Where saving a transaction's JWS ended: the file it was written to, or why it could not be.
enum FileWrite: Hashable, Sendable {
  case saved(path: String)
  case failed(path: String, reason: String)
}
