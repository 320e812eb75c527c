import StoreEngine
import StoreOperations

/// The transactions view as the person left it: the line they picked, where they left the list, the filter, and
/// the detail view they opened. (Its lines are `AppState.history`, computed from the snapshot.)
struct TransactionsState: Hashable, Sendable {
  /// The line the person picked; `AppState.selectedHistoryID` is the one shown (the newest while this one is not
  /// listed).
  var selected: HistoryItem.ID?
  /// First line the person last saw; `AppReducer.historyOffset` moves it to show the selection at the screen's size.
  var offset = 0
  var filter = FilterState()
  /// The detail view the person opened, in front of the list while its line is listed (`AppState.historyDetail`).
  var detail: TransactionDetail?
  /// The app transaction as the app last read it, shown on the view's first line; nil until the first read.
  var appTransaction: AppTransactionReading?

  init() {}
}

/// What the app got when it read its app transaction (`AppTransaction.shared` at launch, what `refresh()` gives on
/// a reload): StoreKit's verdict, and the JWS taken apart and checked (nil when the call threw).
struct AppTransactionReading: Hashable, Sendable {
  var outcome: AppTransactionOutcome
  var inspection: TransactionInspection?
}

/// The detail view of one line of the transactions view, scrolled to `offset` lines.
struct TransactionDetail: Hashable, Sendable {
  var item: HistoryItem.ID
  var offset = 0
  /// The transaction's signed data, decoded and checked, once the effect reported it (nil while it is read, and
  /// for lines that are not transactions).
  var inspection: TransactionInspection?
  /// The JWS last asked to be inspected, so a changed (re-signed) transaction is inspected again, once.
  var requestedJWS: String?
}

/// A transaction's JWS taken apart: the header's algorithm and certificate subjects, the payload as terminal-safe
/// JSON, and what a full signature check (chain to the sandbox's root, ES256 signature, bundle and environment)
/// says about it.
struct TransactionInspection: Hashable, Sendable {
  /// What the signature check found.
  enum Check: Hashable, Sendable {
    case verified
    /// StoreKit's reason (`invalidSignature`) and what exactly was wrong.
    case failed(VerificationFailure)
    /// The sandbox's root certificate could not be read, so nothing could be checked.
    case unchecked
    /// The transaction is no longer in the sandbox (deleted).
    case missing
  }

  /// The line of the transactions view whose signed data this is (a transaction, or the app transaction).
  var item: HistoryItem.ID
  /// The header's `alg`.
  var algorithm: String?
  /// The subjects of the `x5c` certificates, leaf first; nil for an entry that is not a readable certificate.
  var certificates: [String?]
  /// The payload as indented JSON, control and bidirectional characters escaped.
  var payload: String
  var check: Check
  /// The compact JWS.
  var jws: String
  /// The order id the ledger keeps for it (Look Up Order ID's key); nil when no order was placed for it.
  var orderID: String? = nil

  /// The inspection of a transaction that is not in the sandbox (deleted, or the store is not open).
  static func missing(_ transactionID: UInt64) -> TransactionInspection {
    TransactionInspection(
      item: .transaction(transactionID), algorithm: nil, certificates: [], payload: "", check: .missing, jws: "")
  }
}
