public import Foundation
public import StoreEngine

/// A subscription's standing in words — the one way every view names it: the product pane, the list's group
/// heading, the transactions view and `storefront subscription status`.
public enum SubscriptionWords {
  /// A word or two, for lists and columns: "subscribed", "grace period", "billing retry", "expired", "revoked",
  /// "not granted".
  public static func state(_ standing: SubscriptionStanding) -> String {
    switch standing {
    case .subscribed: "subscribed"
    case .inGracePeriod: "grace period"
    case .inBillingRetry: "billing retry"
    case .expired: "expired"
    case .revoked: "revoked"
    case .notGranted: "not granted"
    }
  }

  /// The standing with what it means for the customer: "In grace period: billing failed, still entitled",
  /// "Expired 2026-02-01 12:00 (auto-renew was turned off)".
  public static func status(_ standing: SubscriptionStanding, calendar: Calendar) -> String {
    switch standing {
    case .subscribed: "Subscribed"
    case .inGracePeriod: "In grace period: billing failed, still entitled"
    case .inBillingRetry: "In billing retry: billing failed, not entitled"
    case .expired(let reason?, let date?): "Expired \(DateWords.minute(date, in: calendar)) (\(expiration(reason)))"
    case .expired(nil, let date?): "Expired \(DateWords.minute(date, in: calendar))"
    case .expired(let reason?, nil): "Expired (\(expiration(reason)))"
    case .expired(nil, nil): "Expired"
    case .revoked: "Revoked: the App Store took access back"
    case .notGranted(let error): "Not granted: its transaction failed verification (\(error.rawValue))"
    }
  }

  /// Why a subscription expired: "auto-renew was turned off", "billing failed".
  public static func expiration(_ reason: ExpirationIntent) -> String {
    switch reason {
    case .autoRenewDisabled: "auto-renew was turned off"
    case .billingError: "billing failed"
    case .didNotConsentToPriceIncrease: "the customer did not consent to a price increase"
    case .productUnavailable: "the product was not available"
    case .unknown: "for an unknown reason"
    }
  }

  /// The App Store's own renewal state, where no app verdict applies (the command line, a group's status):
  /// "subscribed", "grace period", …
  public static func state(_ state: RenewalState) -> String {
    switch state {
    case .subscribed: "subscribed"
    case .inGracePeriod: "grace period"
    case .inBillingRetryPeriod: "billing retry"
    case .expired: "expired"
    case .revoked: "revoked"
    }
  }
}
