#!/usr/bin/env python3
"""The App Store Server API endpoints that change the sandbox or talk to the webhook, through Apple's own
AppStoreServerAPIClient (PyPI app-store-server-library): Extend a Subscription Renewal Date, Extend Subscription
Renewal Dates for All Active Subscribers and Get Status of Subscription Renewal Date Extensions, Set App Account Token,
Send Consumption Information (v2, and v1's send_consumption_data), Request a Test Notification and Get Test
Notification Status, Get App Transaction Info.

Usage: server_endpoints.py STOREFRONT_BINARY WORK_DIR

Every change is checked three ways: the library's response, the re-signed transaction read back with Get Transaction
Info and verified with SignedDataVerifier, and what the app sees (`storefront updates`, listening to
Transaction.updates while the backend calls the API, and `storefront transactions`). Notifications the changes cause
are verified at a webhook with verify_and_decode_notification. Prints one JSON summary; exits 1 with the reason on the
first failure, 3 when the library is not installed.

Apple pages: "Extend a Subscription Renewal Date", "Extend Subscription Renewal Dates for All Active Subscribers",
"Get Status of Subscription Renewal Date Extensions", "Set App Account Token", "Send Consumption Information",
"Send Consumption Information V1", "Request a Test Notification", "Get Test Notification Status",
"Get App Transaction Info", "App Store Server Notifications V2" (RENEWAL_EXTENDED, RENEWAL_EXTENSION / SUMMARY, TEST),
and the error pages each names (SubscriptionMaxExtensionError, StatusRequestNotFoundError,
InvalidCustomerConsentedError, InvalidAppAccountTokenUUIDError, TestNotificationNotFoundError,
TransactionIdNotFoundError).
"""
import calendar
import json
import os
import subprocess
import sys
import threading
import time
import uuid
import warnings

from server_interop import BASIC, GEMS, Storefront, Webhook, expect, fail, prepare

from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient
from appstoreserverlibrary.models.ConsumptionRequest import ConsumptionRequest
from appstoreserverlibrary.models.ConsumptionRequestV1 import ConsumptionRequestV1
from appstoreserverlibrary.models.DeliveryStatus import DeliveryStatus
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.MassExtendRenewalDateRequest import MassExtendRenewalDateRequest
from appstoreserverlibrary.models.RefundPreference import RefundPreference
from appstoreserverlibrary.models.UpdateAppAccountTokenRequest import UpdateAppAccountTokenRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

DAY = 86_400_000


def refused(call, status, code, what):
    """`call` must raise Apple's APIException with this HTTP status and errorCode."""
    try:
        call()
    except APIException as error:
        expect(error.http_status_code == status and error.raw_api_error == code, f"{what}: {error.http_status_code} "
               f"{error.raw_api_error}, expected {status} {code}")
        return
    fail(f"{what} was accepted")


def wait_for(condition, what, seconds=90):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.1)
    fail(f"waited {seconds} s for {what}")


