public import StoreOperations

/// A statement that could not be carried out (no pending request, an unknown transaction, updates that never
/// came). The scenario stops there, like a failed expectation; the renderer says why (`sentence(words:)`).
public enum StepError: Error, Sendable, Hashable {
  /// The operation or the reference it names could not be carried out.
  case failed(OperationFailure)
  /// The app waited for these transactions on `Transaction.updates` and they never came.
  case updatesNeverArrived(transactionIDs: [UInt64])

  /// Why, in the renderer's words.
  public func sentence(words: OutcomeWords) -> String {
    switch self {
    case .failed(let failure): words.failureReport(failure).message
    case .updatesNeverArrived(let ids): words.updatesNeverArrived(ids)
    }
  }
}
