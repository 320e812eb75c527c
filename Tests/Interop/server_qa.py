#!/usr/bin/env python3
"""The notifications only a tester can cause, and the webhook QA controls, checked with Apple's own App Store Server
Library (PyPI app-store-server-library).

Usage: server_qa.py STOREFRONT_BINARY WORK_DIR

With the storefront CLI: a refund reversed (`reverse-refund`), a price increase asked for, consented to, asked for
again and declined (`price-increase request|consent|decline`) until the subscription expires; then, with `storefront
server --port 0` delivering to a webhook served here, the webhook's next answer counted as a failure (`server webhook
fail-next 1`) and one notification sent again (`server resend latest`). Every notification the webhook receives is
verified with verify_and_decode_notification; its type, subtype and signed transaction and renewal info must be what
Apple's pages give. Get Notification History, through AppStoreServerAPIClient, must list the failed attempt, the retry
and the resend of the same notification. Prints one JSON summary; exits 1 with the reason on the first failure, 3
when the library is not installed.

Apple pages: "App Store Server Notifications V2" and notificationType (REFUND_REVERSED: the App Store reversed a
refund, so the app reinstates what it revoked; PRICE_INCREASE with PENDING while the customer hasn't responded and
ACCEPTED once they consented; EXPIRED / PRICE_INCREASE), "priceIncreaseStatus" (0 not responded, 1 consented),
"expirationIntent" (3 didn't consent to a price increase), "Responding to App Store Server Notifications" (anything
but 200-206 is retried, version 2 an hour after the first attempt), "Get Notification History" (sendAttempts).
"""
import json
import sys
import time

from server_endpoints import wait_for
from server_interop import BASIC, GROUP, REMOVE_ADS, Storefront, Webhook, apple_client, expect, prepare, serving

from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest


def main():
    binary, work = sys.argv[1], sys.argv[2]
    store = Storefront(binary, work)
    key, root = prepare(store, work)
    started = int(time.time() * 1000) - 86_400_000

    removeads = json.loads(store.run("buy", REMOVE_ADS, "--json"))["transaction"]
    store.run("refund", str(removeads["id"]))
    store.run("reverse-refund", str(removeads["id"]))
    store.run("buy", BASIC)
    store.run("price-increase", "request", GROUP)
    store.run("price-increase", "consent", GROUP)
    store.run("clock", "advance", "31d")  # renews: the increase took effect
    store.run("price-increase", "request", GROUP)
    store.run("price-increase", "decline", GROUP)
    store.run("clock", "advance", "31d")  # expires for not consenting
    store.run("server", "webhook", "fail-next", "1")

    summary = serving(binary, store, lambda url: exercise(url, key, root, store, started, removeads["id"]))
    print(json.dumps(summary, sort_keys=True))


