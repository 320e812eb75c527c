#!/usr/bin/env python3
"""Drives `storefront server` with Apple's own App Store Server Library (PyPI app-store-server-library).

Usage: server_interop.py STOREFRONT_BINARY WORK_DIR

Scripts a customer's life with the storefront CLI (purchase, renewal, upgrade, downgrade, auto-renew off and on,
billing retry with grace, recovery, expiry, a one-time purchase and its refund, a page's worth of consumables), starts
`storefront server --port 0` with a webhook served here, then with Apple's AppStoreServerAPIClient (base URL set to
the local server) reads transaction info, history v1 and v2 (paged), subscription statuses, refund history, order
lookup and notification history, verifying every signed field with SignedDataVerifier trusting the sandbox's exported
root, and verifies every notification the webhook receives with verify_and_decode_notification. Bad tokens must get
401. Prints one JSON summary; exits 1 with the reason on the first failure, 3 when the library is not installed.

Apple pages: "Get Transaction Info", "Get Transaction History", "Get Transaction History V1", "Get All Subscription
Statuses", "Get Refund History", "Look Up Order ID", "Get Notification History", "App Store Server Notifications V2",
"Generating JSON Web Tokens for API requests".
"""
import http.server
import json
import os
import subprocess
import sys
import threading
import time

try:
    import jwt
    from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient, GetTransactionHistoryVersion
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
    from appstoreserverlibrary.models.TransactionHistoryRequest import Order, ProductType, TransactionHistoryRequest
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
except ImportError as error:
    print(f"app-store-server-library is not installed ({error}); run scripts/install-deps", file=sys.stderr)
    sys.exit(3)

GROUP = "5C1A0001"
BASIC = "com.example.storefront.plus.basic.monthly"
PREMIUM = "com.example.storefront.plus.premium.monthly"
REMOVE_ADS = "com.example.storefront.removeads"
GEMS = "com.example.storefront.gems.100"


def fail(message):
    print(f"server_interop: {message}", file=sys.stderr)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


class Storefront:
    def __init__(self, binary, work):
        self.binary, self.work = binary, work
        self.sandbox = os.path.join(work, "sandbox.sqlite")
        demo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "catalogs", "demo.storekit")
        with open(demo, encoding="utf-8") as file:
            catalog = json.load(file)
        self.catalog = os.path.join(work, "demo.storekit")
        with open(self.catalog, "w", encoding="utf-8") as file:
            json.dump(catalog, file)
        catalog["settings"]["_renewalBillingIssuesEnabled"] = True
        catalog["settings"]["_billingGracePeriodEnabled"] = True
        self.failing = os.path.join(work, "billing-issues.storekit")
        with open(self.failing, "w", encoding="utf-8") as file:
            json.dump(catalog, file)

    def run(self, *arguments, catalog=None):
        command = [self.binary, *arguments, "--catalog", catalog or self.catalog, "--sandbox", self.sandbox]
        result = subprocess.run(command, capture_output=True, text=True, timeout=60)
        expect(result.returncode == 0, f"{' '.join(arguments)} failed: {result.stderr.strip()}")
        return result.stdout


