/// What a person asks for, whatever way they ask: a key, a click on a footer hint, a click on a button.
/// The key-binding table maps keys to commands per scope; the reducer carries commands out.
enum Command: Hashable, Sendable {
  // MARK: General
  case quit
  case help
  /// Esc: close, clear or go back one step; never quits.
  case back
  case nextFocus
  case previousFocus
  /// A digit key: the tab at that position among the tabs this run shows (`Tab.numbered(_:among:)`).
  case showTabNumbered(Int)
  /// Ctrl-L and Ctrl-Z are handled by the terminal backend; they are in the table so help and docs/keys.md list them.
  case redraw
  case suspend

  // MARK: Moving
  case up
  case down
  case pageUp
  case pageDown
  case top
  case bottom
  case left
  case right
  /// Enter on a list or pane: go into it (the product's buttons).
  case open

  // MARK: The store
  case buy
  case restore
  case useOne
  case requestRefund
  case moreQuantity
  case lessQuantity
  /// On the purchase sheet: the next promotional or win-back offer the customer may have (then none again).
  case nextOffer
  /// The offer-code redeem sheet for the selected subscription (`AppStore.presentOfferCodeRedeemSheet`).
  case redeemCode
  /// The App Store's manage-subscriptions sheet (`AppStore.showManageSubscriptions`).
  case manageSubscriptions
  case filter
  /// Load the products again (Ctrl-R, F5 anywhere; Enter or the Retry button where no products show), or open
  /// the store again when it could not be opened.
  case reload

  // MARK: The transactions view
  case refundTransaction
  case revokeTransaction
  case deleteTransaction
  case finishTransaction
  /// Approve an Ask to Buy request, or resolve an interrupted purchase.
  case approveRequest
  case declineRequest
  case cancelSubscription
  case resumeSubscription
  case expireSubscription
  case renewSubscription
  case writeJWS

  // MARK: The QA panel
  /// Pause the sandbox clock, or let it run again.
  case toggleClock
  case nextEvent
  /// Type a duration to move the clock forward by.
  case advanceBy

  // MARK: The Server tab
  /// Type how many of the webhooks' next answers count as failures.
  case failWebhookAnswers
  /// Send the selected notification to every webhook again, with the same `notificationUUID`.
  case resendNotification

  // MARK: Playing a scenario
  case togglePlayback
  /// Play one statement while paused.
  case stepPlayback

  // MARK: Sheets and dialogs
  /// Presses the focused button.
  case press
  /// The sheet's confirming accelerator (`y`).
  case confirm
  /// The sheet's cancelling accelerator (`n`, Esc): the `.userCancelled` path.
  case cancel
  case dismiss

  // MARK: The filter prompt
  case keepFilter
  case clearFilter
  case deleteBackward
  case clearQuery
}

/// Where a key binding applies. Lookups pass the scopes in force, most specific first (see `KeyScope.stack`).
enum KeyScope: Hashable, Sendable {
  /// Everywhere, even in front of a modal: Ctrl-C.
  case always
  /// Any view with no modal in front.
  case main
  /// The storefront tab, whatever pane has the focus.
  case storefront
  case products
  case detail
  case buttons
  case log
  /// The storefront while no product list is shown (loading, empty, a failed load).
  case emptyState
  /// The storefront while the catalog or the sandbox could not be opened.
  case closedStore
  case diagnostics
  /// The transactions view's list.
  case transactionList
  /// The detail view of one transaction or request.
  case transactionDetail
  /// What a tester can do to the selected transaction or request, in the list and in the detail view.
  case transactionActions
  case qaPanel
  /// The Server tab (`--server`): its notifications, their details and the delivery controls.
  case server
  /// While a scenario plays (`storefront run --tui`), in front of the view's own keys.
  case playback
  case filterPrompt
  case purchaseSheet
  case refundSheet
  case confirmation
  case picker
  /// A picker before a filter is typed: `j` and `k` move, `/` starts the filter.
  case pickerMoving
  case prompt
  case dialog
  case help
  case busy
}
