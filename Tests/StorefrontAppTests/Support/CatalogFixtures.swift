import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

@testable import StorefrontApp

/// Diagnostics and clients for tests that do not need a real store.
enum CatalogFixtures {
  static let warning = Diagnostic(
    .warning, .propertyList, file: "demo.storekit", .propertyList(.binary))
}

extension StoreClient {
  /// A client that does nothing and refuses what it is asked: for tests that never perform effects.
  static let unimplemented = StoreClient(
    open: { _ in }, run: { OperationResult(operation: $0, outcome: .failed(.appNotRunning)) },
    inspect: { .missing($0) },
    playStep: { StepResult(step: $0, description: $0.source, outcome: .error("unimplemented")) },
    shutdown: { nil })
}