def exercise(base_url, key, root_path, store, started, removeads_id):
    client, verifier = apple_client(base_url, key, root_path)

    def received():
        with Webhook.lock:
            bodies = list(Webhook.received)
        return [verifier.verify_and_decode_notification(body["signedPayload"]) for body in bodies]

    wanted = [
        ("ONE_TIME_CHARGE", None), ("REFUND", None), ("REFUND_REVERSED", None), ("SUBSCRIBED", "INITIAL_BUY"),
        ("PRICE_INCREASE", "PENDING"), ("PRICE_INCREASE", "ACCEPTED"), ("DID_RENEW", None),
        ("PRICE_INCREASE", "PENDING"), ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"),
        ("EXPIRED", "PRICE_INCREASE"),
    ]
    # Every notification once; the first answer was counted as a failure, so its notification is due again an hour
    # later (on the sandbox clock), with the same notificationUUID. The due notifications are posted at once, so the
    # first answer may be any of them, the newest too.
    wait_for(lambda: len({n.notificationUUID for n in received()}) >= len(wanted), "every notification")
    store.run("clock", "advance", "2h")
    wait_for(lambda: len(received()) >= len(wanted) + 1, "the retry of the answer counted as a failure")
    notifications = received()
    retried = [n for n in notifications if sum(1 for m in notifications if m.notificationUUID == n.notificationUUID) > 1]
    expect(len(retried) == 2, f"one notification arrives twice: {[n.rawNotificationType for n in retried]}")
    first = retried[0]

    unique = {}
    for notification in notifications:
        unique.setdefault(notification.notificationUUID, notification)
    kinds = [(n.rawNotificationType, n.rawSubtype) for n in sorted(unique.values(), key=lambda n: n.signedDate)]
    expect(kinds == wanted, f"notifications: {kinds}")
    by_kind = {}
    for notification in unique.values():
        by_kind.setdefault((notification.rawNotificationType, notification.rawSubtype), []).append(notification)

    reversed_ = by_kind[("REFUND_REVERSED", None)][0]
    transaction = verifier.verify_and_decode_signed_transaction(reversed_.data.signedTransactionInfo)
    expect(transaction.transactionId == str(removeads_id) and transaction.revocationDate is None
           and transaction.revocationReason is None, f"the reversed refund's transaction: {transaction}")
    refund = by_kind[("REFUND", None)][0]
    expect(verifier.verify_and_decode_signed_transaction(refund.data.signedTransactionInfo).revocationDate,
           "the REFUND's transaction was revoked")

    def renewal(notification):
        return verifier.verify_and_decode_renewal_info(notification.data.signedRenewalInfo)
    pending = [renewal(n) for n in by_kind[("PRICE_INCREASE", "PENDING")]]
    expect(all(r.rawPriceIncreaseStatus == 0 for r in pending), f"PENDING renewal info: {pending}")
    accepted = renewal(by_kind[("PRICE_INCREASE", "ACCEPTED")][0])
    expect(accepted.rawPriceIncreaseStatus == 1, f"ACCEPTED renewal info: {accepted}")
    declined = renewal(by_kind[("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED")][0])
    expect(declined.rawAutoRenewStatus == 0 and declined.rawPriceIncreaseStatus == 0, f"declined: {declined}")
    expired = renewal(by_kind[("EXPIRED", "PRICE_INCREASE")][0])
    expect(expired.rawExpirationIntent == 3, f"EXPIRED renewal info: {expired}")

    # A resend of the newest notification: the same notificationUUID again.
    before = len(received())
    store.run("server", "resend", "latest")
    wait_for(lambda: len(received()) > before, "the resent notification")
    resent = received()[-1]
    newest = max(unique.values(), key=lambda n: n.signedDate)
    expect(resent.notificationUUID == newest.notificationUUID, "the resend carries the newest notification's UUID")

    # Get Notification History: the failed attempt and its retry; the resent notification's earlier attempts and the
    # resend's success (when the failed notification is the newest, it was both retried and resent).
    now = int(time.time() * 1000) + 90 * 86_400_000
    history = client.get_notification_history(None, NotificationHistoryRequest(startDate=started, endDate=now))
    attempts = {}
    for item in history.notificationHistory:
        uuid = verifier.verify_and_decode_notification(item.signedPayload).notificationUUID
        attempts[uuid] = [a.rawSendAttemptResult for a in item.sendAttempts]
    failed = ["UNSUCCESSFUL_HTTP_RESPONSE_CODE", "SUCCESS"]
    if first.notificationUUID == newest.notificationUUID:
        expect(attempts.get(first.notificationUUID) == failed + ["SUCCESS"],
               f"the failed and resent notification's attempts: {attempts.get(first.notificationUUID)}")
    else:
        expect(attempts.get(first.notificationUUID) == failed,
               f"the failed notification's attempts: {attempts.get(first.notificationUUID)}")
        expect(attempts.get(newest.notificationUUID) == ["SUCCESS", "SUCCESS"],
               f"the resent notification's attempts: {attempts.get(newest.notificationUUID)}")
    return {"notifications": [[t, s or ""] for t, s in kinds], "received": len(received()),
            "retried": first.notificationUUID, "resent": newest.notificationUUID}


if __name__ == "__main__":
    main()
