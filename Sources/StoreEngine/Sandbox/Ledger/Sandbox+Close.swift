extension Sandbox {
  /// Closes the sandbox at a clean exit: the scheduler stops and the ledger is checkpointed and closed, so no
  /// `-wal` or `-shm` file is left beside it (unless another process still has it open). Every later operation
  /// fails with "the ledger is closed".
  public func close() {
    stopScheduler()
    ledger.close()
  }
}
