public import StoreEngine

/// Turns what an operation names — `last`, a product, an id, a group's name — into what it means in the sandbox
/// right now, and back: how a recording should name a transaction or a request so a replay finds it again.
public struct OperationResolver: Sendable {
  public let sandbox: Sandbox
  /// The transaction `last` means: the one the most recent operation produced or touched.
  public var lastTransactionID: UInt64?

  public init(sandbox: Sandbox, lastTransactionID: UInt64? = nil) {
    self.sandbox = sandbox
    self.lastTransactionID = lastTransactionID
  }

  // MARK: - Names to records

  public func transaction(_ reference: TransactionReference) async throws -> TransactionRecord {
    switch reference {
    case .last:
      guard let id = lastTransactionID else { throw OperationFailure.noLastTransaction }
      guard let record = try await sandbox.transaction(id) else { throw OperationFailure.lastTransactionGone(id) }
      return record
    case .newest(let productID):
      guard let record = try await sandbox.transactions(forProduct: productID).first else {
        throw OperationFailure.noTransaction(productID: productID)
      }
      return record
    case .id(let id):
      guard let record = try await sandbox.transaction(id) else {
        throw OperationFailure.store(StoreFailure(.sandbox(.noSuchTransaction(id))))
      }
      return record
    }
  }

  /// The request a reference means; with `kind`, it must be that kind (approving an interrupted purchase, or
  /// resolving an Ask to Buy request, is a mistake).
  public func request(_ reference: RequestReference, kind: PurchaseRequestRecord.Kind? = nil) async throws
    -> PurchaseRequestRecord
  {
    let requests = try await sandbox.purchaseRequests()
    let found: PurchaseRequestRecord? =
      switch reference {
      case .last: requests.first
      case .newest(let productID): requests.first { $0.productID == productID }
      case .id(let id): requests.first { $0.id == id }
      }
    guard let request = found else { throw OperationFailure.noRequest(reference) }
    if let kind, request.kind != kind { throw OperationFailure.wrongRequestKind(request) }
    return request
  }

  /// The subscription group a reference names: a group id, a group's reference name, or one of its products.
  public func groupID(_ reference: SubscriptionReference) async throws -> String {
    try await sandbox.subscriptionGroupID(named: reference.name)
  }

  // MARK: - Records to names

  /// How a recorded operation should name a transaction: by its product when it is that product's newest
  /// transaction (which survives ids shifting), by its id otherwise.
  public func reference(toTransaction id: UInt64) async -> TransactionReference {
    guard let record = try? await sandbox.transaction(id),
      let newest = try? await sandbox.transactions(forProduct: record.productID).first
    else { return .id(id) }
    return newest.id == id ? .newest(productID: record.productID) : .id(id)
  }

  /// How a recorded operation should name a purchase request: by its product when it is that product's newest
  /// request, by its id otherwise.
  public func reference(toRequest id: UInt64) async -> RequestReference {
    guard let requests = try? await sandbox.purchaseRequests(), let request = requests.first(where: { $0.id == id })
    else { return .id(id) }
    return requests.first(where: { $0.productID == request.productID })?.id == id
      ? .newest(productID: request.productID) : .id(id)
  }
}
