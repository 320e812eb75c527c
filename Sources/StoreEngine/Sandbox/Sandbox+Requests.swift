import FoundationEssentials
import StoreCatalog

/// Purchases that wait for someone: Ask to Buy (a parent approves or declines; requests expire after
/// 24 simulated hours) and interrupted purchases (the customer resolves the issue).
extension Sandbox {
  /// How long an Ask to Buy request waits for a parent.
  static let askToBuyLifetime: TimeInterval = 24 * 3600

  /// Records a waiting purchase; a second request for the same product while one waits is folded into
  /// it (at most one purchase completes). Returns the request's id.
  func requestPurchase(
    _ product: CatalogProduct, options: [PurchaseOption], kind: PurchaseRequestRecord.Kind, device: String?, at date: Date
  ) throws -> UInt64 {
    try commit {
      if let waiting = try ledger.pendingRequests().first(where: { $0.productID == product.id && $0.kind == kind }) {
        return waiting.id
      }
      let request = PurchaseRequestRecord(
        id: 0, kind: kind, productID: product.id, quantity: options.quantity, appAccountToken: options.appAccountToken,
        billingPlanType: options.billingPlanType, device: device, requestedAt: date, expiresAt: kind == .askToBuy ? date.addingTimeInterval(Self.askToBuyLifetime) : nil)
      let id = try ledger.insertRequest(request)
      try ledger.appendEvent(.askToBuyRequested, transactionID: nil, device: device, at: date)
      return id
    }
  }

  /// Every purchase request, newest first.
  public func purchaseRequests() throws -> [PurchaseRequestRecord] {
    try ledger.requests()
  }

  /// A parent approves an Ask to Buy request (or the customer resolves an interrupted purchase): the
  /// purchase completes now and its transaction reaches every device's `updates`. Decided under the write
  /// lock, so two devices approving one request at once charge it once.
  @discardableResult
  public func approve(_ requestID: UInt64) throws -> SandboxPurchase {
    try ledger.write { try carryOutApproval(requestID) }
  }

  private func carryOutApproval(_ requestID: UInt64) throws -> SandboxPurchase {
    try settle()
    let request = try pendingRequest(requestID)
    guard let product = catalog.product(request.productID) else { throw SandboxActionError.unknownProduct(request.productID) }
    let facts = try purchaseFacts(for: product)
    var options: [PurchaseOption] = [.quantity(request.quantity)]
    if let token = request.appAccountToken { options.append(.appAccountToken(token)) }
    if let plan = request.billingPlanType { options.append(.billingPlan(plan)) }
    let plan = PurchasePlanner.plan(
      quantity: request.quantity, askToBuy: false, offer: nil, billingPlan: request.billingPlanType, facts: facts,
      approved: true)
    let state: PurchaseRequestRecord.State = request.kind == .askToBuy ? .approved : .resolved
    let outcome = try carryOut(plan, options: options, device: nil, facts: facts, alongside: { record in
      try self.ledger.updateRequest(requestID, state: state, transactionID: record.id)
    })
    switch outcome {
    case .existing(let record), .renewalChanged(_, let record):
      try commit { try ledger.updateRequest(requestID, state: state, transactionID: record.id) }
    case .purchased, .upgraded, .pending, .cancelled:
      break
    }
    return outcome
  }

  /// A parent declines an Ask to Buy request: nothing is charged and nothing is delivered (the app is
  /// never told, as with StoreKit).
  public func decline(_ requestID: UInt64) throws {
    let date = now
    try commit {
      let request = try pendingRequest(requestID)
      try ledger.updateRequest(request.id, state: .declined, transactionID: nil)
      try ledger.appendEvent(.askToBuyDeclined, transactionID: nil, device: nil, at: date)
    }
  }

  private func pendingRequest(_ id: UInt64) throws -> PurchaseRequestRecord {
    guard let request = try ledger.request(id) else { throw SandboxActionError.noSuchRequest(id) }
    guard request.state == .pending else { throw SandboxActionError.requestNotPending(id, request.state) }
    return request
  }

  /// Expires Ask to Buy requests older than their lifetime (inside a write).
  func expireRequests(at date: Date) throws -> Bool {
    var changed = false
    for request in try ledger.pendingRequests() {
      if let expiry = request.expiresAt, expiry <= date {
        try ledger.updateRequest(request.id, state: .expired, transactionID: nil)
        try ledger.appendEvent(.askToBuyExpired, transactionID: nil, device: nil, at: expiry)
        changed = true
      }
    }
    return changed
  }

  /// When the next waiting request expires.
  func nextRequestExpiry() throws -> Date? {
    try ledger.pendingRequests().compactMap(\.expiresAt).min()
  }
}
