import FoundationEssentials
public import StoreEngine
import Synchronization

/// Delivers the sandbox's stored notifications to their webhooks: claims each due attempt in the ledger (so two
/// processes serving one sandbox never make the same attempt), POSTs `{"signedPayload": …}` (`WebhookPost`, with
/// libcurl), and records the outcome, which schedules Apple's next retry on the sandbox clock when it failed.
///
/// It runs on its own task, apart from purchases: a slow or dead webhook delays only its own attempts. It sleeps
/// until the next attempt is due or the ledger changes, never polling faster than that.
final class NotificationDelivery: Sendable {
  /// How long a webhook may take to answer before the attempt is `TIMED_OUT`.
  static let timeout: TimeInterval = 5
  /// How long a claim holds: longer than any attempt takes, so a live claimant always finishes first.
  static let lease: TimeInterval = 30

  private let sandbox: Sandbox
  private let claimant: String
  private let report: @Sendable (DeliveryReport) -> Void
  /// The wait for the next due attempt, which a ledger change cuts short.
  private let nap = Mutex<Task<Void, Never>?>(nil)

  private let timeout: TimeInterval

  /// - Parameter timeout: how long a webhook may take to answer (`timeout` unless a test wants a shorter wait).
  init(
    sandbox: Sandbox, claimant: String, timeout: TimeInterval = NotificationDelivery.timeout,
    report: @escaping @Sendable (DeliveryReport) -> Void
  ) {
    self.sandbox = sandbox
    self.claimant = claimant
    self.timeout = timeout
    self.report = report
  }

  /// Delivers until cancelled: at once whenever the ledger changes (a new notification, another process's retry),
  /// and otherwise when the next attempt falls due; a change also cuts the wait short, since it may bring an
  /// earlier attempt.
  func run() async {
    let changes = await sandbox.changes()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await _ in changes {
          self.nap.withLock { $0?.cancel() }
          await self.deliverDue()
        }
      }
      group.addTask {
        while !Task.isCancelled {
          await self.deliverDue()
          let delay = await self.nextDelay()
          let sleeping = Task { _ = try? await Task.sleep(for: .seconds(delay)) }
          self.nap.withLock { $0 = sleeping }
          await withTaskCancellationHandler { await sleeping.value } onCancel: { sleeping.cancel() }
        }
      }
      await group.waitForAll()
    }
  }

  /// Makes every attempt due now, a batch at a time, each batch's POSTs at once.
  func deliverDue() async {
    while !Task.isCancelled {
      guard let claimed = try? await sandbox.claimDueNotificationAttempts(claimant: claimant, lease: Self.lease),
        !claimed.isEmpty
      else { return }
      await withTaskGroup(of: Void.self) { group in
        for attempt in claimed {
          group.addTask { await self.deliver(attempt) }
        }
      }
    }
  }

  /// Real seconds until the next attempt is due (at most a lease, so a dead claimant's attempts are taken over).
  private func nextDelay() async -> TimeInterval {
    guard let due = try? await sandbox.nextNotificationAttemptDue(), let delay = await sandbox.realDelay(until: due) else {
      return Self.lease
    }
    return min(max(delay, 0.01), Self.lease)
  }

  private func deliver(_ claimed: ClaimedAttempt) async {
    let (answered, status) = await post(claimed)
    guard
      let recorded = try? await sandbox.completeNotificationAttempt(
        claimed, claimant: claimant, result: answered, httpStatus: status)
    else { return }
    report(DeliveryReport(attempt: claimed, result: recorded, httpStatus: status))
  }

  /// POSTs the notification; the result is Apple's `sendAttemptResult` for what happened.
  private func post(_ claimed: ClaimedAttempt) async -> (SendAttemptResult, Int?) {
    let body = (try? JSONEncoder().encode(["signedPayload": claimed.signedPayload])).map { String(decoding: $0, as: UTF8.self) }
    return await WebhookPost(url: claimed.attempt.url, body: body ?? "", timeout: timeout).send()
  }
}

/// What one delivery attempt did, for the server's event stream.
public struct DeliveryReport: Sendable, Hashable {
  public var attempt: ClaimedAttempt
  public var result: SendAttemptResult
  public var httpStatus: Int?
}
