import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The storefront lists products in the interface language when the catalog has a localization in it and nobody
/// chose a locale (issue 17), for display only: the `Product` the app sees keeps the storefront's locale, as
/// Apple's `Product.displayName` says ("the storefront of the device determines the language of the display
/// name, not the preferred language set on the device") and `SKTestSession.locale` ("the value that determines
/// the localization metadata the test environment uses").
@Suite struct ProductLabelsTests {
  /// The demo catalog on the real engine, in `language`, with the labels the session would send.
  static func state(_ language: Language, locale: String? = nil, size: Size = Size(width: 80, height: 24)) async throws
    -> (AppState, EngineStore)
  {
    let store = try await EngineStore.open(locale: locale)
    var state = store.state(size: size)
    state.language = language
    let labels = locale == nil ? ProductLabels(catalog: EngineStore.demoCatalog, language: language) : nil
    _ = AppReducer.reduce(&state, .store(.productLabelsRead(labels)))
    return (state, store)
  }

  @Test func theChineseStorefrontListsTheCatalogsChineseNamesAndTheAppKeepsItsLocale() async throws {
    let (state, store) = try await Self.state(.zhHans, size: Size(width: 200, height: 60))
    let text = AppFixtures.frame(state).screen.text
    for name in ["100 颗宝石", "550 颗宝石", "季票", "Storefront 会员", "高级版（月付）"] { #expect(text.contains(name), "\(name)") }
    #expect(!text.contains("100 Gems") && !text.contains("Season Pass"))
    // The selected product's details and sheet say its Chinese name and description too.
    #expect(state.selectedProduct?.displayName == "100 颗宝石")
    #expect(state.selectedProduct?.description == "可在应用内使用的一小袋宝石。")
    // What the app's `products(for:)` returned is in the sandbox's locale, en_US, untouched.
    let appSees = try #require(state.snapshot?.loadedProducts.first { $0.id == "com.example.storefront.gems.100" })
    #expect(appSees.displayName == "100 Gems")
    #expect(state.snapshot?.settings.locale == "en_US")
    await store.close()
  }

  @Test func aChosenLocaleDecidesWhatTheStorefrontLists() async throws {
    // Chosen at launch (`--locale`): the session sends no labels, and the list is in that locale.
    let (launched, store) = try await Self.state(.zhHans, locale: "en_US")
    #expect(launched.selectedProduct?.displayName == "100 Gems")
    await store.close()
    // Chosen at run time (the QA panel's picker, `set locale`): the labels stop applying at once.
    let (state, other) = try await Self.state(.zhHans)
    try await other.sandbox.setLocale("en_GB")
    await other.model.refresh()
    var changed = state
    _ = AppReducer.reduce(&changed, .store(.snapshotArrived(other.model.currentSnapshot)))
    #expect(changed.snapshot?.settings.locale == "en_GB")
    #expect(changed.selectedProduct?.displayName == "100 Gems")
    await other.close()
  }

  /// Choosing the catalog's own locale is a choice too: the sandbox says a locale was chosen, not whether it
  /// happens to equal the catalog's, so the storefront lists en_US names once the tester picks en_US.
  @Test func choosingTheCatalogsOwnLocaleIsAChoice() async throws {
    let (state, store) = try await Self.state(.zhHans)
    #expect(state.snapshot?.settings.isLocaleChosen == false)
    #expect(state.selectedProduct?.displayName == "100 颗宝石")
    try await store.sandbox.setLocale("en_US")
    await store.model.refresh()
    var changed = state
    _ = AppReducer.reduce(&changed, .store(.snapshotArrived(store.model.currentSnapshot)))
    #expect(changed.snapshot?.settings.isLocaleChosen == true)
    #expect(changed.selectedProduct?.displayName == "100 Gems")
    await store.close()
  }

  @Test func anEnglishInterfaceOnAnEnglishCatalogNeedsNoLabels() {
    #expect(ProductLabels(catalog: EngineStore.demoCatalog, language: .en) == nil)
    let labels = ProductLabels(catalog: EngineStore.demoCatalog, language: .zhHans)
    #expect(labels?.locale == "zh_Hans")
  }
}

/// `storefront run --tui` lists the scenario's products in the interface language as the live storefront does:
/// the player sends the same labels the live session sends (issue 17).
@Suite struct PlaybackProductLabelsTests {
  /// The events a player sends on opening, kept for the test to read.
  final class Sent: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [StoreEvent] = []
    func append(_ event: StoreEvent) { lock.withLock { events.append(event) } }
    var labels: ProductLabels?? {
      lock.withLock {
        events.lazy.compactMap { event -> ProductLabels?? in
          guard case .productLabelsRead(let labels) = event else { return nil }
          return .some(labels)
        }.first
      }
    }
  }

  static func labels(_ language: Language) async throws -> ProductLabels?? {
    let scenario = try ScenarioLoader.load(
      text: "catalog demo\nbuy com.example.storefront.gems.100\n", file: "labels.scenario",
      directory: ProjectPaths.catalogs
    ).get()
    let player = try ScenarioPlayer(scenario, language: language)
    let sent = Sent()
    await player.open { sent.append($0) }
    await player.close()
    return sent.labels
  }

  @Test func thePlayerListsTheCatalogsNamesInTheInterfaceLanguage() async throws {
    let chinese = try #require(try await Self.labels(.zhHans))
    #expect(chinese?.locale == "zh_Hans")
    let english = try #require(try await Self.labels(.en))
    #expect(english == nil, "the demo catalog is English already: nothing to relabel")
  }
}
