import Foundation
import Testing

@testable import StoreEngine

/// Reading stored notifications back as a test checks them: their `TYPE/SUBTYPE` names in order, and the decoded
/// claims of a JWS (the signed payload, or a signed field inside its `data`).
protocol NotificationReading {}

extension NotificationReading {
  /// Every stored notification as `TYPE/SUBTYPE` (or `TYPE`), oldest first.
  func kinds(_ sandbox: Sandbox) async throws -> [String] {
    try await sandbox.allNotifications().map {
      [$0.kind.type.rawValue, $0.kind.subtype?.rawValue].compactMap { $0 }.joined(separator: "/")
    }
  }

  /// The decoded payload of a compact JWS (its middle part).
  func claims(_ jws: String) throws -> [String: Any] {
    let part = try #require(jws.split(separator: ".").dropFirst().first)
    let bytes = try #require(Base64URL.decode(part.utf8))
    return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
  }

  func payload(_ notification: ServerNotificationRecord) throws -> [String: Any] { try claims(notification.signedPayload) }

  /// The payload's `data`.
  func data(_ notification: ServerNotificationRecord) throws -> [String: Any] {
    try #require(try payload(notification)["data"] as? [String: Any])
  }
}
