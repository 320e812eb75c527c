/// The transactions view: its lines, the selected one, the filter, and the detail view when one is open.
public struct TransactionsState: Hashable, Sendable {
  public var listing = HistoryListing()
  public var selected: HistoryItem.ID?
  /// First line shown.
  public var offset = 0
  public var filter = FilterState()
  /// The detail view of one line, in front of the list while open.
  public var detail: TransactionDetail?

  public init() {}

  /// The selected line, when it is shown.
  public var selectedItem: HistoryItem? { selected.flatMap(listing.item) }
}

/// The detail view of one line of the transactions view, scrolled to `offset` lines.
public struct TransactionDetail: Hashable, Sendable {
  public var item: HistoryItem.ID
  public var offset = 0
  /// The transaction's signed data, decoded and checked, once the effect reported it (nil while it is read, and
  /// for lines that are not transactions).
  public var inspection: TransactionInspection?
  /// The JWS last asked to be inspected, so a changed (re-signed) transaction is inspected again, once.
  public var requestedJWS: String?

  public init(item: HistoryItem.ID, offset: Int = 0, inspection: TransactionInspection? = nil) {
    self.item = item
    self.offset = offset
    self.inspection = inspection
  }
}

/// A transaction's JWS taken apart: the header's algorithm and certificate subjects, the payload as terminal-safe
/// JSON, and what a full signature check (chain to the sandbox's root, ES256 signature, bundle and environment)
/// says about it.
public struct TransactionInspection: Hashable, Sendable {
  /// What the signature check found.
  public enum Check: Hashable, Sendable {
    case verified
    /// StoreKit's reason (`invalidSignature`) and what exactly was wrong.
    case failed(reason: String, detail: String)
    /// The transaction is no longer in the sandbox (deleted).
    case missing
  }

  public var transactionID: UInt64
  /// The header's `alg`.
  public var algorithm: String?
  /// The subjects of the `x5c` certificates, leaf first.
  public var certificates: [String]
  /// The payload as indented JSON, control and bidirectional characters escaped.
  public var payload: String
  public var check: Check
  /// The compact JWS.
  public var jws: String

  public init(
    transactionID: UInt64, algorithm: String?, certificates: [String], payload: String, check: Check, jws: String
  ) {
    self.transactionID = transactionID
    self.algorithm = algorithm
    self.certificates = certificates
    self.payload = payload
    self.check = check
    self.jws = jws
  }

  /// The inspection of a transaction that is not in the sandbox (deleted, or the store is not open).
  public static func missing(_ transactionID: UInt64) -> TransactionInspection {
    TransactionInspection(
      transactionID: transactionID, algorithm: nil, certificates: [], payload: "", check: .missing, jws: "")
  }
}
