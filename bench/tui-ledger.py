#!/usr/bin/env python3
"""Grows a sandbox ledger to COUNT transactions for benchmarks: tui-ledger.py SANDBOX COUNT.

The sandbox must hold one real purchase already (made with `storefront buy`, so the schema, the signing keys and
one signed transaction exist). Its row is copied COUNT-1 times with new ids, spread over the catalog's products
it names, all finished, with a change-log event each — the shape years of purchases would leave. The copies keep
the template's signed JWS, so the app verifies every one of them as it would real ones."""
import sqlite3
import sys


def main():
    path, count = sys.argv[1], int(sys.argv[2])
    db = sqlite3.connect(path)
    columns = [row[1] for row in db.execute("PRAGMA table_info(transactions)")]
    template = db.execute("SELECT * FROM transactions ORDER BY id LIMIT 1").fetchone()
    if template is None:
        sys.exit("tui-ledger: the sandbox has no transaction to copy; buy something first")
    row = dict(zip(columns, template))
    products = [f"com.example.bench.item{i}" for i in range(0, 2500, 2)]  # the generated catalog's non-consumables
    start = db.execute("SELECT max(id) FROM transactions").fetchone()[0] + 1
    placeholders = ", ".join("?" for _ in columns)
    with db:
        for offset in range(count - 1):
            new = dict(row)
            new["id"] = new["original_id"] = start + offset
            new["product_id"] = products[offset % len(products)]
            new["product_type"] = "nonConsumable"
            new["finished"] = 1
            db.execute(f"INSERT INTO transactions ({', '.join(columns)}) VALUES ({placeholders})",
                       [new[c] for c in columns])
            db.execute("INSERT INTO events (kind, transaction_id, device, at) VALUES ('purchased', ?, 'bench', ?)",
                       (new["id"], new["purchase_date"]))
    total = db.execute("SELECT count(*) FROM transactions").fetchone()[0]
    print(f"tui-ledger: {total} transactions in {path}")


if __name__ == "__main__":
    main()
