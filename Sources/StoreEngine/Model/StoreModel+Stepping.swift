extension StoreModel {
  /// Handles one element of `Transaction.updates` exactly as the model's own listener does, and returns
  /// once it is handled: delivered (or taken back), finished when the configuration says so, and the
  /// snapshot refreshed.
  ///
  /// For drivers that run the app one step at a time instead of calling `start()` — the scenario
  /// runner — so every step ends with the app caught up, deterministically and without waiting on
  /// background tasks. A started model must not be fed this way (its listener already handles updates).
  /// - Returns: what `transactionEvents()` told of it: why it came, and what the app did with it.
  @discardableResult
  public func receive(update: VerificationResult<Transaction>) async -> TransactionEvent {
    await handle(update: update)
  }
}
