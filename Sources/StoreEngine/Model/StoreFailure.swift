public import StoreCatalog

/// Why something the app asked of the App Store failed: the error StoreKit threw, as a value, and — when the
/// simulation made it fail — the cause (the sandbox is offline, or a tester injected the error). Views and scripts
/// say it in words through one renderer; nothing here is prose.
public struct StoreFailure: Error, Sendable, Hashable {
  /// The error, by StoreKit's families.
  public enum Reason: Sendable, Hashable {
    case storeKit(StoreKitError)
    case purchase(PurchaseError)
    case refundRequest(RefundRequestError)
    /// A tester's action the App Store cannot carry out (no such transaction, a request no longer waiting…).
    case sandbox(SandboxActionError)
    /// Anything else (the ledger could not be read or written); the text is the error's own, for debugging.
    case unexpected(String)
  }

  /// What in the simulation made the call fail, when something did.
  public enum Cause: Sendable, Hashable {
    /// The QA panel's Offline switch (or `set offline on`): every App Store call fails with a network error.
    case offline
    /// A tester made this API fail with this error (the QA panel's injected errors, `storefront fault set`).
    case injected(StoreKitAPI)
  }

  public var reason: Reason
  public var cause: Cause?

  public init(_ reason: Reason, cause: Cause? = nil) {
    self.reason = reason
    self.cause = cause
  }

  /// The failure an error thrown by a call to `api` stands for, with its cause read from the settings in force.
  public init(_ error: any Error, api: StoreKitAPI?, settings: SandboxSettings) {
    switch error {
    case let error as StoreFailure: self = error
    case let error as StoreKitError: self.init(.storeKit(error), cause: Self.cause(of: .storeKit(error), api, settings))
    case let error as PurchaseError: self.init(.purchase(error), cause: Self.cause(of: .purchase(error), api, settings))
    case let error as RefundRequestError:
      self.init(.refundRequest(error), cause: Self.cause(of: .refundRequest(error), api, settings))
    case let error as SandboxActionError: self.init(.sandbox(error))
    default: self.init(.unexpected(String(describing: error)))
    }
  }

  /// The error's case as StoreKit names it (`networkError`, `invalidQuantity`, `duplicateRequest`); nil for the
  /// sandbox's own errors.
  public var caseName: String? {
    switch reason {
    case .storeKit(let error): error.caseName
    case .purchase(let error): error.rawValue
    case .refundRequest(let error): error.rawValue
    case .sandbox, .unexpected: nil
    }
  }

  /// Offline first (it is checked before anything else), then an error injected for `api` that is this one.
  private static func cause(of reason: Reason, _ api: StoreKitAPI?, _ settings: SandboxSettings) -> Cause? {
    if settings.isOffline, case .storeKit(.networkError) = reason { return .offline }
    guard let api, let injected = settings.simulatedErrors[api] else { return nil }
    let matches =
      switch (injected, reason) {
      case (.generic(let generic), .storeKit(let error)): StoreKitError(simulated: generic) == error
      case (.purchase(let wanted), .purchase(let error)): wanted.rawValue == error.rawValue
      case (.refundRequest(let wanted), .refundRequest(let error)): wanted.rawValue == error.rawValue
      default: false
      }
    return matches ? .injected(api) : nil
  }
}

extension StoreKitError {
  /// The case's name, as StoreKit spells it.
  public var caseName: String {
    switch self {
    case .unknown: "unknown"
    case .userCancelled: "userCancelled"
    case .networkError: "networkError"
    case .systemError: "systemError"
    case .notAvailableInStorefront: "notAvailableInStorefront"
    case .notEntitled: "notEntitled"
    case .unsupported: "unsupported"
    }
  }
}
