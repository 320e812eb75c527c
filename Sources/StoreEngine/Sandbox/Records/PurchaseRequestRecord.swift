public import FoundationEssentials

/// A purchase waiting for someone: a parent's Ask to Buy approval, or the customer fixing an
/// interrupted purchase. No transaction exists until it completes.
public struct PurchaseRequestRecord: Sendable, Hashable, Identifiable {
  /// Why the purchase waits.
  public enum Kind: String, Sendable, Hashable, Codable {
    case askToBuy
    case interrupted
  }

  /// Where the request stands.
  public enum State: String, Sendable, Hashable, Codable {
    case pending, approved, declined, expired, resolved
  }

  public var id: UInt64
  public var kind: Kind
  public var productID: String
  public var quantity: Int
  public var appAccountToken: UUID?
  /// The billing plan the purchase asked for, if any.
  public var billingPlanType: String?
  public var device: String?
  public var requestedAt: Date
  /// Ask to Buy requests expire 24 simulated hours after they are made.
  public var expiresAt: Date?
  public var state: State
  /// The transaction it produced, once approved or resolved.
  public var transactionID: UInt64?

  public init(
    id: UInt64, kind: Kind, productID: String, quantity: Int, appAccountToken: UUID?, billingPlanType: String? = nil,
    device: String?,
    requestedAt: Date, expiresAt: Date?, state: State = .pending, transactionID: UInt64? = nil
  ) {
    self.id = id
    self.kind = kind
    self.productID = productID
    self.quantity = quantity
    self.appAccountToken = appAccountToken
    self.billingPlanType = billingPlanType
    self.device = device
    self.requestedAt = requestedAt
    self.expiresAt = expiresAt
    self.state = state
    self.transactionID = transactionID
  }
}
