import Foundation
import StoreEngine
import StoreOperations

/// What an expectation checks, in plain words (`the balance of X is 3`).
enum ExpectationDescription {
  static func text(_ expectation: ScenarioExpectation) -> String {
    switch expectation {
    case .result(let result): "The last app action's result: \(ExpectationFormatter.result(result))"
    case .entitled(let product, let entitled): "\(product) is \(entitled ? "" : "not ")entitled"
    case .entitlements(let products):
      products.isEmpty
        ? "Nothing is entitled"
        : "Exactly \(products.sorted().joined(separator: ", ")) \(products.count == 1 ? "is" : "are") entitled"
    case .balance(let product, let balance): "The balance of \(product) is \(balance)"
    case .subscription(let group, let facets):
      "\(group.name): \(facets.map(ExpectationFormatter.facet).joined(separator: ", "))"
    case .introEligible(let group, let eligible):
      "The customer is \(eligible ? "" : "not ")eligible for \(group.name)'s introductory offer"
    case .updates(let count, let products):
      count == 0
        ? "Updates delivered nothing since the last check"
        : "Updates delivered \(count) transaction\(count == 1 ? "" : "s") since the last check"
          + (products.isEmpty ? "" : " (\(products.joined(separator: ", ")))")
    case .transaction(let reference, let facets):
      "\(StatementDescription.transaction(reference).capitalizedFirst): \(facets.map(ExpectationFormatter.facet).joined(separator: ", "))"
    case .transactionCount(let count, let product):
      "The App Store recorded \(count) transaction\(count == 1 ? "" : "s")" + (product.map { " of \($0)" } ?? "")
    case .unfinished(let count): "\(count) transaction\(count == 1 ? " is" : "s are") unfinished"
    case .request(let reference, let state):
      "\(StatementDescription.request(reference).capitalizedFirst) is \(state.rawValue)"
    case .pendingRequests(let count): "\(count) purchase request\(count == 1 ? " is" : "s are") pending"
    case .products(.loaded): "The products are loaded"
    case .products(.empty): "The product list is empty"
    case .products(.failed(let error)): "Loading the products failed" + (error.map { " with \($0)" } ?? "")
    case .price(let product, let text): "\(product) shows the price \"\(text)\""
    case .log(let text): "The app's log mentions \"\(text)\""
    case .message(let text): "The app shows a message with \"\(text)\""
    case .now(let date): "The clock reads \(ScenarioDate.format(date))"
    }
  }
}

extension String {
  /// The string with its first letter upper-cased.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
