#!/usr/bin/env python3
"""Verifies a list of Storefront-signed transactions and renewal infos with Apple's App Store Server Library.

Usage: verify_signed_list.py ROOT.der BUNDLE_ID ENVIRONMENT REQUEST.json

REQUEST.json holds {"transactions": [JWS...], "renewalInfos": [JWS...], "appTransactions": [JWS...]} (the last is
optional). Prints one JSON object with the payloads Apple's SignedDataVerifier decoded (unstructured back to Apple's
JSON keys), in the same order.
Exits 3 when the library is not installed, 1 when Apple's verifier refuses any of them.
"""
import json
import sys

try:
    from appstoreserverlibrary.models.AppTransaction import AppTransaction
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.models.JWSRenewalInfoDecodedPayload import JWSRenewalInfoDecodedPayload
    from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
    from appstoreserverlibrary.models.LibraryUtility import _get_cattrs_converter
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException
except ImportError as error:
    print(f"app-store-server-library is not installed ({error}); run scripts/install-deps", file=sys.stderr)
    sys.exit(3)


def main():
    root_path, bundle_id, environment, request_path = sys.argv[1:5]
    with open(root_path, "rb") as file:
        root = file.read()
    with open(request_path, encoding="utf-8") as file:
        request = json.load(file)
    verifier = SignedDataVerifier([root], False, Environment(environment), bundle_id)
    try:
        transactions = [verifier.verify_and_decode_signed_transaction(jws) for jws in request["transactions"]]
        renewals = [verifier.verify_and_decode_renewal_info(jws) for jws in request["renewalInfos"]]
        apps = [verifier.verify_and_decode_app_transaction(jws) for jws in request.get("appTransactions", [])]
    except VerificationException as error:
        print(f"Apple's verifier refused signed data: {error.status.name}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps({
        "transactions": [_get_cattrs_converter(JWSTransactionDecodedPayload).unstructure(t) for t in transactions],
        "renewalInfos": [_get_cattrs_converter(JWSRenewalInfoDecodedPayload).unstructure(r) for r in renewals],
        "appTransactions": [_get_cattrs_converter(AppTransaction).unstructure(a) for a in apps],
    }))


if __name__ == "__main__":
    main()
