public import FoundationEssentials

/// One HTTP request as the server's handlers see it: everything libmicrohttpd parsed, copied into Swift values.
public struct HTTPRequest: Sendable, Hashable {
  public var method: String
  /// The path without the query string, percent-decoded by libmicrohttpd.
  public var path: String
  /// The query string's arguments in order; a key may repeat (`productId=a&productId=b`).
  public var query: [QueryItem]
  /// Header values by lower-cased name.
  public var headers: [String: String]
  public var body: Data
  /// Whether the body was larger than the server accepts (then `body` is empty).
  public var bodyTooLarge: Bool

  public init(
    method: String, path: String, query: [QueryItem] = [], headers: [String: String] = [:], body: Data = Data(),
    bodyTooLarge: Bool = false
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.bodyTooLarge = bodyTooLarge
  }

  /// Every value of a query argument, in order.
  public func queryValues(_ name: String) -> [String] {
    query.filter { $0.name == name }.map(\.value)
  }

  /// A header by name, whatever its case.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// One `name=value` argument of a query string.
public struct QueryItem: Sendable, Hashable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// What the server answers: a status, a content type and a body.
public struct HTTPResponse: Sendable, Hashable {
  public var status: Int
  public var contentType: String?
  public var body: Data

  public init(status: Int, contentType: String? = nil, body: Data = Data()) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A JSON body (`application/json`, which Apple's libraries require before they read an error body).
  public static func json(_ status: Int, _ body: Data) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: body)
  }
}
