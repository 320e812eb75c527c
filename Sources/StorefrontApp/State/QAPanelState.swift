import StoreCatalog

/// The QA panel: the control the person picked and the line of the pane it was shown on. What is shown is computed
/// from these (`QAControls.selected`, `QAControls.offset`): the picked control stays on its line while requests come
/// and go above it, a request that was answered hands its line to the next one (or to the control after them), and
/// the list is kept within its rows at the screen's size.
struct QAPanelState: Hashable, Sendable {
  var selected: QAControl = .askToBuy
  /// The pane line the selected control was last shown on (0 is the list's first visible row); nil until the person
  /// picks one, when the list starts at its top.
  var line: Int?
  /// The locales the catalog has localizations for, offered first by the locale picker.
  var catalogLocales: [String] = []

  init() {}
}

/// One control of the QA panel. Enter (or Space) changes it: a switch flips, a picker opens, an action happens
/// (after a confirmation when it cannot be undone); ← and → step through a control's values.
enum QAControl: Hashable, Sendable {
  // MARK: Purchases
  case askToBuy
  case interruptedPurchases
  /// Approve a waiting Ask to Buy request, or resolve an interrupted purchase.
  case answerRequest(UInt64)
  case buyOnAnotherDevice

  // MARK: Renewals
  case billingRetry
  case gracePeriod
  /// How long a billing grace period lasts (App Store Connect's 3, 16 or 28 days, or StoreKit Testing's).
  case gracePeriodLength

  // MARK: Family Sharing, refunds and history
  /// Another family member shares a family-shareable purchase, or stops sharing it.
  case familySharing
  /// The purchaser of a shared subscription turns auto-renew off: it expires at the end of its period.
  case familyLapse
  /// The purchaser's payment for a shared subscription fails: it enters billing retry at its next renewal.
  case familyBillingFail
  /// The purchaser's payment for a shared subscription goes through again: in billing retry, it renews now.
  case familyBillingRecover
  /// The purchaser of a shared product is refunded, for a reason: the customer's shared transactions are revoked.
  case familyRefund
  /// What the next `beginRefundRequest` meets: approved, declined, or the customer cancels the sheet.
  case refundAnswer
  /// `SKIncludeConsumableInAppPurchaseHistory`: finished consumables stay in `Transaction.all`.
  case consumableHistory

  // MARK: Errors, network, storefront
  case fault(StoreKitAPI)
  case offline
  case latency
  case storefront
  case locale

  // MARK: Time
  case timeRate
  case clockRunning
  case advance(ClockStep)
  case advanceBy
  case nextEvent

  // MARK: The sandbox
  case reset
}
