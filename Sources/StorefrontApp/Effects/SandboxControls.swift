import Foundation
import StoreCatalog
import StoreEngine
import StoreScenarios

/// Run-time settings a tester changes from the QA panel, applied to the sandbox, with what changed in words.
enum SettingChanges {
  static func apply(_ change: SettingChange, to sandbox: Sandbox) async throws -> String {
    switch change {
    case .askToBuy(let on):
      try await sandbox.setAskToBuy(on)
      return on ? "Ask to Buy is on: purchases wait for a parent" : "Ask to Buy is off"
    case .interruptedPurchases(let on):
      try await sandbox.setInterruptedPurchases(on)
      return on ? "Interrupted purchases are on: purchases wait for the customer" : "Interrupted purchases are off"
    case .billingRetry(let on):
      try await sandbox.setBillingRetryOnRenewal(on)
      return on ? "Renewals fail and enter billing retry" : "Renewals bill normally"
    case .gracePeriod(let on):
      try await sandbox.setBillingGracePeriod(on)
      return on ? "A failed renewal keeps access for a grace period" : "No grace period after a failed renewal"
    case .offline(let on):
      try await sandbox.setOffline(on)
      return on ? "The App Store is offline: calls fail with a network error" : "The App Store is online again"
    case .latency(let seconds):
      try await sandbox.setLatency(seconds)
      return seconds > 0 ? "Every App Store answer waits \(QAText.seconds(seconds))" : "The App Store answers at once"
    case .storefront(let code):
      try await sandbox.setStorefront(code)
      let storefront = Storefront.find(code)
      return "Selling in \(storefront.map { "\($0.name) (\($0.currencyCode))" } ?? code) now"
    case .locale(let locale):
      try await sandbox.setLocale(locale)
      return "Products show in \(locale) now"
    case .timeRate(let raw):
      guard let rate = TimeRate(rawValue: raw) else { throw ControlError("\(raw) is not an Xcode time rate") }
      try await sandbox.setTimeRate(rate)
      return "Time runs at \(rate.description)"
    }
  }
}

/// The sandbox clock, moved from the QA panel.
enum ClockControls {
  static func apply(_ action: TesterAction, to sandbox: Sandbox) async throws -> String {
    switch action {
    case .pauseClock:
      try await sandbox.pauseClock()
      return "The clock is paused at \(ScenarioDate.format(await sandbox.now))"
    case .resumeClock:
      try await sandbox.resumeClock()
      return "The clock runs again"
    case .advanceClock(let duration):
      try await sandbox.advanceClock(to: duration.added(to: await sandbox.now))
      return "The clock moved \(duration) forward to \(ScenarioDate.format(await sandbox.now))"
    case .advanceToNextEvent:
      guard let date = try await sandbox.advanceToNextEvent() else {
        return "Nothing is scheduled; the clock did not move"
      }
      return "The clock jumped to the next event, \(ScenarioDate.format(date))"
    default:
      throw ControlError("not a clock control")
    }
  }
}

/// A control that cannot be applied, in plain words.
struct ControlError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
