public import StoreEngine

/// Which transaction an operation means.
public enum TransactionReference: Sendable, Hashable {
  /// `last`: the transaction the most recent operation produced or touched.
  case last
  /// A product: the newest transaction of that product.
  case newest(productID: String)
  /// The transaction with that id.
  case id(UInt64)
}

/// Which purchase request (Ask to Buy, interrupted purchase) an operation means.
public enum RequestReference: Sendable, Hashable {
  /// The newest request.
  case last
  /// A product: the newest request for that product.
  case newest(productID: String)
  /// The request with that id.
  case id(UInt64)
}

/// Which stored App Store Server Notification an operation means.
public enum NotificationReference: Sendable, Hashable {
  /// The notification with this `notificationUUID`.
  case uuid(String)
  /// The newest notification (of `type`, when given).
  case latest(NotificationType?)
}

/// A subscription group, named by its id, its reference name or one of its products.
public struct SubscriptionReference: Sendable, Hashable {
  public var name: String

  public init(_ name: String) {
    self.name = name
  }
}
