import FoundationEssentials

/// Reading and writing subscription renewal records and pending purchase requests.
extension Ledger {
  // MARK: - Renewals

  func renewal(group: String) throws -> RenewalRecord? {
    try connection.query("SELECT * FROM subscription_renewals WHERE group_id = ?", [.text(group)]).first.map(renewal(from:))
  }

  func renewals() throws -> [RenewalRecord] {
    try connection.query("SELECT * FROM subscription_renewals ORDER BY group_id").map(renewal(from:))
  }

  func save(_ record: RenewalRecord) throws {
    let offer = try record.renewalOffer.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    try connection.query(
      """
      INSERT INTO subscription_renewals(group_id, original_id, auto_renew, auto_renew_product_id, expiration_intent,
        billing_retry_since, grace_expires, offer_json, offer_periods_left, recent_start, billing_plan_type,
        price_increase_status)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(group_id) DO UPDATE SET original_id = excluded.original_id, auto_renew = excluded.auto_renew,
        auto_renew_product_id = excluded.auto_renew_product_id, expiration_intent = excluded.expiration_intent,
        billing_retry_since = excluded.billing_retry_since, grace_expires = excluded.grace_expires,
        offer_json = excluded.offer_json, offer_periods_left = excluded.offer_periods_left,
        recent_start = excluded.recent_start, billing_plan_type = excluded.billing_plan_type,
        price_increase_status = excluded.price_increase_status
      """,
      [
        .text(record.groupID), .integer(Int64(record.originalID)), SQLiteValue(record.autoRenew),
        .text(record.autoRenewProductID), SQLiteValue(record.expirationIntent?.rawValue),
        SQLiteValue(record.billingRetrySince?.millisecondsInteger), SQLiteValue(record.gracePeriodExpires?.millisecondsInteger),
        SQLiteValue(offer), .integer(Int64(record.renewalOffer?.periodsLeft ?? 0)), .integer(record.recentStart.millisecondsInteger),
        SQLiteValue(record.billingPlanType), SQLiteValue(record.priceIncrease?.rawValue),
      ])
  }

  private func renewal(from row: SQLiteRow) -> RenewalRecord {
    RenewalRecord(
      groupID: row.text("group_id") ?? "", originalID: UInt64(row.int("original_id") ?? 0), autoRenew: row.bool("auto_renew"),
      autoRenewProductID: row.text("auto_renew_product_id") ?? "",
      expirationIntent: row.int("expiration_intent").flatMap { ExpirationIntent(rawValue: Int($0)) },
      billingRetrySince: row.int("billing_retry_since").map { Date(milliseconds: $0) },
      gracePeriodExpires: row.int("grace_expires").map { Date(milliseconds: $0) },
      renewalOffer: row.text("offer_json").flatMap { try? JSONDecoder().decode(RenewalOffer.self, from: Data($0.utf8)) },
      recentStart: Date(milliseconds: row.int("recent_start") ?? 0), billingPlanType: row.text("billing_plan_type"),
      priceIncrease: row.int("price_increase_status").flatMap { PriceIncreaseStatus(rawValue: Int($0)) })
  }

  // MARK: - Purchase requests

  func insertRequest(_ request: PurchaseRequestRecord) throws -> UInt64 {
    let options = try JSONEncoder().encode(
      RequestOptions(appAccountToken: request.appAccountToken, billingPlanType: request.billingPlanType))
    try connection.query(
      """
      INSERT INTO purchase_requests(kind, product_id, quantity, options_json, device, requested_at, expires_at, state)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(request.kind.rawValue), .text(request.productID), .integer(Int64(request.quantity)),
        .text(String(decoding: options, as: UTF8.self)), SQLiteValue(request.device),
        .integer(request.requestedAt.millisecondsInteger), SQLiteValue(request.expiresAt?.millisecondsInteger),
        .text(request.state.rawValue),
      ])
    return UInt64(connection.lastInsertedRowID)
  }

  func updateRequest(_ id: UInt64, state: PurchaseRequestRecord.State, transactionID: UInt64?) throws {
    try connection.query(
      "UPDATE purchase_requests SET state = ?, transaction_id = ? WHERE id = ?",
      [.text(state.rawValue), transactionID.map { .integer(Int64($0)) } ?? .null, .integer(Int64(id))])
  }

  func request(_ id: UInt64) throws -> PurchaseRequestRecord? {
    try connection.query("SELECT * FROM purchase_requests WHERE id = ?", [.integer(Int64(id))]).first.map(request(from:))
  }

  /// Every request, newest first.
  func requests() throws -> [PurchaseRequestRecord] {
    try connection.query("SELECT * FROM purchase_requests ORDER BY id DESC").map(request(from:))
  }

  func pendingRequests() throws -> [PurchaseRequestRecord] {
    try connection.query("SELECT * FROM purchase_requests WHERE state = 'pending' ORDER BY id").map(request(from:))
  }

  private func request(from row: SQLiteRow) -> PurchaseRequestRecord {
    let options = row.text("options_json").flatMap { try? JSONDecoder().decode(RequestOptions.self, from: Data($0.utf8)) }
    return PurchaseRequestRecord(
      id: UInt64(row.int("id") ?? 0), kind: row.text("kind").flatMap(PurchaseRequestRecord.Kind.init(rawValue:)) ?? .askToBuy,
      productID: row.text("product_id") ?? "", quantity: Int(row.int("quantity") ?? 1), appAccountToken: options?.appAccountToken,
      billingPlanType: options?.billingPlanType,
      device: row.text("device"), requestedAt: Date(milliseconds: row.int("requested_at") ?? 0),
      expiresAt: row.int("expires_at").map { Date(milliseconds: $0) },
      state: row.text("state").flatMap(PurchaseRequestRecord.State.init(rawValue:)) ?? .pending,
      transactionID: row.int("transaction_id").map { UInt64($0) })
  }

  /// The purchase options a request keeps until it completes.
  private struct RequestOptions: Codable {
    var appAccountToken: UUID?
    var billingPlanType: String?
  }
}
