public import FoundationEssentials
public import StoreCatalog

/// Changing how the simulated App Store behaves at run time. Changes are stored in the sandbox, so
/// every process and command on it sees them.
extension Sandbox {
  public func setAskToBuy(_ enabled: Bool) throws { try changeSettings { $0.askToBuyEnabled = enabled } }
  public func setInterruptedPurchases(_ enabled: Bool) throws { try changeSettings { $0.interruptedPurchasesEnabled = enabled } }
  public func setBillingRetryOnRenewal(_ enabled: Bool) throws { try changeSettings { $0.billingRetryOnRenewal = enabled } }
  public func setBillingGracePeriod(_ enabled: Bool) throws { try changeSettings { $0.billingGracePeriodEnabled = enabled } }
  public func setLatency(_ seconds: TimeInterval) throws { try changeSettings { $0.latency = max(0, seconds) } }
  public func setOffline(_ offline: Bool) throws { try changeSettings { $0.isOffline = offline } }
  public func setLocale(_ locale: String) throws { try changeSettings { $0.locale = locale } }
  public func setStorefront(_ code: String) throws { try changeSettings { $0.storefront = code } }
  /// Sets the billing grace period length (nil: StoreKit Testing's 6 days for weekly subscriptions, 16 otherwise).
  public func setGracePeriodLength(_ length: GracePeriodLength?) throws {
    try changeSettings { $0.gracePeriodLength = .init(length: length) }
  }
  /// Turns the app's `SKIncludeConsumableInAppPurchaseHistory` on or off.
  public func setIncludesConsumableHistory(_ included: Bool) throws { try changeSettings { $0.includesConsumableHistory = included } }
  /// Sets how the App Store answers the next refund requests.
  public func setRefundRequestAnswer(_ answer: RefundRequestAnswer) throws { try changeSettings { $0.refundRequestAnswer = answer } }

  /// Makes `api` fail with `error` from now on, or succeed again when `error` is nil.
  public func setSimulatedError(_ error: SimulatedError?, for api: StoreKitAPI) throws {
    try changeSettings { $0.setError(error, for: api) }
  }

  /// Changes the stored run-time settings. They are read under the write lock, so two processes changing
  /// different settings at once keep both changes.
  private func changeSettings(_ change: (inout SettingsOverrides) -> Void) throws {
    let date = now
    overrides = try commit {
      var changed = try ledger.metaValue(SettingsOverrides.self, MetaKey.overrides) ?? SettingsOverrides()
      change(&changed)
      try ledger.setMetaValue(MetaKey.overrides, changed)
      try ledger.appendEvent(.settingsChanged, transactionID: nil, device: nil, at: date)
      return changed
    }
  }
}
