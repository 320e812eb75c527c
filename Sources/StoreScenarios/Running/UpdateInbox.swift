import StoreEngine

/// Collects what a launch's `Transaction.updates` stream delivers, so a step can wait until the
/// transactions it expects have arrived — by their ids, never by waiting a while.
actor UpdateInbox {
  private var buffer: [VerificationResult<Transaction>] = []
  private var waiter: Waiter?
  private var forwarding: Task<Void, Never>?

  private struct Waiter {
    var ids: Set<UInt64>
    var continuation: CheckedContinuation<[VerificationResult<Transaction>], any Error>
    var watchdog: Task<Void, Never>
  }

  /// Follows `stream` until it finishes.
  static func listening(to stream: AsyncStream<VerificationResult<Transaction>>) async -> UpdateInbox {
    let inbox = UpdateInbox()
    await inbox.follow(stream)
    return inbox
  }

  private func follow(_ stream: AsyncStream<VerificationResult<Transaction>>) {
    forwarding = Task { [weak self] in
      for await update in stream { await self?.receive(update) }
    }
  }

  private func receive(_ update: VerificationResult<Transaction>) {
    buffer.append(update)
    deliverIfComplete()
  }

  /// Every update received so far, once all of `ids` are among them, in the order they arrived.
  ///
  /// - Parameter patience: a safety net, not a timer the scenario depends on: the sandbox has
  ///   committed these transactions, so `updates` delivers them within moments; if it never does,
  ///   the step fails with the ids that never came instead of hanging.
  func take(waitingFor ids: Set<UInt64>, patience: Duration = .seconds(30)) async throws -> [VerificationResult<
    Transaction
  >] {
    if isComplete(ids) { return drain() }
    return try await withCheckedThrowingContinuation { continuation in
      let watchdog = Task { [weak self] in
        do { try await Task.sleep(for: patience) } catch { return }
        await self?.giveUp()
      }
      waiter = Waiter(ids: ids, continuation: continuation, watchdog: watchdog)
    }
  }

  /// Stops following the stream.
  func close() {
    forwarding?.cancel()
    forwarding = nil
  }

  private func isComplete(_ ids: Set<UInt64>) -> Bool {
    ids.isSubset(of: Set(buffer.map(\.unsafePayloadValue.id)))
  }

  private func drain() -> [VerificationResult<Transaction>] {
    defer { buffer.removeAll() }
    return buffer
  }

  private func deliverIfComplete() {
    guard let waiter, isComplete(waiter.ids) else { return }
    self.waiter = nil
    waiter.watchdog.cancel()
    waiter.continuation.resume(returning: drain())
  }

  private func giveUp() {
    guard let waiter else { return }
    self.waiter = nil
    let missing = waiter.ids.subtracting(buffer.map(\.unsafePayloadValue.id)).sorted()
    waiter.continuation.resume(throwing: StepError.updatesNeverArrived(transactionIDs: missing))
  }
}
