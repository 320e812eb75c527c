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

/// One operation, three front ends: the storefront's effects and reducer, a scenario, and a script command each run
/// it through the one executor, get the same typed outcome and tell it in the same words.
@Suite(.serialized) struct SameWordsEverywhereTests {
  typealias D = DemoStore

  /// A walk through the behaviours people trip over: buying twice, a downgrade, an introductory offer, an injected
  /// failure, Ask to Buy and its approval, a refund, a restore.
  static let operations: [StoreOperation] = [
    buy(D.removeAds), buy(D.removeAds), buy(D.cloud200), buy(D.cloud50), buy(D.standard),
    .fault(.purchase, .generic(.networkError)), buy(D.themes), .fault(.purchase, nil), .set(.askToBuy(true)),
    buy(D.themes), .approve(.last), .set(.askToBuy(false)), .refund(.newest(productID: D.removeAds), .other), .restore,
  ]

  @Test(.timeLimit(.minutes(2))) func theStorefrontAndAScenarioGetTheSameOutcomesAndWords() async throws {
    let scenario = try await Self.scenarioResults()
    let storefront = try await StorefrontRun.results(of: Self.operations)
    #expect(scenario.count == Self.operations.count && storefront.count == Self.operations.count)
    for ((played, done), (shown, presented)) in zip(scenario, storefront) {
      #expect(shape(played.outcome) == shape(shown.outcome), "\(played.operation)")
      let scenarioWords = OutcomeWords(snapshot: played.snapshot, catalog: D.catalog, language: .en, surface: .scenario)
      let storefrontWords = OutcomeWords(
        snapshot: shown.snapshot, calendar: SimulatedDuration.calendar, language: .en, surface: .storefront)
      #expect(scenarioWords.report(played).message == storefrontWords.report(shown).message)
      #expect(done == scenarioWords.report(played).text, "the scenario prints the renderer's words")
      #expect(presented == storefrontWords.report(shown).text, "the storefront shows the renderer's words")
    }
  }

  /// The same purchases from the command line print the words the storefront tells (dates left out: the command's
  /// sandbox runs on real time).
  @Test func aScriptCommandPrintsTheSameWords() async throws {
    let path = try ProjectPaths.temporaryDirectory("words-cli").appendingPathComponent("sandbox.sqlite").path
    func storefront(_ arguments: String...) async throws -> String {
      let result = try await ProcessRunner.storefront(arguments + ["--sandbox", path])
      return (result.stdout + result.stderr).split(separator: "\n").first.map(String.init) ?? ""
    }
    let store = try await D.open()
    defer { Task { await store.close() } }
    let expected = [
      await store.run(buy(D.removeAds)), await store.run(buy(D.removeAds)),
      await store.run(.fault(.purchase, .generic(.networkError))), await store.run(buy(D.themes)),
    ].map { store.words(.commandLine).report($0).text }
    let printed = [
      try await storefront("buy", D.removeAds), try await storefront("buy", D.removeAds),
      try await storefront("fault", "set", "purchase", "networkError"), try await storefront("buy", D.themes),
    ]
    #expect(printed == expected)
  }

  /// Runs operations (the walk, unless given others) as a scenario: the typed result and the words each step printed.
  static func scenarioResults(_ operations: [StoreOperation] = operations) async throws -> [(OperationResult, String)] {
    let text = "catalog demo\n" + operations.map { StatementFormatter.line(.operation($0)) }.joined(separator: "\n")
    guard
      case .success(let loaded) = ScenarioLoader.load(
        text: text, file: "walk.scenario", directory: ProjectPaths.catalogs,
        environment: ["STOREFRONT_CATALOGS": ProjectPaths.catalogs.path])
    else { throw CancellationError() }
    let folder = try ProjectPaths.temporaryDirectory("words-scenario")
    let session = ScenarioSession(
      sandbox: try ScenarioSession.makeSandbox(for: loaded, at: folder.appendingPathComponent("s.sqlite").path), language: .en)
    var results: [(OperationResult, String)] = []
    for step in loaded.scenario.steps {
      let played = await session.perform(step)
      guard let result = played.result, case .done(let text) = played.outcome else {
        Issue.record("line \(step.line) did not run: \(played.outcome)")
        continue
      }
      results.append((result, text))
    }
    await session.close()
    return results
  }
}

/// The live storefront's store (`StoreClient.live`, what the effect runner calls) on a sandbox frozen at the
/// scenarios' start, its results fed through the reducer as the program does.
enum StorefrontRun {
  @MainActor static func results(of operations: [StoreOperation]) async throws -> [(OperationResult, String)] {
    let session = try await QASession.open(onQATab: false)
    var results: [(OperationResult, String)] = []
    for operation in operations {
      session.state.modal = nil
      session.state.toast.message = nil
      let result = await session.run(operation)
      let shown: String? =
        if case .result(let dialog) = session.state.modal { dialog.message } else { session.state.toast.message?.text }
      results.append((result, shown ?? ""))
    }
    await session.close()
    return results
  }
}

/// An outcome with its signed data left out (two sandboxes sign with keys of their own): what happened, to which
/// transactions and requests.
func shape(_ outcome: OperationOutcome) -> String {
  switch outcome {
  case .purchase(.purchased(let transaction)): "purchased #\(transaction.id) \(transaction.productID)"
  case .purchase(.alreadyOwned(let transaction)): "already owned #\(transaction.id)"
  case .purchase(.upgraded(let transaction, let replaced)): "upgraded #\(transaction.id) replacing #\(replaced.id)"
  case .purchase(.renewalChanged(let change)):
    "renewal changed \(change.change) #\(change.current.id) at \(change.date.map(\.timeIntervalSince1970) ?? 0)"
  case .purchase(.pending(let request)): "pending \(request.map { "\($0.id) \($0.kind)" } ?? "")"
  case .approved(let request, let made): "approved \(request.id) → #\(made.record?.id ?? 0)"
  case .revoked(let record, let refund): "revoked #\(record.id) refund \(refund)"
  case .familyShared(let record): "family shared #\(record.id) \(record.productID) \(record.ownership)"
  case .familySharingStopped(let productID, let revoked): "sharing stopped \(productID) \(revoked.map(\.id))"
  default: "\(outcome)"
  }
}
