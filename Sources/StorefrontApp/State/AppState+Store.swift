import FoundationEssentials
import StoreCatalog
import StoreEngine

extension AppState {
  /// The transaction a refund would be asked for: the product's newest verified transaction, not yet refunded.
  func refundableTransaction(of productID: String) -> Transaction? {
    guard case .verified(let transaction)? = snapshot?.latestTransactions[productID], !transaction.isRevoked else {
      return nil
    }
    return transaction
  }

  /// Whether the product is its group's current subscription and the app grants it (entitled and verified).
  func isSubscribed(to product: Product) -> Bool {
    snapshot?.standing(of: product)?.isGranted == true
  }

  /// The consumable units the app holds of a product.
  func balance(of productID: String) -> Int {
    snapshot?.balances[productID] ?? 0
  }

  /// Whether a purchase of the product is in flight now.
  func isPurchasing(_ productID: String) -> Bool {
    snapshot?.purchases[productID] == .purchasing
  }

  /// The storefront the sandbox sells in (the United States when it names none the table knows).
  var storefront: Storefront {
    snapshot.flatMap { Storefront.find($0.settings.storefront) } ?? .unitedStates
  }

  /// `quantity` units of a product's price, formatted for the storefront and locale.
  func totalPrice(of product: Product, quantity: Int) -> String {
    guard quantity > 1 else { return product.displayPrice }
    return PriceFormatter.format(
      product.price * Decimal(quantity), storefront: storefront, locale: snapshot?.settings.locale)
  }

  /// Simulated time now, as the header shows it.
  var sandboxNow: Date? { snapshot?.clock.now(real: realNow) }
}

extension Product {
  /// Whether a purchase may be for more than one unit (consumables and non-renewing subscriptions).
  var allowsQuantity: Bool { type == .consumable || type == .nonRenewable }

  /// The most units one purchase may be for.
  static let maximumQuantity = 10
}
