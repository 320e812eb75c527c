import StoreCatalog

/// A list to choose one value from, in front of the screen: arrows (and `j` `k`, until a filter is typed) move,
/// typing (or `/`) starts a filter that narrows it, Enter chooses, Esc leaves the filter and then closes it.
struct Picker: Hashable, Sendable {
  /// What the chosen value is for.
  enum Purpose: Hashable, Sendable {
    case storefront
    case locale
    /// The error an API fails with (`none` stops it failing).
    case fault(StoreKitAPI)
    case latency
    case timeRate
    /// A product the account buys on another device.
    case buyOnAnotherDevice
    /// A family-shareable product another family member shares, or stops sharing.
    case familySharing
    /// A shared subscription whose purchaser turns auto-renew off.
    case familyLapse
    /// A shared subscription whose purchaser's payment fails.
    case familyBillingFail
    /// A shared subscription whose purchaser's payment goes through again.
    case familyBillingRecover
    /// A shared product whose purchaser is refunded; the reason is picked next.
    case familyRefund
    /// Why the purchaser of the shared product is refunded (`revocationReason`).
    case familyRefundReason(productID: String)
    /// How the App Store answers the refund sheet.
    case refundAnswer
    /// How long a billing grace period lasts.
    case gracePeriodLength
    /// The offer code the customer redeems for a subscription, in the offer-code redeem sheet.
    case redeemOfferCode(productID: String)
  }

  /// One value: what it is (`value`), how it reads, and a note beside it.
  struct Option: Hashable, Sendable {
    var value: String
    var label: String
    var detail = ""
  }

  var purpose: Purpose
  var title: String
  var options: [Option]
  /// What was typed to narrow the list.
  var query = ""
  /// Whether keys type a filter: set by `/` or by the first character typed, so `j` and `k` move until then and
  /// typing never moves silently.
  var isFiltering = false
  /// The selected value, when it is shown.
  var selected: String?
  /// First option shown.
  var offset = 0

  init(purpose: Purpose, title: String, options: [Option], selected: String? = nil) {
    self.purpose = purpose
    self.title = title
    self.options = options
    self.selected = selected ?? options.first?.value
  }

  /// The options the query leaves, in order.
  var shown: [Option] {
    let needle = query.lowercased()
    guard !needle.isEmpty else { return options }
    return options.filter {
      $0.label.lowercased().contains(needle) || $0.value.lowercased().contains(needle)
        || $0.detail.lowercased().contains(needle)
    }
  }

  /// The picker with its selection on a shown option: kept when the query still shows it, else the first shown.
  func reselected() -> Picker {
    var picker = self
    if picker.selectedIndex == nil { picker.selected = picker.shown.first?.value }
    picker.offset = 0
    return picker
  }

  /// The position of the selection among the shown options.
  var selectedIndex: Int? {
    let shown = shown
    return selected.flatMap { value in shown.firstIndex { $0.value == value } }
  }
}

/// A line of text to type, with what was wrong with the last attempt.
struct Prompt: Hashable, Sendable {
  /// What the text is for.
  enum Purpose: Hashable, Sendable {
    /// A duration to move the sandbox clock forward by.
    case advanceClock
    /// How many of the webhooks' next answers count as failures (the Server tab).
    case failWebhookAnswers
  }

  var purpose: Purpose
  var title: String
  /// What to type, in words, with examples.
  var hint: String
  var text = ""
  /// Why the last Enter was refused.
  var error: String?
}
