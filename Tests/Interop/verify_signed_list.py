#!/usr/bin/env python3
"""Verifies Storefront-signed data with Apple's App Store Server Library, and checks it field by field.

Usage: verify_signed_list.py ROOT.der BUNDLE_ID ENVIRONMENT REQUEST.json

REQUEST.json holds {"transactions": [JWS...], "renewalInfos": [JWS...], "appTransactions": [JWS...],
"notifications": [signedPayload...]} (each list optional). Every JWS must verify with Apple's SignedDataVerifier (trusting ROOT.der, online checks off), and every
field of its payload must be one Apple's model declares, with the JSON type the model declares (a string, a whole
number, a boolean, a list of strings); a field that names an enumeration must hold a value Apple's enumeration knows.
The device verification pair is the device's own and is allowed in transactions and renewal infos, whose server
models leave it out. A notification is verified and decoded with verify_and_decode_notification; its fields are
Apple's ResponseBodyV2DecodedPayload's by construction, and the signed data it carries is checked when the request
lists it among the transactions and renewal infos.

Prints one JSON object: for each list, the payloads Apple's models decoded (unstructured back to Apple's JSON keys), in
the same order; "checked", how many of each it read; and "problems", every refusal and wrong field. Exits 1 when there
is a problem, 3 when the library is not installed.
"""
import base64
import json
import sys
import typing

try:
    import attr
    from appstoreserverlibrary.models.AppTransaction import AppTransaction
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.models.JWSRenewalInfoDecodedPayload import JWSRenewalInfoDecodedPayload
    from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
    from appstoreserverlibrary.models.LibraryUtility import _get_cattrs_converter
    from appstoreserverlibrary.models.ResponseBodyV2DecodedPayload import ResponseBodyV2DecodedPayload
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException
except ImportError as error:
    print(f"app-store-server-library is not installed ({error}); run scripts/install-deps", file=sys.stderr)
    sys.exit(3)

DEVICE_ONLY = {"deviceVerification", "deviceVerificationNonce"}


def payload_of(jws):
    segment = jws.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))


def raw_name(key):
    return "raw" + key[0].upper() + key[1:]


def declared_type(model, key):
    """The JSON type Apple's model declares for `key` (its raw counterpart's, for an enumeration), or None."""
    fields = {field.name: field for field in attr.fields(model)}
    field = fields.get(raw_name(key)) or fields.get(key)
    if field is None:
        return None
    arguments = [argument for argument in typing.get_args(field.type) if argument is not type(None)]
    return arguments[0] if arguments else field.type


def type_matches(value, declared):
    if typing.get_origin(declared) in (list, typing.List):
        (element,) = typing.get_args(declared) or (str,)
        return isinstance(value, list) and all(type_matches(item, element) for item in value)
    if declared is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, declared)


def field_problems(kind, jws, model, decoded, allow_device):
    problems = []
    for key, value in payload_of(jws).items():
        if allow_device and key in DEVICE_ONLY:
            continue
        declared = declared_type(model, key)
        if declared is None:
            problems.append(f"{kind}: '{key}' is not a field of Apple's {model.__name__}")
        elif not type_matches(value, declared):
            problems.append(f"{kind}: '{key}' is {json.dumps(value)}, but Apple's {model.__name__} declares {declared}")
        elif hasattr(decoded, raw_name(key)) and getattr(decoded, key) is None:
            problems.append(f"{kind}: '{key}' is {json.dumps(value)}, a value Apple's enumeration does not know")
    return problems


def main():
    root_path, bundle_id, environment, request_path = sys.argv[1:5]
    with open(root_path, "rb") as file:
        root = file.read()
    with open(request_path, encoding="utf-8") as file:
        request = json.load(file)
    verifier = SignedDataVerifier([root], False, Environment(environment), bundle_id)
    kinds = [
        ("transactions", JWSTransactionDecodedPayload, verifier.verify_and_decode_signed_transaction, True),
        ("renewalInfos", JWSRenewalInfoDecodedPayload, verifier.verify_and_decode_renewal_info, True),
        ("appTransactions", AppTransaction, verifier.verify_and_decode_app_transaction, False),
        ("notifications", ResponseBodyV2DecodedPayload, verifier.verify_and_decode_notification, None),
    ]
    output = {"checked": {}, "problems": []}
    for name, model, decode, allow_device in kinds:
        items = request.get(name, [])
        output["checked"][name] = len(items)
        output[name] = []
        for index, jws in enumerate(items):
            try:
                decoded = decode(jws)
            except VerificationException as error:
                output["problems"].append(f"{name}[{index}]: Apple's verifier refused it ({error.status.name})")
                continue
            output[name].append(_get_cattrs_converter(model).unstructure(decoded))
            if allow_device is not None:
                output["problems"] += field_problems(f"{name}[{index}]", jws, model, decoded, allow_device)
    print(json.dumps(output))
    sys.exit(1 if output["problems"] else 0)


if __name__ == "__main__":
    main()
