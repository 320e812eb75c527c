import StoreCatalog

extension Sandbox {
  /// Erases the account's history: transactions, subscriptions, requests, the app's records and every
  /// run-time setting — the webhook answers a tester asked to count as failures among them, since the notifications
  /// they were meant for are gone; the clock restarts at real time. The signing identity, the API keys and the
  /// webhooks stay, so a root certificate exported earlier still verifies new transactions and the backend still
  /// hears of them.
  public func reset() throws {
    let fresh = SandboxClock(timeRate: catalog.settings.timeRate, now: realNow())
    try commit {
      try ledger.connection.execute(
        """
        DELETE FROM transactions; DELETE FROM subscription_renewals; DELETE FROM purchase_requests;
        DELETE FROM app_deliveries; DELETE FROM app_balances;
        """)
      try ledger.eraseServerHistory()
      try ledger.setMetaValue(Self.forcedWebhookFailuresKey, nil as Int?)
      try ledger.setMetaValue(MetaKey.overrides, SettingsOverrides())
      try ledger.setMetaValue(MetaKey.clock, fresh)
      try ledger.appendEvent(.reset, transactionID: nil, device: nil, at: fresh.now(real: realNow()))
    }
    overrides = SettingsOverrides()
    clock = fresh
    rearmScheduler()
  }
}
