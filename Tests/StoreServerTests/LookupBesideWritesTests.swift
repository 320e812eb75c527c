import Foundation
import Synchronization
import Testing

@testable import StoreEngine
@testable import StoreServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Get Transaction Info, Get Transaction History and the check that a path's transaction id is the customer's read the
/// ledger through the server's own read-only connections, beside the sandbox actor: a backend's lookups never wait
/// behind a purchase's or an operation's durable write, and still see every purchase committed before they ran.
@Suite struct LookupBesideWritesTests {
  /// The sandbox actor is held inside a write (`BEGIN IMMEDIATE` taken, nothing committed) until the lookups are
  /// answered. Read through the actor they could only be answered once the write ended, and the hold would run out.
  @Test func lookupsAreAnsweredWhileTheSandboxIsInTheMiddleOfAWrite() async throws {
    let fixture = try await ServerFixture()
    let bought = try await fixture.buy("pro.lifetime")
    let hold = WriteHold()
    let holding = Task { try await fixture.sandbox.holdingAWrite(hold) }
    try await onOwnThread { hold.entered.wait() }

    let info = try await fixture.send("GET", "/inApps/v1/transactions/\(bought.id)")
    let history = try await fixture.send("GET", "/inApps/v2/history/\(bought.id)")
    let unknown = try await fixture.send("GET", "/inApps/v2/history/999999")
    hold.release.signal()

    #expect(try await holding.value, "the hold ran out: a lookup waited for the write to end")
    #expect(info.status == 200)
    #expect(info.object?["signedTransactionInfo"] as? String == bought.jws)
    #expect(history.status == 200)
    #expect(history.object?["signedTransactions"] as? [String] == [bought.jws])
    #expect(unknown.errorCode == APIError.transactionIDNotFound.code)
  }

  /// A purchase committed through the sandbox is in the next lookup, and so is its refund: the read-only connections
  /// see each commit as soon as it is made.
  @Test func aLookupSeesEveryCommitMadeBeforeIt() async throws {
    let fixture = try await ServerFixture()
    let first = try await fixture.buy("gems.10")
    #expect(try await page(fixture, from: first.id) == [first.jws])

    let second = try await fixture.buy("pro.lifetime")
    #expect(try await page(fixture, from: first.id) == [first.jws, second.jws])

    let refunded = try await fixture.sandbox.refund(second.id)
    let info = try await fixture.send("GET", "/inApps/v1/transactions/\(second.id)")
    #expect(info.object?["signedTransactionInfo"] as? String == refunded.jws)
  }

  /// The signed transactions of the history page that starts at `id`.
  func page(_ fixture: ServerFixture, from id: UInt64) async throws -> [String]? {
    try await fixture.send("GET", "/inApps/v2/history/\(id)").object?["signedTransactions"] as? [String]
  }

  /// Once the server stops, its read-only connections are closed: the sandbox's own connection is the last, and its
  /// close takes the `-wal` and `-shm` files away.
  @Test func aStoppedServerLeavesTheSandboxFileAlone() async throws {
    let fixture = try await ServerFixture()
    let bought = try await fixture.buy("pro.lifetime")
    let server = try await StoreServer(sandbox: fixture.sandbox, port: 0)
    let url = try #require(URL(string: "\(server.address)/inApps/v1/transactions/\(bought.id)"))
    var request = URLRequest(url: url)
    request.setValue(
      "Bearer \(try fixture.token(claims: ServerFixture.claims(at: Date())))", forHTTPHeaderField: "Authorization")
    let (_, answer) = try await URLSession.shared.data(for: request)
    #expect((answer as? HTTPURLResponse)?.statusCode == 200)

    await server.stop()
    await fixture.sandbox.close()
    for suffix in ["-wal", "-shm"] {
      #expect(!FileManager.default.fileExists(atPath: fixture.sandbox.path + suffix), "\(suffix) left behind")
    }
  }
}

/// Where a test and a sandbox held inside a write meet: the sandbox signals `entered` once the write has begun and
/// waits for `release`.
final class WriteHold: Sendable {
  let entered = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)
}

extension Sandbox {
  /// Begins a write and holds it (and the actor) until `hold` is released; false when ten seconds ran out first.
  func holdingAWrite(_ hold: WriteHold) throws -> Bool {
    try commit {
      hold.entered.signal()
      return hold.release.wait(timeout: .now() + 10) == .success
    }
  }
}
