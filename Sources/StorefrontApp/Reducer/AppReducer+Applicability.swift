import StoreCatalog
import StoreEngine
import StoreOperations

/// Why a command does not apply to what is selected now. One function decides it (`AppReducer.refusal`): the
/// reducer refuses such a command with the words `RefusalWords` gives it, and the footer leaves its hint out, so the
/// footer never offers what a key would refuse.
enum Refusal: Hashable, Sendable {
  /// Nothing the command could act on is selected (no product, no line): refused without a word.
  case nothingSelected
  /// A scenario plays (`run --tui`): the store is read-only.
  case readOnly
  case purchaseInProgress(product: String)
  /// A non-consumable the customer owns: the app offers no second purchase.
  case alreadyOwned(product: String)
  /// A consumable the app holds none of.
  case noneHeld(product: String)
  case nothingToRefund(product: String)
  /// A product bought one at a time: the quantity stays 1.
  case singleQuantity
  /// The line is a purchase request (true) or a refused purchase (false), not a transaction.
  case notATransaction(isRequest: Bool)
  case alreadyRevoked(transactionID: UInt64)
  case alreadyFinished(transactionID: UInt64)
  case notAutoRenewable(product: String)
  /// The line is the app transaction: only its JWS can be saved.
  case appTransactionLine
  /// The line is not a purchase request (`#12`, or `-` for a refused purchase).
  case notARequest(number: String)
  case noLongerWaiting(requestID: UInt64, state: PurchaseRequestRecord.State)
  /// An interrupted purchase is resolved (`a`), never declined.
  case interruptedIsResolved
  /// Redeem code on a product the catalog has no offer codes for.
  case noOfferCodes(product: String)
  /// Manage subscriptions before the customer ever subscribed.
  case noSubscriptions
  /// The sandbox is still opening: nothing can be changed yet.
  case storeNotOpen
  /// Buy on another device with no products loaded to buy.
  case noProductsLoaded

  /// The toast's kind, or nil when the refusal goes without a word.
  var toastKind: ToastMessage.Kind? {
    switch self {
    case .nothingSelected, .singleQuantity: nil
    case .alreadyFinished: .information
    default: .warning
    }
  }
}

extension AppReducer {
  /// Why `command` does not apply to what is selected in `state`, or nil when it applies. The one place that
  /// decides it: `perform` refuses with it, and the footer shows only the hints it lets through.
  static func refusal(of command: Command, in state: AppState) -> Refusal? {
    switch command {
    case .buy, .restore, .useOne, .requestRefund, .reload:
      if state.isReadOnly { return .readOnly }
      return command == .restore || command == .reload ? nil : productRefusal(of: command, in: state)
    case .moreQuantity, .lessQuantity:
      let productID: String? =
        if case .purchaseSheet(let sheet) = state.modal { sheet.productID } else { state.selectedProductID }
      guard let product = productID.flatMap(state.listing.product) else { return .nothingSelected }
      return product.allowsQuantity ? nil : .singleQuantity
    case .refundTransaction, .revokeTransaction, .deleteTransaction, .finishTransaction, .approveRequest,
      .cancelSubscription, .resumeSubscription, .expireSubscription, .renewSubscription, .writeJWS:
      return lineRefusal(of: command, in: state)
    case .declineRequest:
      if state.tab == .qa {
        guard case .answerRequest(let id) = QAControls.selected(state),
          let request = state.snapshot?.purchaseRequests.first(where: { $0.id == id })
        else { return .nothingSelected }
        return state.isReadOnly ? .readOnly : requestRefusal(request, approving: false)
      }
      return lineRefusal(of: command, in: state)
    case .toggleClock, .nextEvent, .advanceBy:
      return state.isReadOnly ? .readOnly : nil
    case .redeemCode, .manageSubscriptions, .nextOffer:
      return ProductButtons.refusal(of: command, in: state)
    default:
      return nil
    }
  }

  /// Buy, Use one and Request refund, for the selected product.
  private static func productRefusal(of command: Command, in state: AppState) -> Refusal? {
    guard state.tab == .storefront, let product = state.selectedProduct, state.snapshot != nil else {
      return .nothingSelected
    }
    switch command {
    case .buy:
      if state.isPurchasing(product.id) { return .purchaseInProgress(product: product.displayName) }
      if product.type == .nonConsumable && state.snapshot?.entitlements[product.id] != nil {
        return .alreadyOwned(product: product.displayName)
      }
      return nil
    case .useOne:
      guard product.type == .consumable else { return .nothingSelected }
      return state.balance(of: product.id) > 0 ? nil : .noneHeld(product: product.displayName)
    default:
      return state.refundableTransaction(of: product.id) == nil ? .nothingToRefund(product: product.displayName) : nil
    }
  }

  /// What a tester does to the selected line of the transactions view.
  private static func lineRefusal(of command: Command, in state: AppState) -> Refusal? {
    if state.tab == .transactions, isOnAppTransaction(state) {
      let signed = state.transactions.appTransaction?.outcome.appTransaction != nil
      return command == .writeJWS && signed ? nil : .appTransactionLine
    }
    guard state.tab == .transactions, let item = targetItem(state) else { return .nothingSelected }
    if command != .writeJWS, state.isReadOnly { return .readOnly }
    if command == .approveRequest || command == .declineRequest {
      guard let request = item.request else { return .notARequest(number: item.number(in: state.language)) }
      return requestRefusal(request, approving: command == .approveRequest)
    }
    guard let ledger = item.transaction else { return .notATransaction(isRequest: item.request != nil) }
    let transaction = ledger.transaction
    switch command {
    case .refundTransaction, .revokeTransaction:
      return transaction.isRevoked ? .alreadyRevoked(transactionID: transaction.id) : nil
    case .finishTransaction:
      return ledger.isFinished ? .alreadyFinished(transactionID: transaction.id) : nil
    case .cancelSubscription, .resumeSubscription, .expireSubscription, .renewSubscription:
      let renewable = transaction.productType == .autoRenewable && transaction.subscriptionGroupID != nil
      return renewable ? nil : .notAutoRenewable(product: item.productName)
    default:
      return nil
    }
  }

  /// Approving (or resolving) and declining a purchase request.
  static func requestRefusal(_ request: PurchaseRequestRecord, approving: Bool) -> Refusal? {
    guard request.state == .pending else {
      return .noLongerWaiting(requestID: request.id, state: request.state)
    }
    return approving || request.kind == .askToBuy ? nil : .interruptedIsResolved
  }

  /// Refuses a command that does not apply: a toast says why, unless there is nothing to say.
  static func refuse(_ refusal: Refusal, _ state: inout AppState) -> [Effect] {
    guard let kind = refusal.toastKind else { return [] }
    let readOnly = state.words.failureReport(.readOnly).message
    return showToast(kind, refusal.sentence(in: state.language, readOnly: readOnly), &state)
  }
}
