import StoreOperations

/// What sits in front of the screen and takes the keyboard. One optional value, so two can never be open at
/// once: opening one replaces the other, and the reducer decides which may replace which.
enum Modal: Hashable, Sendable {
  /// The App Store confirmation sheet before a purchase.
  case purchaseSheet(PurchaseSheet)
  /// The refund request sheet for an owned product.
  case refundSheet(RefundSheet)
  /// Work in flight: a spinner and what is happening ("Purchasing Premium Monthly…"). Never opened: it is
  /// derived from the store's work (`AppState.modal`), so it cannot be dismissed and clears when the work ends.
  case busy(String)
  /// The outcome of something the person did, in plain words, with an OK button.
  case result(ResultDialog)
  /// The key bindings of the view the help was opened from, scrolled to `offset` lines.
  case help(HelpState)
  /// "Are you sure?" before a tester action that cannot be undone (a refund, a deletion, a reset).
  case confirmation(Confirmation)
  /// A list to choose one value from (a storefront, an error to inject, a product), narrowed as you type.
  case picker(Picker)
  /// A line of text to type (a duration to move the clock by).
  case prompt(Prompt)
}

/// The two buttons of a sheet. Cancel comes first and is focused first: spending is never the default.
enum SheetButton: Hashable, Sendable {
  case cancel
  case confirm
}

/// The purchase confirmation sheet: what is being bought, how many, and the promotional or win-back offer the
/// customer picked (nil: the introductory offer applies when they are eligible for it).
struct PurchaseSheet: Hashable, Sendable {
  var productID: String
  var quantity = 1
  var offer: OfferChoice?
  var focused: SheetButton = .cancel
}

/// The refund request sheet: which transaction the refund is asked for.
struct RefundSheet: Hashable, Sendable {
  var productID: String
  var transactionID: UInt64
  var focused: SheetButton = .cancel
}

/// The confirmation before a tester action: what it does and what it cannot undo. Cancel comes first and is
/// focused first.
struct Confirmation: Hashable, Sendable {
  var title: String
  var message: String
  /// The confirming button's label ("Refund", "Delete", "Reset").
  var confirmLabel: String
  var action: StoreOperation
  var focused: SheetButton = .cancel
}

/// A dialog reporting an outcome.
struct ResultDialog: Hashable, Sendable {
  /// What kind of outcome it is: sets the title's symbol and style, so meaning never rests on colour.
  enum Kind: Hashable, Sendable {
    /// Done; `information` when nothing was charged or nothing changed (already owned, a change at renewal).
    case success, information, pending, failure
  }

  var kind: Kind
  var title: String
  var message: String
}

/// The help overlay: which view it describes and how far it is scrolled.
struct HelpState: Hashable, Sendable {
  /// The key scopes in force where help was opened; the overlay lists their bindings.
  var scopes: [KeyScope]
  /// The tabs this run has: help lists the keys of these only.
  var tabs: [Tab]
  var offset = 0
}

/// A short message in the corner that goes away by itself.
struct ToastMessage: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case information, success, warning, failure
  }

  /// Tells this toast from a later one, so an old timer never removes a newer message.
  var id: Int
  var kind: Kind
  var text: String
}

/// The toast in the corner, and how many have been shown, so each new one has its own identity.
struct ToastState: Hashable, Sendable {
  var message: ToastMessage?
  /// Increases with each toast.
  var count = 0
}
