import Foundation
import StoreCatalog
import Testing
import TestSupport

@testable import StoreEngine

/// Two devices (two connections to one sandbox file) changing it at the same moment: the App Store decides each
/// purchase, approval and settings change under the write lock, so nothing is charged twice and no change is
/// lost however the two race.
struct SimultaneousChangesTests {
  static let items = (0..<40).map { index in
    CatalogProduct(
      id: "item.\(index)", type: .nonConsumable, price: 1,
      localizations: [LocalizedText(locale: "en_US", displayName: "Item \(index)", description: "")])
  }

  @Test func aNonConsumableBoughtOnTwoDevicesAtOnceIsChargedOnce() async throws {
    let catalog = Catalog(identifier: "RACE", products: Self.items)
    let first = try EngineFixtures.sandbox(catalog: catalog)
    let second = try EngineFixtures.sandbox(catalog: catalog, path: first.path)
    async let phone = Self.buyEverything(on: first, device: "phone")
    async let tablet = Self.buyEverything(on: second, device: "tablet")
    let (charged, alsoCharged) = try await (phone, tablet)
    #expect(charged + alsoCharged == Self.items.count)
    let transactions = try await first.allTransactions()
    #expect(transactions.count == Self.items.count)
    #expect(Set(transactions.map(\.productID)).count == Self.items.count)
  }

  @Test func aRequestApprovedOnTwoDevicesAtOnceIsChargedOnce() async throws {
    let catalog = Catalog(identifier: "RACE", products: Self.items)
    let first = try EngineFixtures.sandbox(catalog: catalog)
    let second = try EngineFixtures.sandbox(catalog: catalog, path: first.path)
    var pending: [UInt64] = []
    for item in Self.items {
      guard case .pending(let request) = try await first.purchase(item.id, options: [.simulatesAskToBuy(true)], device: "child")
      else { Issue.record("\(item.id) did not wait for a parent"); return }
      pending.append(request)
    }
    let requests = pending
    async let phone = Self.approveEverything(requests, on: first)
    async let tablet = Self.approveEverything(requests, on: second)
    let (approved, alsoApproved) = try await (phone, tablet)
    #expect(approved + alsoApproved == requests.count)
    #expect(try await first.allTransactions().count == Self.items.count)
  }

  @Test func settingsChangedOnTwoDevicesAtOnceAreAllKept() async throws {
    let first = try EngineFixtures.sandbox()
    let second = try EngineFixtures.sandbox(path: first.path)
    async let phone: Void = {
      for round in 1...30 {
        try await first.setLatency(Double(round))
        await Task.yield()
      }
    }()
    async let tablet: Void = {
      for round in 1...30 {
        try await second.setLocale("locale\(round)")
        await Task.yield()
      }
    }()
    _ = try await (phone, tablet)
    let reopened = try EngineFixtures.sandbox(path: first.path)
    let settings = await reopened.settings
    #expect(settings.latency == 30)
    #expect(settings.locale == "locale30")
  }

  /// Approves every request it still finds pending; returns how many it approved.
  static func approveEverything(_ requests: [UInt64], on sandbox: Sandbox) async throws -> Int {
    var approved = 0
    for request in requests {
      do {
        try await sandbox.approve(request)
        approved += 1
      } catch SandboxActionError.requestNotPending {}
      await Task.yield()
    }
    return approved
  }

  /// Buys every item; returns how many purchases charged (the rest returned the other device's transaction).
  static func buyEverything(on sandbox: Sandbox, device: String) async throws -> Int {
    var charged = 0
    for item in items {
      if case .purchased = try await sandbox.purchase(item.id, device: device) { charged += 1 }
      await Task.yield()
    }
    return charged
  }
}
