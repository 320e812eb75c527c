"""What a sandbox ledger implies, read straight from its SQLite rows, independently of Storefront's code.

Shared by the reliability drivers (bench/reliability-crash, bench/reliability-writers): they compare what the
`storefront` commands report with what this module computes from the same file.
"""

import base64
import json
import sqlite3

# Seconds from 1970 to 2001, the reference date of the clock Storefront keeps in `meta`.
APPLE_EPOCH = 978307200


def connect(path):
    """A read-only connection (the file must exist; WAL recovery still works)."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=30)


def integrity(path):
    """`PRAGMA integrity_check`: "ok" or the problems it lists."""
    with connect(path) as db:
        return "; ".join(row[0] for row in db.execute("PRAGMA integrity_check"))


def transactions(path):
    """Every transaction row, by id, with its decoded JWS payload."""
    with connect(path) as db:
        db.row_factory = sqlite3.Row
        rows = [dict(row) for row in db.execute("SELECT * FROM transactions ORDER BY id")]
    for row in rows:
        row["payload"] = decode_payload(row["jws"])
    return {row["id"]: row for row in rows}


def decode_payload(jws):
    """The JSON payload of a compact JWS, or None when it cannot be read."""
    try:
        part = jws.split(".")[1]
        return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
    except (IndexError, ValueError):
        return None


def simulated_now_ms(path):
    """The sandbox clock's now, in (fractional) ms since 1970; the clock must be paused (now is then its anchor)."""
    with connect(path) as db:
        row = db.execute("SELECT value FROM meta WHERE key = 'clock'").fetchone()
    clock = json.loads(row[0])
    if not clock.get("isPaused"):
        raise ValueError("the sandbox clock is not paused: now is not a fact of the file")
    return (clock["anchorVirtual"] + APPLE_EPOCH) * 1000


def entitled_ids(rows, now_ms):
    """The transaction ids `currentEntitlements` must hold, by StoreKit's rules.

    Non-consumables and non-renewing subscriptions: the newest transaction of the product unless revoked.
    Auto-renewable subscriptions (billing retry and grace off): the newest transaction of the group while it
    is not revoked and has not expired. Consumables: never.
    """
    newest_per_product, newest_per_group = {}, {}
    for row in rows.values():
        if row["product_type"] in ("nonConsumable", "nonRenewable"):
            newest_per_product[row["product_id"]] = row
        elif row["product_type"] == "autoRenewable" and row["group_id"]:
            newest_per_group[row["group_id"]] = row
    entitled = {row["id"] for row in newest_per_product.values() if row["revocation_date"] is None}
    entitled |= {
        row["id"] for row in newest_per_group.values()
        if row["revocation_date"] is None and (row["expiration_date"] or 0) > now_ms
    }
    return entitled


def consistency_problems(rows):
    """Facts every ledger must hold whatever happened: each row's JWS says what its columns say, ids are
    unique across JWS payloads, and no product owned once is charged again while still owned."""
    problems = []
    seen = {}
    for row in rows.values():
        payload = row["payload"]
        if payload is None:
            problems.append(f"transaction {row['id']}: its JWS payload cannot be decoded")
            continue
        if payload.get("transactionId") != str(row["id"]) or payload.get("productId") != row["product_id"]:
            problems.append(f"transaction {row['id']}: its JWS names {payload.get('transactionId')} "
                            f"{payload.get('productId')}, the row says {row['id']} {row['product_id']}")
        if payload.get("transactionId") in seen:
            problems.append(f"transaction id {payload.get('transactionId')} appears twice")
        seen[payload.get("transactionId")] = row["id"]
    owned = {}
    for row in rows.values():
        if row["product_type"] != "nonConsumable" or row["revocation_date"] is not None:
            continue
        if row["product_id"] in owned:
            problems.append(f"{row['product_id']} charged twice while owned: transactions "
                            f"{owned[row['product_id']]} and {row['id']}")
        owned[row["product_id"]] = row["id"]
    return problems