def main():
    binary, work = sys.argv[1], sys.argv[2]
    store = Storefront(binary, work)
    key, root = prepare(store, work)
    store.run("buy", BASIC)
    store.run("buy", GEMS)
    bought = {t["productID"]: t for t in json.loads(store.run("transactions", "--json"))}

    server = subprocess.Popen(
        [binary, "server", "--port", "0", "--catalog", store.catalog, "--sandbox", store.sandbox],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # The app, listening to Transaction.updates while the backend changes its purchases.
    app = App(binary, store)
    try:
        line = server.stdout.readline().strip()
        expect(line.startswith("listening on http://127.0.0.1:"), f"the server said {line!r}")
        app.wait_until_listening(store)
        summary = exercise(line.split("listening on ")[1], key, root, store, bought)
        # Transaction.updates carries a transaction's newest state: changes that land close together may reach a
        # listener as one update, so what must arrive is the final state, with both of the backend's changes in it.
        wait_for(lambda: any(same_moment(t["expirationDate"], summary["expiresAfterMassExtension"])
                             for t in app.seen(BASIC)), "the app to see the extended renewal date")
        subscription = app.seen(BASIC)
        expect(1 <= len(subscription) <= 3, f"the app saw {[t.get('expirationDate') for t in subscription]}")
        expect(subscription[-1].get("appAccountToken") == summary["appAccountToken"],
               "the app sees the app account token the backend set")
        expect(same_moment(subscription[-1]["expirationDate"], summary["expiresAfterMassExtension"]),
               "the app sees the extended renewal date")
        summary["appSaw"] = len(subscription)
    finally:
        app.process.terminate()
        app.process.wait(timeout=20)
        server.terminate()
        server.wait(timeout=20)
    expect(server.returncode == 0, f"the server exited with {server.returncode} after SIGTERM")
    print(json.dumps(summary, sort_keys=True))


class App:
    """`storefront updates --json`: an app's Transaction.updates listener, one JSON transaction a line."""

    def __init__(self, binary, store):
        self.process = subprocess.Popen(
            [binary, "updates", "--json", "--timeout", "120", "--catalog", store.catalog, "--sandbox", store.sandbox],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lines, self.lock = [], threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.process.stdout:
            if line.strip():
                with self.lock:
                    self.lines.append(json.loads(line))

    def seen(self, product):
        with self.lock:
            return [t for t in self.lines if t["productID"] == product]

    def wait_until_listening(self, store):
        """A purchase on another device reaches a listening app: buy until one does (the listener attaches at
        launch, which takes a while on a loaded machine)."""
        for _ in range(20):
            store.run("buy", GEMS)
            deadline = time.time() + 3
            while time.time() < deadline:
                if self.seen(GEMS):
                    return
                time.sleep(0.1)
        fail("the app never started listening to Transaction.updates")


def same_moment(text, milliseconds):
    """Whether an ISO 8601 date the CLI printed is the JWS's millisecond date (the CLI truncates to the
    millisecond, the JWS rounds, so they may differ by one)."""
    seconds, fraction = text.rstrip("Z").split(".")
    printed = calendar.timegm(time.strptime(seconds, "%Y-%m-%dT%H:%M:%S")) * 1000 + int(fraction)
    return abs(printed - milliseconds) <= 1


def exercise(base_url, key, root_path, store, bought):
    with open(os.path.join(os.path.dirname(root_path), "key.p8"), "rb") as file:
        client = AppStoreServerAPIClient(file.read(), key["keyId"], key["issuerId"], key["bundleId"], Environment.SANDBOX)
    client._base_url = base_url
    with open(root_path, "rb") as file:
        verifier = SignedDataVerifier([file.read()], False, Environment.SANDBOX, key["bundleId"])
    original = str(bought[BASIC]["originalID"])
    gems = str(bought[GEMS]["id"])

    def transaction(identifier):
        return verifier.verify_and_decode_signed_transaction(client.get_transaction_info(identifier).signedTransactionInfo)

    # Extend a Subscription Renewal Date: the period ends 7 days later, re-signed.
    before = transaction(original).expiresDate
    extended = client.extend_subscription_renewal_date(original, ExtendRenewalDateRequest(
        extendByDays=7, extendReasonCode=ExtendReasonCode.CUSTOMER_SATISFACTION, requestIdentifier=str(uuid.uuid4())))
    expect(extended.success and extended.originalTransactionId == original, f"extension: {extended}")
    expect(extended.effectiveDate == before + 7 * DAY, f"effective {extended.effectiveDate}, was {before}")
    expect(transaction(original).expiresDate == before + 7 * DAY, "Get Transaction Info shows the new renewal date")
    refused(lambda: client.extend_subscription_renewal_date(gems, ExtendRenewalDateRequest(
        extendByDays=1, extendReasonCode=ExtendReasonCode.OTHER, requestIdentifier="r")), 404, 4040005,
        "extending a consumable")
    refused(lambda: client.extend_subscription_renewal_date(original, ExtendRenewalDateRequest(
        extendByDays=91, extendReasonCode=ExtendReasonCode.OTHER, requestIdentifier="r")), 400, 4000009,
        "extending by 91 days")

    # Set App Account Token: the subscription carries it from now on.
    token = str(uuid.uuid4())
    client.set_app_account_token(original, UpdateAppAccountTokenRequest(appAccountToken=token))
    expect(transaction(original).appAccountToken == token, "Get Transaction Info shows the app account token")
    refused(lambda: client.set_app_account_token(original, UpdateAppAccountTokenRequest(appAccountToken="nope")),
            400, 4000183, "an app account token that is not a UUID")

    # Extend for All Active Subscribers, then its status; a third extension within a year is refused.
    request_id = str(uuid.uuid4())
    mass = client.extend_renewal_date_for_all_active_subscribers(MassExtendRenewalDateRequest(
        requestIdentifier=request_id, extendByDays=3, extendReasonCode=ExtendReasonCode.SERVICE_ISSUE_OR_OUTAGE,
        productId=BASIC))
    expect(mass.requestIdentifier == request_id, f"mass extension: {mass}")
    status = client.get_status_of_subscription_renewal_date_extensions(request_id, BASIC)
    expect(status.complete and status.succeededCount == 1 and status.failedCount == 0 and status.completeDate,
           f"mass extension status: {status}")
    refused(lambda: client.get_status_of_subscription_renewal_date_extensions(str(uuid.uuid4()), BASIC), 404, 4040009,
            "the status of a request never made")
    after_mass = transaction(original).expiresDate
    expect(after_mass == before + 10 * DAY, "the mass extension moved the renewal date 3 more days")
    refused(lambda: client.extend_subscription_renewal_date(original, ExtendRenewalDateRequest(
        extendByDays=1, extendReasonCode=ExtendReasonCode.OTHER, requestIdentifier="third")), 403, 4030005,
        "a third extension within a year")
    listed = {t["productID"]: t for t in json.loads(store.run("transactions", "--json"))}
    expect(same_moment(listed[BASIC]["expirationDate"], after_mass),
           f"storefront transactions shows the new renewal date: {listed[BASIC]['expirationDate']}, {after_mass}")

    # Send Consumption Information (v2 and v1): accepted with 202; without consent refused.
    client.send_consumption_information(gems, ConsumptionRequest(
        customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED,
        consumptionPercentage=25_000, refundPreference=RefundPreference.GRANT_PRORATED))
    with warnings.catch_warnings():  # the library marks v1 deprecated; Apple still serves it
        warnings.simplefilter("ignore", DeprecationWarning)
        client.send_consumption_data(gems, ConsumptionRequestV1(customerConsented=True, sampleContentProvided=False))
    refused(lambda: client.send_consumption_information(gems, ConsumptionRequest(
        customerConsented=False, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)), 400, 4000035,
        "consumption information without consent")
    refused(lambda: client.send_consumption_information("424242", ConsumptionRequest(
        customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)), 404, 4040010,
        "consumption information for an unknown transaction")

    # Request a Test Notification, then its status once the webhook has it.
    test_token = client.request_test_notification().testNotificationToken
    expect(test_token, "a test notification token")

    def test_delivered():
        attempts = client.get_test_notification_status(test_token).sendAttempts or []
        return attempts and attempts[-1].rawSendAttemptResult == "SUCCESS"
    wait_for(test_delivered, "the test notification to be delivered")
    checked = client.get_test_notification_status(test_token)
    test = verifier.verify_and_decode_notification(checked.signedPayload)
    expect(test.rawNotificationType == "TEST" and test.notificationUUID == test_token, "the status carries the TEST")
    refused(lambda: client.get_test_notification_status(str(uuid.uuid4())), 404, 4040008, "an unknown test token")

    # Get App Transaction Info: the app transaction, signed by the sandbox's chain.
    app_transaction = verifier.verify_and_decode_app_transaction(
        client.get_app_transaction_info(gems).signedAppTransactionInfo)
    expect(app_transaction.bundleId == key["bundleId"] and app_transaction.receiptType == Environment.SANDBOX,
           f"app transaction: {app_transaction}")
    refused(lambda: client.get_app_transaction_info("424242"), 404, 4040010, "the app transaction of an unknown id")

    # The webhook got every notification the changes caused, each verified.
    wanted = [("RENEWAL_EXTENDED", None), ("RENEWAL_EXTENDED", None), ("RENEWAL_EXTENSION", "SUMMARY"), ("TEST", None)]

    def received():
        with Webhook.lock:
            bodies = list(Webhook.received)
        return [verifier.verify_and_decode_notification(body["signedPayload"]) for body in bodies]
    wait_for(lambda: sum(
        1 for n in received() if (n.rawNotificationType, n.rawSubtype) in wanted) >= len(wanted), "the notifications")
    notifications = received()
    kinds = sorted((n.rawNotificationType, n.rawSubtype or "") for n in notifications
                   if n.rawNotificationType in ("RENEWAL_EXTENDED", "RENEWAL_EXTENSION", "TEST"))
    expect(kinds == sorted((t, s or "") for t, s in wanted), f"notifications: {kinds}")
    summary_notification = next(n for n in notifications if n.rawNotificationType == "RENEWAL_EXTENSION")
    expect(summary_notification.summary.requestIdentifier == request_id
           and summary_notification.summary.succeededCount == 1, "the SUMMARY counts the extension")
    return {"appAccountToken": token, "expiresAfterMassExtension": after_mass,
            "notifications": [list(k) for k in kinds], "testNotification": test_token}


if __name__ == "__main__":
    main()