class Webhook(http.server.BaseHTTPRequestHandler):
    received = []
    lock = threading.Lock()

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with Webhook.lock:
            Webhook.received.append(json.loads(body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


def prepare(store, work):
    """An API key (key.p8 in WORK), the exported root (root.der) and a webhook served here: (key summary, root path)."""
    key = json.loads(store.run("server", "key", "new", os.path.join(work, "key.p8"), "--json"))
    root = os.path.join(work, "root.der")
    store.run("cert", "export", root, "--der")
    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Webhook)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    store.run("server", "webhook", "add", f"http://127.0.0.1:{receiver.server_address[1]}/notifications")
    return key, root


def main():
    binary, work = sys.argv[1], sys.argv[2]
    store = Storefront(binary, work)
    key, root = prepare(store, work)
    started = int(time.time() * 1000) - 86_400_000

    # A customer's life, each step a notification (App Store Server Notifications V2, notificationType and subtype).
    store.run("buy", BASIC)
    store.run("clock", "advance", "31d")
    store.run("buy", PREMIUM)
    store.run("buy", BASIC)
    store.run("subscription", "cancel", GROUP)
    store.run("subscription", "resume", GROUP)
    store.run("clock", "advance", "31d", catalog=store.failing)
    store.run("subscription", "renew", GROUP, catalog=store.failing)
    store.run("subscription", "cancel", GROUP)
    store.run("clock", "advance", "32d")
    bought = json.loads(store.run("buy", REMOVE_ADS, "--json"))["transaction"]
    expect(bought.get("orderId"), f"buy --json shows no orderId: {sorted(bought)}")
    transactions = json.loads(store.run("transactions", "--json"))
    listed = [t for t in transactions if t["id"] == bought["id"]]
    expect(listed and listed[0].get("orderId") == bought["orderId"], "transactions --json shows the same orderId")
    removeads = [t for t in transactions if t.get("productId", t.get("productID")) == REMOVE_ADS]
    expect(removeads, f"no {REMOVE_ADS} transaction in {transactions[:1]}")
    refunded_id = str(removeads[0].get("transactionId", removeads[0].get("id")))
    store.run("refund", refunded_id)
    for _ in range(21):
        store.run("buy", GEMS)

    summary = serving(binary, store, lambda url: exercise(url, key, root, refunded_id, started, bought["orderId"]))
    print(json.dumps(summary, sort_keys=True))


def serving(binary, store, body):
    """Runs `storefront server --port 0` on the store's sandbox, calls `body` with its base URL, and stops it with
    SIGTERM, which must end it cleanly; returns what `body` returned."""
    server = subprocess.Popen(
        [binary, "server", "--port", "0", "--catalog", store.catalog, "--sandbox", store.sandbox],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline().strip()
        expect(line.startswith("listening on http://127.0.0.1:"), f"the server said {line!r}")
        result = body(line.split("listening on ")[1])
    finally:
        server.terminate()
        server.wait(timeout=20)
    expect(server.returncode == 0, f"the server exited with {server.returncode} after SIGTERM")
    return result


def apple_client(base_url, key, root_path):
    """Apple's AppStoreServerAPIClient pointed at `base_url` with the key in WORK, and a SignedDataVerifier trusting
    the exported root."""
    with open(os.path.join(os.path.dirname(root_path), "key.p8"), "rb") as file:
        signing_key = file.read()
    client = AppStoreServerAPIClient(signing_key, key["keyId"], key["issuerId"], key["bundleId"], Environment.SANDBOX)
    client._base_url = base_url
    with open(root_path, "rb") as file:
        verifier = SignedDataVerifier([file.read()], False, Environment.SANDBOX, key["bundleId"])
    return client, verifier


def notification_history(client, started, end):
    """Every page of Get Notification History from `started` to `end`."""
    history, token = [], None
    while True:
        page = client.get_notification_history(token, NotificationHistoryRequest(startDate=started, endDate=end))
        history += page.notificationHistory
        token = page.paginationToken
        if not page.hasMore:
            return history


def exercise(base_url, key, root_path, refunded_id, started, order_id):
    client, verifier = apple_client(base_url, key, root_path)

    # Get Transaction History (v2, paged): every transaction, 20 a page, revision carries on.
    v2, revision, pages = [], None, 0
    while True:
        page = client.get_transaction_history(refunded_id, revision, TransactionHistoryRequest(sort=Order.ASCENDING),
                                              GetTransactionHistoryVersion.V2)
        v2 += [verifier.verify_and_decode_signed_transaction(s) for s in page.signedTransactions]
        revision, pages = page.revision, pages + 1
        expect(page.environment == Environment.SANDBOX and page.bundleId == key["bundleId"], "history says who it is for")
        if not page.hasMore:
            break
    expect(pages >= 2, f"more than 20 transactions come in pages, got {pages}")
    expect(len({t.transactionId for t in v2}) == len(v2), "no transaction repeats across pages")
    expect(sum(1 for t in v2 if t.productId == GEMS) == 21, "v2 includes finished consumables")
    # Get Transaction History V1 leaves out finished consumables.
    v1 = client.get_transaction_history(refunded_id, None, TransactionHistoryRequest(), GetTransactionHistoryVersion.V1)
    expect(all(verifier.verify_and_decode_signed_transaction(s).productId != GEMS for s in v1.signedTransactions),
           "v1 leaves out finished consumables")
    filtered = client.get_transaction_history(refunded_id, None, TransactionHistoryRequest(
        productTypes=[ProductType.AUTO_RENEWABLE], revoked=False), GetTransactionHistoryVersion.V2)
    expect(filtered.signedTransactions and all(
        verifier.verify_and_decode_signed_transaction(s).subscriptionGroupIdentifier == GROUP
        for s in filtered.signedTransactions), "the product type filter keeps only subscriptions")

    # Get Transaction Info.
    info = verifier.verify_and_decode_signed_transaction(client.get_transaction_info(refunded_id).signedTransactionInfo)
    expect(info.transactionId == refunded_id and info.revocationDate is not None, "the refunded transaction reads as revoked")
    try:
        client.get_transaction_info("999999")
        fail("an unknown transaction id was found")
    except APIException as error:
        expect(error.http_status_code == 404 and error.raw_api_error == 4040010, f"unknown id: {error}")
    try:
        client.get_transaction_info("12ab")
        fail("a malformed transaction id was accepted")
    except APIException as error:
        expect(error.http_status_code == 400 and error.raw_api_error == 4000006, f"malformed id: {error}")

    # Get All Subscription Statuses.
    statuses = client.get_all_subscription_statuses(refunded_id)
    groups = {item.subscriptionGroupIdentifier: item for item in statuses.data}
    expect(GROUP in groups, "the subscription group has a status")
    last = groups[GROUP].lastTransactions[0]
    verifier.verify_and_decode_signed_transaction(last.signedTransactionInfo)
    renewal = verifier.verify_and_decode_renewal_info(last.signedRenewalInfo)
    expect(last.rawStatus == 2 and renewal.rawAutoRenewStatus == 0, f"the group expired: status {last.rawStatus}")

    # Get Refund History.
    refunds = client.get_refund_history(refunded_id, None)
    refunded = [verifier.verify_and_decode_signed_transaction(s) for s in refunds.signedTransactions]
    expect([t.transactionId for t in refunded] == [refunded_id] and not refunds.hasMore, "refund history has the refund")

    # Look Up Order ID: the order id is not in the JWS; `buy --json` shows it as `orderId`, and the lookup finds the
    # order's transaction (status 0, valid); an unknown order is status 1.
    order = client.look_up_order_id(order_id)
    ordered = [verifier.verify_and_decode_signed_transaction(s) for s in order.signedTransactions]
    expect(order.rawStatus == 0 and [t.transactionId for t in ordered] == [refunded_id],
           f"the order {order_id} has the purchase: status {order.rawStatus}, {[t.transactionId for t in ordered]}")
    expect(client.look_up_order_id("MNOTANORDER").rawStatus == 1, "an unknown order id is invalid")

    # Notifications: every one verifies, and the life produced Apple's types and subtypes.
    deadline = time.time() + 30
    expected = [("SUBSCRIBED", "INITIAL_BUY"), ("DID_RENEW", None), ("DID_CHANGE_RENEWAL_PREF", "UPGRADE"),
                ("DID_CHANGE_RENEWAL_PREF", "DOWNGRADE"), ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"),
                ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_ENABLED"), ("DID_FAIL_TO_RENEW", "GRACE_PERIOD"),
                ("DID_RENEW", "BILLING_RECOVERY"), ("EXPIRED", "VOLUNTARY"), ("ONE_TIME_CHARGE", None), ("REFUND", None)]
    # Get Notification History is the sandbox's durable record: the webhook has everything once it holds as many
    # notifications as the history lists, each attempt a success. Waiting for a count worked out here stopped one
    # short when the last notification arrived a moment after the others (CI, "history has 33, the webhook got 32").
    now = int(time.time() * 1000) + 200 * 86_400_000
    while True:
        history = notification_history(client, started, now)
        with Webhook.lock:
            received = list(Webhook.received)
        delivered = all(item.sendAttempts and item.sendAttempts[-1].rawSendAttemptResult == "SUCCESS"
                        for item in history)
        if (delivered and len(received) >= len(history) >= len(expected) + 21) or time.time() > deadline:
            break
        time.sleep(0.2)
    decoded = [verifier.verify_and_decode_notification(body["signedPayload"]) for body in received]
    kinds = [(n.rawNotificationType, n.rawSubtype) for n in decoded]
    for kind in expected:
        expect(kind in kinds, f"no {kind} notification among {kinds}")
    for notification in decoded:
        expect(notification.version == "2.0" and notification.notificationUUID, "payload has version and UUID")
        if notification.data.signedTransactionInfo:
            verifier.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
        if notification.data.signedRenewalInfo:
            verifier.verify_and_decode_renewal_info(notification.data.signedRenewalInfo)
    expect(len({n.notificationUUID for n in decoded}) == len(decoded), "each notification was delivered once")
    orders = set()
    for notification in decoded:
        if notification.rawNotificationType == "ONE_TIME_CHARGE":
            transaction = verifier.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
            orders.add(transaction.transactionId)

    # Get Notification History shows each notification with its successful attempt.
    expect(len(history) == len(decoded), f"history has {len(history)} notifications, the webhook got {len(decoded)}")
    expect(all(item.sendAttempts and item.sendAttempts[-1].rawSendAttemptResult == "SUCCESS" for item in history),
           "every notification's attempt succeeded")
    # Delivery runs attempts at once, so the webhook may see them in any order (as with Apple: order by signedDate);
    # the history lists them in the order things happened.
    recorded = [verifier.verify_and_decode_notification(item.signedPayload) for item in history]
    recorded_kinds = [(n.rawNotificationType, n.rawSubtype) for n in recorded]
    order = [recorded_kinds.index(kind) for kind in expected]
    expect(order == sorted(order), f"the history lists notifications in the order things happened: {recorded_kinds}")
    expect(sorted(n.notificationUUID for n in recorded) == sorted(n.notificationUUID for n in decoded),
           "the history and the webhook saw the same notifications")
    refunds_only = client.get_notification_history(None, NotificationHistoryRequest(
        startDate=started, endDate=now, notificationType="REFUND"))
    expect(len(refunds_only.notificationHistory) == 1, "the type filter finds the refund")

    # Tokens: each defect gets 401 and no data.
    with open(os.path.join(os.path.dirname(root_path), "key.p8"), "rb") as file:
        defects = bad_tokens(file.read(), key)
    for name, token in defects.items():
        import requests
        response = requests.get(f"{base_url}/inApps/v1/transactions/{refunded_id}",
                                headers={"Authorization": f"Bearer {token}"}, timeout=10)
        expect(response.status_code == 401 and "signedTransactionInfo" not in response.text, f"{name} token got {response.status_code}")
    return {"historyPages": pages, "transactions": len(v2), "notifications": kinds, "refunds": len(refunded),
            "tokenDefectsRefused": sorted(defects)}


def bad_tokens(signing_key, key):
    now = int(time.time())
    good = {"iss": key["issuerId"], "iat": now, "exp": now + 300, "aud": "appstoreconnect-v1", "bid": key["bundleId"]}
    headers = {"kid": key["keyId"]}

    def sign(claims, header=headers):
        return jwt.encode(claims, signing_key, algorithm="ES256", headers=header)

    other_key = jwt.encode(good, __import__("cryptography.hazmat.primitives.asymmetric.ec", fromlist=["ec"]).generate_private_key(
        __import__("cryptography.hazmat.primitives.asymmetric.ec", fromlist=["ec"]).SECP256R1()), algorithm="ES256", headers=headers)
    return {
        "unknown key": sign(good, {"kid": "NOSUCHKEY1"}),
        "bad signature": other_key,
        "other bundle id": sign({**good, "bid": "com.example.other"}),
        "wrong audience": sign({**good, "aud": "appstoreconnect-v2"}),
        "no exp": sign({k: v for k, v in good.items() if k != "exp"}),
        "past exp": sign({**good, "iat": now - 600, "exp": now - 60}),
        "lifetime over an hour": sign({**good, "exp": now + 3700}),
        "wrong issuer": sign({**good, "iss": "00000000-0000-0000-0000-000000000000"}),
    }


if __name__ == "__main__":
    main()
