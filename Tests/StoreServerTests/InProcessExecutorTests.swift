import Foundation
import StoreOperations
import Testing

@testable import StoreEngine
@testable import StoreServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `storefront --server`: the server runs the requests that change the sandbox on the executor the storefront lends
/// it, so a backend's Set App Account Token is an operation of the storefront's own session — what `last` means there
/// afterwards, with the app's snapshot refreshed by the executor — and on its own executor again once the storefront
/// closes its store ("Set App Account Token").
@Suite struct InProcessExecutorTests {
  func setToken(on server: StoreServer, _ fixture: ServerFixture, original: UInt64) async throws -> Int {
    var request = URLRequest(
      url: URL(string: server.address + "/inApps/v1/transactions/\(original)/appAccountToken")!, timeoutInterval: 120)
    request.httpMethod = "PUT"
    request.setValue(
      "Bearer \(try fixture.token(claims: ServerFixture.claims(at: Date())))", forHTTPHeaderField: "Authorization")
    request.httpBody = Data(#"{"appAccountToken":"\#(UUID().uuidString)"}"#.utf8)
    let (_, response) = try await URLSession.shared.data(for: request)
    return (response as? HTTPURLResponse)?.statusCode ?? 0
  }

  @Test func changingRequestsRunOnTheLentExecutorUntilItIsTakenBack() async throws {
    let fixture = try await ServerFixture()
    let plus = try await fixture.buy("plus.monthly")
    let gems = try await fixture.buy("gems.10")
    let server = try await StoreServer(sandbox: fixture.sandbox, port: 0)
    let store = try await Store(sandbox: fixture.sandbox, device: "storefront")
    let app = await StoreModel(store: store, configuration: .init(productIDs: nil))
    let storefront = StoreExecutor(sandbox: fixture.sandbox, app: app)
    await storefront.touched(gems.id)

    server.runOperations(on: storefront)
    #expect(try await setToken(on: server, fixture, original: plus.id) == 200)
    #expect(await storefront.resolver.lastTransactionID == plus.id, "the storefront's own session ran the request")

    server.runOperations(on: nil)
    await storefront.touched(gems.id)
    #expect(try await setToken(on: server, fixture, original: plus.id) == 200)
    #expect(await storefront.resolver.lastTransactionID == gems.id, "the server's own executor ran it")
    await app.stop()
    await server.stop()
  }
}
