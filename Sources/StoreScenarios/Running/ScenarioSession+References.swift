import StoreEngine

/// Turning the words `last`, `last-request`, a product or an id into what they mean right now.
extension ScenarioSession {
  /// The running app; statements that need it launch it first, so this only fails on a bug.
  func runningApp() throws -> AppLaunch {
    guard let app else { throw StepError("the app is not running") }
    return app
  }

  func transaction(_ reference: TransactionReference) async throws -> TransactionRecord {
    switch reference {
    case .last:
      guard let id = lastTransactionID else {
        throw StepError(
          "there is no last transaction yet: 'last' means the transaction the most recent statement produced or touched"
        )
      }
      guard let record = try await sandbox.transaction(id) else {
        throw StepError("the last transaction (\(id)) no longer exists")
      }
      return record
    case .newest(let productID):
      guard let record = try await sandbox.transactions(forProduct: productID).first else {
        throw StepError("there is no \(productID) transaction yet")
      }
      return record
    case .id(let id):
      guard let record = try await sandbox.transaction(id) else {
        throw StepError(SandboxActionError.noSuchTransaction(id).description)
      }
      return record
    }
  }

  /// The request a reference means; with `kind`, it must be that kind (approving an interrupted
  /// purchase, or resolving an Ask to Buy request, is a mistake in the scenario).
  func purchaseRequest(_ reference: RequestReference, kind: PurchaseRequestRecord.Kind? = nil) async throws
    -> PurchaseRequestRecord
  {
    let requests = try await sandbox.purchaseRequests()
    let found: PurchaseRequestRecord?
    switch reference {
    case .last: found = requests.first
    case .newest(let productID): found = requests.first { $0.productID == productID }
    case .id(let id): found = requests.first { $0.id == id }
    }
    guard let request = found else {
      throw StepError("no purchase request matches '\(StatementFormatter.words(reference))'")
    }
    if let kind, request.kind != kind {
      let what =
        request.kind == .askToBuy
        ? "an Ask to Buy request (approve or decline it)" : "an interrupted purchase (resolve it)"
      throw StepError("request \(request.id) for \(request.productID) is \(what)")
    }
    return request
  }

  /// The subscription group a reference names.
  func groupID(_ reference: SubscriptionReference) async throws -> String {
    try await sandbox.subscriptionGroupID(named: reference.name)
  }
}
