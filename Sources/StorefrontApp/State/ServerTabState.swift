import StoreEngine

/// The Server tab (`storefront --server`): what the in-process App Store server answered, the notifications the
/// sandbox keeps with their delivery attempts, and which notification the person looks at.
struct ServerTabState: Hashable, Sendable {
  /// How many answered requests the tab keeps, newest last.
  static let requestsKept = 500

  /// The requests the App Store Server API answered since launch, oldest first.
  var requests: [InProcessServerHook.Request] = []
  /// The sandbox's notifications, webhooks and fail-next count, as last read; nil before the first read.
  var ledger: NotificationLedger?
  /// The notification the person picked (its `notificationUUID`); nil follows the newest.
  var selectedUUID: String?
  /// The first line of the selected notification's details shown.
  var detailOffset = 0

  /// Keeps an answered request, dropping the oldest past `requestsKept`.
  mutating func record(_ request: InProcessServerHook.Request) {
    requests.append(request)
    if requests.count > Self.requestsKept { requests.removeFirst(requests.count - Self.requestsKept) }
  }

  /// The notifications, newest first: the order the tab lists them in.
  var newestFirst: [ServerNotificationRecord] { (ledger?.notifications ?? []).reversed() }

  /// The notification shown: the one picked while it exists, else the newest.
  var selected: ServerNotificationRecord? {
    let listed = newestFirst
    return listed.first { $0.uuid == selectedUUID } ?? listed.first
  }
}

/// What the sandbox holds for the Server tab, read in one go: every notification with its attempts, the webhooks
/// they go to, and how many of the webhooks' next answers count as failures.
struct NotificationLedger: Hashable, Sendable {
  var notifications: [ServerNotificationRecord]
  var webhooks: [String]
  var answersToFail: Int
}
