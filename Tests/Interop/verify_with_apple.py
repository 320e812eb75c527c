#!/usr/bin/env python3
"""Verifies Storefront-signed data with Apple's own App Store Server Library (PyPI app-store-server-library).

Usage: verify_with_apple.py REQUEST.json

REQUEST.json holds: rootCertificate (path to the sandbox root, DER), environment, bundleId, signedTransaction,
signedRenewalInfo, tamperedTransaction, and offer {keyId, privateKeyPEM, productId, offerId, appAccountToken,
nonce, timestamp, swiftSignature}.

Prints one JSON object: the transaction and renewal info as Apple's typed models decoded them (unstructured back to
Apple's JSON keys), the enum-typed fields as Apple's enums read them, Apple's verdict on the tampered transaction,
a promotional-offer signature made by Apple's PromotionalOfferSignatureCreator, and whether the Swift-made offer
signature verifies with the `cryptography` package. Exits 3 when the library is not installed.
"""
import base64
import json
import sys
import uuid

try:
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.models.JWSRenewalInfoDecodedPayload import JWSRenewalInfoDecodedPayload
    from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
    from appstoreserverlibrary.models.LibraryUtility import _get_cattrs_converter
    from appstoreserverlibrary.promotional_offer import PromotionalOfferSignatureCreator
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ec import ECDSA
    from cryptography.hazmat.primitives.hashes import SHA256
except ImportError as error:
    print(f"app-store-server-library is not installed ({error}); run scripts/install-deps", file=sys.stderr)
    sys.exit(3)


def enum_value(value):
    return None if value is None else value.value


def offer_signature_verifies(offer, bundle_id):
    key = serialization.load_pem_private_key(offer["privateKeyPEM"].encode(), password=None)
    text = "\u2063".join([bundle_id, offer["keyId"], offer["productId"], offer["offerId"],
                          offer["appAccountToken"].lower(), offer["nonce"].lower(), str(offer["timestamp"])])
    try:
        key.public_key().verify(base64.b64decode(offer["swiftSignature"]), text.encode("utf-8"), ECDSA(SHA256()))
        return True
    except InvalidSignature:
        return False


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        request = json.load(file)
    with open(request["rootCertificate"], "rb") as file:
        root = file.read()
    bundle_id = request["bundleId"]
    verifier = SignedDataVerifier([root], False, Environment(request["environment"]), bundle_id)

    transaction = verifier.verify_and_decode_signed_transaction(request["signedTransaction"])
    renewal = verifier.verify_and_decode_renewal_info(request["signedRenewalInfo"])
    try:
        verifier.verify_and_decode_signed_transaction(request["tamperedTransaction"])
        tampered = "accepted"
    except VerificationException as error:
        tampered = error.status.name

    offer = request["offer"]
    creator = PromotionalOfferSignatureCreator(offer["privateKeyPEM"].encode(), offer["keyId"], bundle_id)
    apple_offer_signature = creator.create_signature(
        offer["productId"], offer["offerId"], offer["appAccountToken"], uuid.UUID(offer["nonce"]), offer["timestamp"])

    print(json.dumps({
        "transaction": _get_cattrs_converter(JWSTransactionDecodedPayload).unstructure(transaction),
        "transactionEnums": {
            "type": enum_value(transaction.type),
            "inAppOwnershipType": enum_value(transaction.inAppOwnershipType),
            "environment": enum_value(transaction.environment),
            "offerType": enum_value(transaction.offerType),
            "offerDiscountType": enum_value(transaction.offerDiscountType),
            "transactionReason": enum_value(transaction.transactionReason),
            "revocationReason": enum_value(transaction.revocationReason),
            "revocationType": enum_value(transaction.revocationType),
        },
        "renewalInfo": _get_cattrs_converter(JWSRenewalInfoDecodedPayload).unstructure(renewal),
        "renewalInfoEnums": {
            "autoRenewStatus": enum_value(renewal.autoRenewStatus),
            "expirationIntent": enum_value(renewal.expirationIntent),
            "priceIncreaseStatus": enum_value(renewal.priceIncreaseStatus),
            "offerType": enum_value(renewal.offerType),
            "environment": enum_value(renewal.environment),
        },
        "tamperedTransaction": tampered,
        "appleOfferSignature": apple_offer_signature,
        "swiftOfferSignatureVerifies": offer_signature_verifies(offer, bundle_id),
    }))


if __name__ == "__main__":
    main()
