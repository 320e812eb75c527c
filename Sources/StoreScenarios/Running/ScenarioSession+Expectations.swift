import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations

/// One comparison: what the scenario expects and what the app sees, in the same words.
struct Observation {
  var expected: String
  var actual: String
  var holds: Bool

  init(expected: String, actual: String, holds: Bool? = nil) {
    self.expected = expected
    self.actual = actual
    self.holds = holds ?? (expected == actual)
  }

  /// Several comparisons read as one: all must hold.
  init(_ parts: [Observation]) {
    expected = parts.map(\.expected).joined(separator: ", ")
    actual = parts.map(\.actual).joined(separator: ", ")
    holds = parts.allSatisfy(\.holds)
  }
}

extension ScenarioSession {
  /// Checks an expectation against what the app sees now.
  func check(_ expectation: ScenarioExpectation) async throws -> StepOutcome {
    let observation = try await observe(expectation)
    return observation.holds
      ? .passed : .failed(ExpectationFailure(expected: observation.expected, actual: observation.actual))
  }

  private func observe(_ expectation: ScenarioExpectation) async throws -> Observation {
    let app = try runningApp()
    let snapshot = app.model.currentSnapshot
    switch expectation {
    case .result(let expected):
      let observed = lastResult.flatMap(ResultExpectation.init(observing:))
      return Observation(
        expected: ExpectationFormatter.result(expected), actual: lastResult.map(describe) ?? say(.noAppActionYet),
        holds: observed.map(expected.isMet(by:)) ?? false)
    case .entitled(let productID, let entitled):
      let actual = snapshot.entitlements[productID] != nil
      return Observation(expected: say(.entitled(entitled)), actual: say(.entitled(actual)), holds: entitled == actual)
    case .entitlements(let products):
      let list = { (ids: [String]) in ids.isEmpty ? "none" : ids.sorted().joined(separator: " ") }
      return Observation(expected: list(Array(products)), actual: list(Array(snapshot.entitlements.keys)))
    case .balance(let productID, let balance):
      return Observation(expected: String(balance), actual: String(snapshot.balances[productID] ?? 0))
    case .subscription(let group, let facets):
      return try await SubscriptionObserver.observe(
        facets, group: try await groupID(group), store: app.store, words: shownWords)
    case .introEligible(let group, let eligible):
      let actual = try await app.store.isEligibleForIntroOffer(groupID: try await groupID(group))
      return Observation(expected: say(.eligible(eligible)), actual: say(.eligible(actual)), holds: eligible == actual)
    case .updates(let count, let products):
      let delivered = updatesSinceCheck.map(\.unsafePayloadValue.productID)
      updatesSinceCheck = []
      let text = { (ids: [String]) in ids.isEmpty ? "none" : "\(ids.count) (\(ids.joined(separator: ", ")))" }
      let matches = delivered.count == count && (products.isEmpty || products.sorted() == delivered.sorted())
      return Observation(
        expected: products.isEmpty ? (count == 0 ? "none" : String(count)) : text(products), actual: text(delivered),
        holds: matches)
    case .transaction(let reference, let facets):
      let record = try await transaction(reference)
      guard let result = await app.store.verify([record]).first else {
        return Observation(expected: say(.aTransaction), actual: say(.noTransaction), holds: false)
      }
      return TransactionObserver.observe(facets, result: result, isFinished: record.isFinished)
    case .transactionCount(let count, let productID):
      let all = try await sandbox.allTransactions().filter { productID == nil || $0.productID == productID }
      return Observation(expected: String(count), actual: String(all.count))
    case .unfinished(let count):
      return Observation(expected: String(count), actual: String(snapshot.unfinished.count))
    case .request(let reference, let state):
      return Observation(expected: state.rawValue, actual: try await purchaseRequest(reference).state.rawValue)
    case .pendingRequests(let count):
      let pending = try await sandbox.purchaseRequests().filter { $0.state == .pending }
      return Observation(expected: String(count), actual: String(pending.count))
    case .products(let expected):
      return observe(expected, snapshot.products)
    case .price(let productID, let text):
      let shown = snapshot.loadedProducts.first { $0.id == productID }?.displayPrice
      let expected = "\"\(text)\""
      return Observation(
        expected: expected, actual: shown.map { "\"\($0)\"" } ?? say(.notLoaded), holds: shown == text)
    case .log(let text):
      let lines = snapshot.log.map { EventLogWords.text($0.event, language: .en) }  // scenarios read the same in every language
      let found = lines.contains { $0.contains(text) }
      let recent = lines.suffix(3).map { "\"\($0)\"" }
      return Observation(
        expected: say(.lineContaining(text)), actual: say(found ? .found : .noLineContains(lastLines: recent)),
        holds: found)
    case .message(let text):
      return Observation(
        expected: say(.messageContaining(text)), actual: shownMessage.map { "\"\($0)\"" } ?? say(.noMessage),
        holds: shownMessage?.contains(text) ?? false)
    case .now(let date):
      return Observation(expected: ScenarioDate.format(date), actual: ScenarioDate.format(await sandbox.now))
    }
  }

  private func observe(_ expected: ProductsExpectation, _ state: ProductsState) -> Observation {
    let actual: String
    var failure: StoreFailure?
    switch state {
    case .loading: actual = say(.loading)
    case .loaded(let products): actual = say(.loaded(products.count))
    case .empty: actual = "empty: \(shownWords.productsReport(state).message)"
    case .failed(let thrown):
      actual = "failed \(thrown.caseName ?? ""): \(shownWords.productsReport(state).message)"
      failure = thrown
    }
    switch expected {
    case .loaded:
      let holds = if case .loaded = state { true } else { false }
      return Observation(expected: "loaded", actual: actual, holds: holds)
    case .empty:
      let holds = if case .empty = state { true } else { false }
      return Observation(expected: "empty", actual: actual, holds: holds)
    case .failed(let name):
      let holds = failure.map { name == nil || $0.caseName == name } ?? false
      return Observation(expected: name.map { say(.failedWith($0)) } ?? "failed", actual: actual, holds: holds)
    }
  }

  /// A result as `expect result` words it, with the failure's sentence when it failed.
  private func describe(_ result: OperationResult) -> String {
    let observed = ResultExpectation(observing: result).map(ExpectationFormatter.result) ?? "none"
    guard let failure = result.outcome.failure else { return observed }
    return "\(observed): \(shownWords.sentence(failure))"
  }

  /// What is around or missing from an observed value, in the session's language.
  private func say(_ observed: ObservedWords) -> String { observed.words(in: language) }

  /// The transaction a reference means, through the executor's resolver (so `last` agrees with the operations').
  func transaction(_ reference: TransactionReference) async throws -> TransactionRecord {
    do {
      return try await executor.resolver.transaction(reference)
    } catch let failure as OperationFailure {
      throw StepError.failed(failure)
    }
  }

  func purchaseRequest(_ reference: RequestReference) async throws -> PurchaseRequestRecord {
    do {
      return try await executor.resolver.request(reference)
    } catch let failure as OperationFailure {
      throw StepError.failed(failure)
    }
  }

  func groupID(_ reference: SubscriptionReference) async throws -> String {
    do {
      return try await executor.resolver.groupID(reference)
    } catch {
      throw StepError.failed(.store(StoreFailure(error, api: nil, settings: await sandbox.settings)))
    }
  }

  /// The running app; expectations launch it first, so this only fails on a bug.
  func runningApp() throws -> AppLaunch {
    guard let app else { throw StepError.failed(.appNotRunning) }
    return app
  }
}
