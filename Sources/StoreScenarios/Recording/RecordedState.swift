public import FoundationEssentials
import StoreCatalog
public import StoreEngine
import StoreOperations

/// The state a recorded session ended in, as the app sees it: what a replay must reach.
public struct RecordedState: Sendable, Hashable {
  /// Where one subscription group stood.
  public struct Subscription: Sendable, Hashable {
    /// How the group is named in the file: its reference name when unique, its id otherwise.
    public var group: String
    public var state: RenewalState
    public var autoRenew: Bool
    /// The product it renews to, while auto-renew is on.
    public var renewsTo: String?

    public init(group: String, state: RenewalState, autoRenew: Bool, renewsTo: String?) {
      self.group = group
      self.state = state
      self.autoRenew = autoRenew
      self.renewsTo = renewsTo
    }
  }

  /// Simulated time when the state was captured.
  public var time: Date
  public var entitlements: Set<String>
  /// The balance of every consumable the app ever held.
  public var balances: [String: Int]
  /// Groups whose status could be read (a group failing with an injected error is left out: the
  /// replay would fail the same way).
  public var subscriptions: [Subscription]
  public var unfinished: Int

  public init(
    time: Date, entitlements: Set<String>, balances: [String: Int], subscriptions: [Subscription], unfinished: Int
  ) {
    self.time = time
    self.entitlements = entitlements
    self.balances = balances
    self.subscriptions = subscriptions
    self.unfinished = unfinished
  }

  /// Reads the state through the app's store, as the replay's expectations will.
  public static func capture(store: Store) async throws -> RecordedState {
    let sandbox = store.sandbox
    let entitled = try await store.currentEntitlements().compactMap {
      $0.isVerified ? $0.unsafePayloadValue.productID : nil
    }
    var subscriptions: [Subscription] = []
    let groups = sandbox.catalog.subscriptionGroups
    for group in groups {
      guard let status = try? await store.subscriptionStatus(for: group.id).first else { continue }
      let renewal = status.renewalInfo.unsafePayloadValue
      let unique = groups.filter { $0.name == group.name }.count == 1 && !group.name.isEmpty
      subscriptions.append(
        Subscription(
          group: unique ? group.name : group.id, state: status.state, autoRenew: renewal.willAutoRenew,
          renewsTo: renewal.willAutoRenew ? renewal.autoRenewPreference : nil))
    }
    let consumables = Set(sandbox.catalog.products.filter { $0.type == .consumable }.map(\.id))
    return RecordedState(
      time: await sandbox.now, entitlements: Set(entitled),
      balances: try await sandbox.balances().filter { consumables.contains($0.key) }, subscriptions: subscriptions,
      unfinished: try await store.unfinished().count)
  }

  /// The expectations that check this state.
  public var expectations: [ScenarioExpectation] {
    var expectations: [ScenarioExpectation] = [.entitlements(entitlements)]
    expectations += balances.keys.sorted().map { .balance(productID: $0, balances[$0] ?? 0) }
    expectations += subscriptions.map { subscription in
      var facets: [SubscriptionFacet] = [.state(subscription.state), .autoRenew(subscription.autoRenew)]
      if let product = subscription.renewsTo { facets.append(.renewsTo(product)) }
      return .subscription(SubscriptionReference(subscription.group), facets)
    }
    expectations.append(.unfinished(unfinished))
    return expectations
  }
}
