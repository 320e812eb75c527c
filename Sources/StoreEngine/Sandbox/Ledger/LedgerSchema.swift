/// The ledger's SQL schema and its forward migrations, versioned with `PRAGMA user_version`.
///
/// A migration is appended, never edited: version N is reached by running steps 1…N in order, so a
/// database from any earlier release opens and moves forward.
enum LedgerSchema {
  /// `PRAGMA application_id` of every Storefront sandbox ("STFR"): tells our files from foreign ones.
  static let applicationID: Int32 = 0x5354_4652

  /// The SQL of each version, in order; index 0 takes an empty file to version 1.
  static let migrations: [String] = [
    """
    CREATE TABLE meta (
      key TEXT PRIMARY KEY,
      value BLOB NOT NULL
    );
    CREATE TABLE transactions (
      id INTEGER PRIMARY KEY,
      original_id INTEGER NOT NULL,
      product_id TEXT NOT NULL,
      product_type TEXT NOT NULL,
      group_id TEXT,
      purchase_date INTEGER NOT NULL,
      original_purchase_date INTEGER NOT NULL,
      expiration_date INTEGER,
      quantity INTEGER NOT NULL,
      price_milli INTEGER,
      currency TEXT,
      storefront TEXT NOT NULL,
      storefront_id TEXT,
      reason TEXT NOT NULL,
      web_order_line_item_id TEXT,
      offer_type INTEGER,
      offer_id TEXT,
      offer_payment_mode TEXT,
      offer_period TEXT,
      app_account_token TEXT,
      ownership TEXT NOT NULL,
      is_upgraded INTEGER NOT NULL DEFAULT 0,
      revocation_date INTEGER,
      revocation_reason INTEGER,
      signed_date INTEGER NOT NULL,
      jws TEXT NOT NULL,
      finished INTEGER NOT NULL DEFAULT 0,
      device TEXT
    );
    CREATE INDEX transactions_by_product ON transactions(product_id, id);
    CREATE INDEX transactions_by_original ON transactions(original_id, id);
    CREATE INDEX transactions_unfinished ON transactions(id) WHERE finished = 0;
    CREATE TABLE events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      transaction_id INTEGER,
      device TEXT,
      at INTEGER NOT NULL
    );
    CREATE TABLE app_deliveries (
      transaction_id INTEGER PRIMARY KEY,
      product_id TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      delivered_at INTEGER NOT NULL
    );
    CREATE TABLE app_balances (
      product_id TEXT PRIMARY KEY,
      balance INTEGER NOT NULL
    );
    """,
    """
    CREATE TABLE subscription_renewals (
      group_id TEXT PRIMARY KEY,
      original_id INTEGER NOT NULL,
      auto_renew INTEGER NOT NULL,
      auto_renew_product_id TEXT NOT NULL,
      expiration_intent INTEGER,
      billing_retry_since INTEGER,
      grace_expires INTEGER,
      offer_json TEXT,
      offer_periods_left INTEGER NOT NULL DEFAULT 0,
      price_increase_status INTEGER,
      recent_start INTEGER NOT NULL
    );
    CREATE TABLE purchase_requests (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      product_id TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      options_json TEXT NOT NULL,
      device TEXT,
      requested_at INTEGER NOT NULL,
      expires_at INTEGER,
      state TEXT NOT NULL,
      transaction_id INTEGER
    );
    CREATE INDEX purchase_requests_pending ON purchase_requests(product_id) WHERE state = 'pending';
    CREATE INDEX transactions_by_group ON transactions(group_id, id) WHERE group_id IS NOT NULL;
    """,
    """
    DROP INDEX transactions_by_original;
    CREATE TABLE events_v3 (
      seq INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      transaction_id INTEGER,
      device TEXT,
      at INTEGER NOT NULL
    );
    INSERT INTO events_v3(seq, kind, transaction_id, device, at) SELECT seq, kind, transaction_id, device, at FROM events;
    DROP TABLE events;
    ALTER TABLE events_v3 RENAME TO events;
    """,
    """
    ALTER TABLE transactions ADD COLUMN billing_plan_type TEXT;
    ALTER TABLE subscription_renewals ADD COLUMN billing_plan_type TEXT;
    """,
    """
    CREATE TABLE transaction_orders (
      transaction_id INTEGER PRIMARY KEY,
      order_id TEXT NOT NULL
    );
    CREATE INDEX transaction_orders_by_order ON transaction_orders(order_id);
    CREATE TABLE server_notifications (
      seq INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      subtype TEXT,
      transaction_id INTEGER,
      original_id INTEGER,
      signed_date INTEGER NOT NULL,
      signed_payload TEXT NOT NULL
    );
    CREATE INDEX server_notifications_by_date ON server_notifications(signed_date, seq);
    CREATE TABLE notification_attempts (
      id INTEGER PRIMARY KEY,
      notification_seq INTEGER NOT NULL REFERENCES server_notifications(seq) ON DELETE CASCADE,
      url TEXT NOT NULL,
      number INTEGER NOT NULL,
      due_at INTEGER NOT NULL,
      state TEXT NOT NULL,
      claimed_by TEXT,
      claim_expires INTEGER,
      attempted_at INTEGER,
      result TEXT,
      http_status INTEGER
    );
    CREATE INDEX notification_attempts_open ON notification_attempts(due_at) WHERE state != 'done';
    CREATE INDEX notification_attempts_by_notification ON notification_attempts(notification_seq, number);
    CREATE TABLE webhooks (
      url TEXT PRIMARY KEY,
      added_at INTEGER NOT NULL
    );
    CREATE TABLE api_keys (
      key_id TEXT PRIMARY KEY,
      issuer_id TEXT NOT NULL,
      public_key BLOB NOT NULL,
      added_at INTEGER NOT NULL
    );
    CREATE TABLE renewal_extensions (
      id INTEGER PRIMARY KEY,
      original_id INTEGER NOT NULL,
      request_id TEXT NOT NULL,
      days INTEGER NOT NULL,
      reason INTEGER NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE TABLE mass_extensions (
      product_id TEXT NOT NULL,
      request_id TEXT NOT NULL,
      requested_at INTEGER NOT NULL,
      succeeded INTEGER NOT NULL,
      failed INTEGER NOT NULL,
      PRIMARY KEY (product_id, request_id)
    );
    CREATE TABLE consumption_information (
      transaction_id INTEGER PRIMARY KEY,
      body TEXT NOT NULL,
      received_at INTEGER NOT NULL
    );
    """,
    // The newest transaction of each product for each way of owning it, kept by triggers in the commit that inserts,
    // deletes or moves a transaction: entitlements and each product's latest transaction are read from it in time
    // proportional to the products, not the ledger (`bench/engine`'s currentEntitlements on 100,000 transactions).
    """
    CREATE TABLE product_heads (
      product_id TEXT NOT NULL,
      ownership TEXT NOT NULL,
      transaction_id INTEGER NOT NULL,
      PRIMARY KEY (product_id, ownership)
    ) WITHOUT ROWID;
    INSERT INTO product_heads SELECT product_id, ownership, max(id) FROM transactions GROUP BY product_id, ownership;
    CREATE TRIGGER product_heads_insert AFTER INSERT ON transactions BEGIN
      INSERT INTO product_heads VALUES(new.product_id, new.ownership, new.id)
        ON CONFLICT(product_id, ownership) DO UPDATE SET transaction_id = max(transaction_id, excluded.transaction_id);
    END;
    CREATE TRIGGER product_heads_delete AFTER DELETE ON transactions BEGIN
      DELETE FROM product_heads WHERE product_id = old.product_id AND ownership = old.ownership;
      INSERT INTO product_heads SELECT product_id, ownership, id FROM transactions
        WHERE product_id = old.product_id AND ownership = old.ownership ORDER BY id DESC LIMIT 1;
    END;
    CREATE TRIGGER product_heads_move AFTER UPDATE OF id, product_id, ownership ON transactions
      WHEN old.id != new.id OR old.product_id != new.product_id OR old.ownership != new.ownership BEGIN
      DELETE FROM product_heads WHERE product_id = old.product_id AND ownership = old.ownership;
      INSERT INTO product_heads SELECT product_id, ownership, id FROM transactions
        WHERE product_id = old.product_id AND ownership = old.ownership ORDER BY id DESC LIMIT 1;
      INSERT INTO product_heads VALUES(new.product_id, new.ownership, new.id)
        ON CONFLICT(product_id, ownership) DO UPDATE SET transaction_id = max(transaction_id, excluded.transaction_id);
    END;
    CREATE INDEX transactions_family_chains ON transactions(original_id, id)
      WHERE ownership = 'FAMILY_SHARED' AND product_type = 'autoRenewable';
    """,
  ]

  /// The version this build writes.
  static var currentVersion: Int32 { Int32(migrations.count) }
}
