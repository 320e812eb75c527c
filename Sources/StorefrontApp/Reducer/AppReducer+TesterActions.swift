import InterfaceLanguage
import StoreEngine
import StoreOperations

/// What a tester does to the selected line of the transactions view: refunds, revocations, deletions, finishing,
/// answering requests, subscription controls and saving the JWS. Actions that cannot be undone ask first.
extension AppReducer {
  /// The command for the selected line (`perform` refused it where it does not apply: see `refusal(of:in:)`).
  static func transactionCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
    if command == .declineRequest, state.tab == .qa { return declineFromQA(&state) }
    if isOnAppTransaction(state), let app = state.transactions.appTransaction?.outcome.appTransaction {
      return [.writeJWS(file: "app-transaction.jws", jws: app.jwsRepresentation)]
    }
    guard let item = targetItem(state) else { return [] }
    if command == .approveRequest || command == .declineRequest {
      guard let request = item.request else { return [] }
      return answer(request, approving: command == .approveRequest, &state)
    }
    guard let transaction = item.transaction?.transaction else { return [] }
    switch command {
    case .refundTransaction, .revokeTransaction:
      let action: StoreOperation =
        command == .refundTransaction ? .refund(.id(transaction.id), .other) : .revoke(.id(transaction.id))
      return ask(
        TesterActionText.confirmation(action, subject: subject(item, in: state.language), in: state.language),
        &state)
    case .deleteTransaction:
      return ask(
        TesterActionText.confirmation(.delete(.id(transaction.id)), subject: subject(item, in: state.language), in: state.language),
        &state)
    case .finishTransaction:
      return act(.finish(.id(transaction.id)), &state)
    case .cancelSubscription, .resumeSubscription, .expireSubscription, .renewSubscription:
      return subscriptionCommand(command, transaction, item: item, &state)
    case .writeJWS:
      return [.writeJWS(file: "transaction-\(transaction.id).jws", jws: transaction.jwsRepresentation)]
    default:
      return []
    }
  }

  private static func subscriptionCommand(
    _ command: Command, _ transaction: Transaction, item: HistoryItem, _ state: inout AppState
  ) -> [Effect] {
    guard let group = transaction.subscriptionGroupID else { return [] }
    let subscription = SubscriptionReference(group)
    let action: StoreOperation =
      switch command {
      case .cancelSubscription: .subscription(.cancel, subscription)
      case .resumeSubscription: .subscription(.resume, subscription)
      case .expireSubscription: .subscription(.expire, subscription)
      default: .subscription(.renew, subscription)
      }
    if let confirmation = TesterActionText.confirmation(action, subject: item.productName, in: state.language) {
      return ask(confirmation, &state)
    }
    return act(action, &state)
  }

  /// Approve (or resolve) and decline a waiting request; one no longer waiting, or an interrupted purchase to
  /// decline, is refused with the words `requestRefusal` gives.
  static func answer(_ request: PurchaseRequestRecord, approving: Bool, _ state: inout AppState) -> [Effect] {
    if let refusal = requestRefusal(request, approving: approving) { return refuse(refusal, &state) }
    if approving {
      return act(request.kind == .askToBuy ? .approve(.id(request.id)) : .resolve(.id(request.id)), &state)
    }
    let name = state.listing.product(request.productID)?.displayName ?? request.productID
    return ask(TesterActionText.confirmation(.decline(.id(request.id)), subject: name, in: state.language), &state)
  }

  private static func declineFromQA(_ state: inout AppState) -> [Effect] {
    guard case .answerRequest(let id) = QAControls.selected(state),
      let request = state.snapshot?.purchaseRequests.first(where: { $0.id == id })
    else { return [] }
    return answer(request, approving: false, &state)
  }

  /// "Remove Ads (#12)": a line as confirmations name it.
  private static func subject(_ item: HistoryItem, in language: Language) -> String {
    "\(item.productName) (\(item.number(in: language)))"
  }

  // MARK: - Carrying out

  /// Opens the confirmation for an action, unless the store is read-only.
  static func ask(_ confirmation: Confirmation?, _ state: inout AppState) -> [Effect] {
    guard let confirmation else { return [] }
    if let refusal = refuseWhileReadOnly(&state) { return refusal }
    state.modal = .confirmation(confirmation)
    return []
  }

  /// Carries out an operation at once, unless the store is read-only or not open yet.
  static func act(_ operation: StoreOperation, _ state: inout AppState) -> [Effect] {
    if let refusal = refuseWhileReadOnly(&state) { return refusal }
    guard state.snapshot != nil else { return refuse(.storeNotOpen, &state) }
    return [.run(operation)]
  }

  /// A toast saying the store is read-only while a scenario plays; nil when it is not.
  static func refuseWhileReadOnly(_ state: inout AppState) -> [Effect]? {
    guard state.isReadOnly else { return nil }
    return showToast(.warning, state.words.failureReport(.readOnly).message, &state)
  }
}
