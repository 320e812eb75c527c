import FoundationEssentials

/// The JSON bodies of the App Store Server API's responses, keyed exactly as Apple's models
/// (`TransactionInfoResponse`, `HistoryResponse`, `StatusResponse`, …); absent optionals are left out.
struct TransactionInfoResponse: Encodable {
  var signedTransactionInfo: String
}

struct HistoryResponse {
  var revision: String
  var hasMore: Bool
  var bundleId: String
  var environment: String
  var signedTransactions: [String]

  /// The body, written by hand: a page is 20 signed transactions (about 80 KB), and JSONEncoder took longer over it
  /// than the rest of the request. With JSONEncoder the history page ran at 2,046-4,530 requests/s against
  /// 7,628-7,916 written by hand (bench/server's page under wrk, quiet machine, docs/benchmarks.md round server24).
  var json: Data {
    var writer = JSONWriter()
    writer.raw("{\"revision\":")
    writer.string(revision)
    writer.raw(",\"hasMore\":\(hasMore),\"bundleId\":")
    writer.string(bundleId)
    writer.raw(",\"environment\":")
    writer.string(environment)
    writer.raw(",\"signedTransactions\":[")
    for (index, transaction) in signedTransactions.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.string(transaction)
    }
    writer.raw("]}")
    return writer.data
  }
}

/// JSON text written by hand, for bodies on the hot path and error bodies: a string of printable ASCII without `"`
/// or `\` (every JWS, id and date) is copied as it is; anything else is escaped by JSONEncoder.
struct JSONWriter {
  private(set) var data = Data()

  mutating func raw(_ text: String) { data.append(contentsOf: text.utf8) }

  /// The check reads the string's contiguous UTF-8 bytes, eight at a time (`isPlain`): through `String.UTF8View` it
  /// was 28% of a history page's CPU, and byte by byte over the same bytes the page ran at 5,368-6,050 requests/s
  /// against 7,628-7,916 (bench/server: 20 signed transactions, 80 KB; docs/benchmarks.md round server24).
  mutating func string(_ text: String) {
    var text = text
    let copied = text.withUTF8 { bytes in
      guard Self.isPlain(bytes) else { return false }
      data.append(UInt8(ascii: "\""))
      data.append(contentsOf: bytes)
      data.append(UInt8(ascii: "\""))
      return true
    }
    guard !copied else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    data.append(contentsOf: (try? encoder.encode(text)) ?? Data("\"\"".utf8))
  }

  /// Whether every byte is printable ASCII other than `"` and `\`, read eight bytes at a time: a byte below 0x20 or
  /// above 0x7E, or equal to one of the two, sets its top bit in `flagged` (the classic "has a zero byte" tests).
  /// The loop has no branch and no overflow check, so the compiler runs it on vector registers.
  static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let raw = UnsafeRawBufferPointer(bytes)
    let words = raw.count / 8
    var flagged: UInt64 = 0
    for index in 0..<words {
      let word = raw.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
      let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
      let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
      flagged |= ((word &- ones &* 0x20) & ~word) | (word &+ ones) | word
        | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    }
    guard flagged & 0x8080_8080_8080_8080 == 0 else { return false }
    return raw[(words &* 8)...].allSatisfy(isPlain)
  }

  /// Whether a byte is printable ASCII other than `"` and `\`.
  private static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }
}

struct StatusResponse: Encodable {
  struct GroupItem: Encodable {
    var subscriptionGroupIdentifier: String
    var lastTransactions: [LastTransaction]
  }

  struct LastTransaction: Encodable {
    var status: Int
    var originalTransactionId: String
    var signedTransactionInfo: String
    var signedRenewalInfo: String
  }

  var environment: String
  var bundleId: String
  var data: [GroupItem]
}

struct RefundHistoryResponse: Encodable {
  var signedTransactions: [String]
  var revision: String
  var hasMore: Bool
}

struct OrderLookupResponse: Encodable {
  var status: Int
  var signedTransactions: [String]
}

struct ExtendRenewalDateResponse: Encodable {
  var originalTransactionId: String
  var webOrderLineItemId: String?
  var success: Bool
  var effectiveDate: Int64?
}

struct MassExtendRenewalDateResponse: Encodable {
  var requestIdentifier: String
}

struct MassExtendRenewalDateStatusResponse: Encodable {
  var requestIdentifier: String
  var complete: Bool
  var completeDate: Int64
  var succeededCount: Int
  var failedCount: Int
}

struct AppTransactionInfoResponse: Encodable {
  var signedAppTransactionInfo: String
}

struct SendTestNotificationResponse: Encodable {
  var testNotificationToken: String
}

struct SendAttemptItem: Encodable {
  var attemptDate: Int64
  var sendAttemptResult: String
}

struct CheckTestNotificationResponse: Encodable {
  var signedPayload: String
  var sendAttempts: [SendAttemptItem]
}

struct NotificationHistoryResponse: Encodable {
  struct Item: Encodable {
    var signedPayload: String
    var sendAttempts: [SendAttemptItem]
  }

  var paginationToken: String?
  var hasMore: Bool
  var notificationHistory: [Item]
}
