public import StoreEngine

/// The one place operations are carried out: the customer's through the app's `StoreModel` (as an app would call
/// StoreKit), a tester's straight at the sandbox (as Xcode's Transaction Manager acts on the App Store, the app
/// learning of it through `Transaction.updates`). The storefront's effects, every script command that acts and the
/// scenario runner call `run`; each gets the same typed `OperationResult` for the same operation.
public actor StoreExecutor {
  public nonisolated let sandbox: Sandbox
  /// The app the customer's operations run in; nil when only the App Store is at hand (a tester's command).
  public private(set) var app: StoreModel?
  /// Names to records, with what `last` means.
  public private(set) var resolver: OperationResolver

  public init(sandbox: Sandbox, app: StoreModel? = nil) {
    self.sandbox = sandbox
    self.app = app
    resolver = OperationResolver(sandbox: sandbox)
  }

  /// The app relaunched (or quit, with nil): the customer's operations run in `app` from now on.
  public func attach(_ app: StoreModel?) {
    self.app = app
  }

  /// The transaction `last` means from now on (a transaction that arrived on updates, say); nil forgets it.
  public func touched(_ transactionID: UInt64?) {
    resolver.lastTransactionID = transactionID
  }

  /// Carries out `operation` and says what came of it.
  public func run(_ operation: StoreOperation) async -> OperationResult {
    let outcome: OperationOutcome
    do {
      outcome = operation.isInApp ? try await runInApp(operation) : try await runAtAppStore(operation)
    } catch let failure as OperationFailure {
      outcome = .failed(failure)
    } catch {
      outcome = .failed(.store(StoreFailure(error, api: nil, settings: await sandbox.settings)))
    }
    if let id = Self.transactionTouched(by: outcome) { resolver.lastTransactionID = id }
    if case .reset = outcome { resolver.lastTransactionID = nil }
    return OperationResult(operation: operation, outcome: outcome, snapshot: await snapshot(after: outcome))
  }

  /// The snapshot that shows an outcome: the model's own for what ran in the app, a fresh one for what the App
  /// Store did.
  private func snapshot(after outcome: OperationOutcome) async -> StoreSnapshot? {
    guard let app else { return nil }
    switch outcome {
    case .productsLoaded, .purchase, .restore, .refundRequest, .redeem, .consume, .finish, .appTransaction: break
    default: await app.refresh()
    }
    return app.currentSnapshot
  }

  /// The transaction an outcome produced or acted on: what `last` means after it.
  static func transactionTouched(by outcome: OperationOutcome) -> UInt64? {
    switch outcome {
    case .purchase(let purchase): purchase.transaction?.id
    case .boughtElsewhere(_, _, let made), .approved(_, let made): made.record?.id
    case .revoked(let record, _), .familyShared(let record), .refundReversed(let record): record.id
    case .familySharingStopped(_, let revoked), .familyPurchaserRefunded(_, let revoked): revoked.first?.id
    case .familyPurchaserStoppedRenewing(let head), .familyPurchaserBillingFailed(let head): head.id
    case .familyPurchaserBillingRecovered(.renewed(let record)), .familyPurchaserBillingRecovered(.beforeRenewal(let record)):
      record.id
    case .refundRequest(let refund): refund.transactionID
    case .finish(.finished(let id, _)): id
    case .subscriptionChanged(_, _, let renewal?): renewal.id
    case .server(let outcome): outcome.transactionID
    default: nil
    }
  }
}

extension SandboxPurchase {
  /// The transaction the App Store charged or answered with, when there is one.
  public var record: TransactionRecord? {
    switch self {
    case .purchased(let record), .upgraded(let record, _), .existing(let record), .renewalChanged(_, let record):
      record
    case .pending, .cancelled:
      nil
    }
  }
}
