import FoundationEssentials
public import StoreEngine
import StoreOperations

/// The App Store Server API over one sandbox: authenticates each request's bearer token, routes it to the endpoint
/// Apple's paths name, and answers with Apple's JSON bodies and error codes. Pure request-in, response-out: the HTTP
/// server, the CLI and tests all call `respond(to:)`.
public struct AppStoreServerAPI: Sendable {
  /// Apple's page size for history, refund and notification history responses.
  static let pageSize = 20

  let sandbox: Sandbox
  /// The ledger's read-only connections, for Get Transaction Info, Get Transaction History and the check that a path
  /// names the customer: these reads run beside the sandbox actor, so they never queue behind its durable writes.
  /// With a backend sending Send Consumption Information on two connections meanwhile, the history page ran at
  /// 5,703-6,102 requests/s (p99 5.9-6.9 ms) against 831-3,813 (p99 12-37 ms) read through the actor
  /// (docs/benchmarks.md round server24; without writes the two are alike).
  let reader: LedgerReader
  /// Where the requests that change the sandbox run, as every front end's operations do.
  let executors: ExecutorSlot
  let keys: APIKeyStore
  let tokens: BearerTokenCheck
  let environment: String
  let realNow: @Sendable () -> Date

  /// The API over `sandbox` with its registered keys loaded, on its own (no HTTP server, no delivery): for callers
  /// that hand it requests directly, like the fuzz target. Keys registered later are picked up on first use.
  public init(sandbox: Sandbox) async {
    let keys = APIKeyStore(sandbox: sandbox)
    await keys.reload()
    self.init(executor: StoreExecutor(sandbox: sandbox), keys: keys)
  }

  init(executor: StoreExecutor, keys: APIKeyStore, realNow: @escaping @Sendable () -> Date = Date.init) {
    let sandbox = executor.sandbox
    self.sandbox = sandbox
    reader = LedgerReader(path: sandbox.path)
    executors = ExecutorSlot(own: executor)
    self.keys = keys
    tokens = BearerTokenCheck(bundleID: sandbox.bundleID)
    environment = sandbox.signingContext.environment
    self.realNow = realNow
  }

  /// The answer to `request`: 401 for a bad token, 404/405 for paths and methods the API does not have, Apple's error
  /// body for a bad request, or the endpoint's response. Never throws, whatever the input.
  public func respond(to request: HTTPRequest) async -> HTTPResponse {
    guard case .success = await authenticate(request) else { return .unauthenticated }
    let endpoint: Endpoint
    switch Route.match(method: request.method, path: request.path) {
    case .notFound: return .notFound
    case .methodNotAllowed: return .methodNotAllowed
    case .endpoint(let matched): endpoint = matched
    }
    guard !request.bodyTooLarge else { return APIError.bodyTooLarge.response }
    do {
      return try await answer(endpoint, request)
    } catch let error as APIError {
      return error.response
    } catch {
      return APIError.generalInternalRetryable.response
    }
  }

  /// The token check; a key id not loaded yet makes the store reload once (a key registered a moment ago).
  func authenticate(_ request: HTTPRequest) async -> Result<APIKeyEntry, TokenDefect> {
    let authorization = request.header("authorization")
    let first = tokens.check(authorization: authorization, now: realNow(), key: keys.key)
    guard case .failure(.unknownKey) = first else { return first }
    await keys.reload()
    return tokens.check(authorization: authorization, now: realNow(), key: keys.key)
  }

  private func answer(_ endpoint: Endpoint, _ request: HTTPRequest) async throws -> HTTPResponse {
    switch endpoint {
    case .transactionInfo(let id): try transactionInfo(id)
    case .transactionHistory(let version, let id): try transactionHistory(id, version: version, request)
    case .subscriptionStatuses(let id): try await subscriptionStatuses(id, request)
    case .refundHistory(let id): try await refundHistory(id, request)
    case .orderLookup(let orderID): try await orderLookup(orderID)
    case .appTransaction(let id): try await appTransaction(id)
    case .consumption(let version, let id): try await consumption(id, version: version, request)
    case .extendRenewalDate(let id): try await extendRenewalDate(id, request)
    case .extendForAll: try await extendForAll(request)
    case .extendForAllStatus(let productID, let requestID): try await extendForAllStatus(productID, requestID)
    case .appAccountToken(let id): try await setAppAccountToken(id, request)
    case .requestTestNotification: try await requestTestNotification()
    case .testNotificationStatus(let token): try await testNotificationStatus(token)
    case .notificationHistory: try await notificationHistory(request)
    }
  }

  // MARK: - Shared helpers

  /// `value` as JSON with Apple's key spellings.
  func ok(_ value: some Encodable, status: Int = 200) throws -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return .json(status, try encoder.encode(value))
  }

  /// A transaction id from a path: digits only, else `invalid`.
  func transactionID(_ text: String, invalid: APIError = .invalidTransactionID) throws -> UInt64 {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let id = UInt64(text) else { throw invalid }
    return id
  }

  /// Checks that `text` names the customer: one of their transactions, or their app transaction id.
  func requireCustomer(_ text: String) throws {
    if text == sandbox.signingContext.appTransactionID { return }
    guard try reader.hasTransaction(try transactionID(text)) else { throw APIError.transactionIDNotFound }
  }

  /// Runs a request that changes the sandbox through the executor; a refusal becomes Apple's error for it.
  func run(_ operation: ServerOperation) async throws -> ServerOutcome {
    switch await executors.current.run(.server(operation)).outcome {
    case .server(let outcome): return outcome
    case .failed(.server(.refused(let refusal))): throw Self.apiError(refusal)
    case .failed(.server(.noWebhook)): throw APIError.serverNotificationURLNotFound
    case .failed(.store(let failure)) where failure.reason.isNoSuchTransaction: throw APIError.transactionIDNotFound
    default: throw APIError.generalInternalRetryable
    }
  }

  /// The request body decoded as `type`; a missing, malformed or mistyped body is a general bad request.
  func body<T: Decodable>(_ type: T.Type, _ request: HTTPRequest) throws -> T {
    do { return try JSONDecoder().decode(type, from: request.body) } catch { throw APIError.generalBadRequest }
  }
}

extension StoreFailure.Reason {
  /// Whether the sandbox has no transaction by the id asked for.
  fileprivate var isNoSuchTransaction: Bool {
    if case .sandbox(.noSuchTransaction) = self { true } else { false }
  }
}
