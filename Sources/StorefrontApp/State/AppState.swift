import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import TerminalUI
import StoreOperations

/// Everything the interactive storefront shows and remembers. Only `AppReducer.reduce` changes it; `AppRenderer`
/// draws it. It keeps what happened and what the person chose; what follows from those (the product list, the
/// transactions view's lines, the selection and focus actually shown) is computed from them, in
/// `AppState+Derived.swift`, so no action has to remember to bring it up to date.
struct AppState: Equatable, Sendable {
  // MARK: The terminal
  var size: Size
  var glyphs: Glyphs
  /// The calendar (and time zone) dates are shown in.
  var calendar: Calendar
  /// The language the interface speaks.
  var language: Language
  /// Real time at the last event: the sandbox clock shown is `snapshot.clock.now(real: realNow)`.
  var realNow: Date

  // MARK: What is open
  /// The catalog file's name, for the header.
  var catalogName: String
  /// Where the App Store server running in this process answers (`--server`), for the header; nil without one.
  var serverAddress: String?
  /// The file name of the scenario the session is recorded to (`--record`), for the header; nil when not recording.
  var recordingFile: String?
  var store: StoreStatus = .opening
  /// The latest state of the store, once it is open.
  var snapshot: StoreSnapshot?
  /// The catalog's names in the interface language, for the product list while nobody chose a locale.
  var productLabels: ProductLabels?
  /// The catalog's offer codes by subscription product: StoreKit gives an app none of them, the App Store knows them.
  var offerCodes: [String: [SubscriptionOffer]] = [:]
  /// Problems found in the catalog file: errors (products left out) and warnings.
  var diagnostics: [Diagnostic] = []
  /// The transactions view: the App Store's record of the account.
  var transactions = TransactionsState()
  /// The QA panel: the simulation's settings, clock and switches.
  var qa = QAPanelState()
  /// The scenario being played (`storefront run --tui`); nil in a normal session.
  var playback: PlaybackState?

  // MARK: Where the person is
  /// The tab the person opened (`tab` is the one shown: the storefront when this one is gone).
  var openedTab: Tab = .storefront
  /// The storefront tab: focus, selection, quantity, filter and scroll offsets.
  var storefrontTab = StorefrontTabState()
  /// The diagnostics tab's scroll offset.
  var diagnosticsTab = DiagnosticsTabState()
  /// The Server tab: the in-process server's requests and the sandbox's notifications.
  var serverTab = ServerTabState()
  /// The modal something opened — a sheet, a confirmation, a picker, a prompt, a result, help — in front of the
  /// busy overlay, which is never stored: `modal` derives it from the store.
  var opened: Modal?
  var toast = ToastState()
  /// Advances on each tick while the busy spinner shows.
  var spinnerFrame = 0
  /// Whether the program should stop.
  var isFinished = false

  init(
    catalogName: String, size: Size, language: Language, glyphs: Glyphs = .unicode, timeZone: TimeZone = .current,
    now: Date = Date()
  ) {
    self.catalogName = catalogName
    self.language = language
    self.size = size
    self.glyphs = glyphs
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    self.realNow = now
  }

  // MARK: - Derived

  /// What is in front of the screen: the modal something opened, or else the busy overlay while the store works.
  /// Setting it opens (or, with nil, closes) a modal; the busy overlay comes and goes with the store's work.
  var modal: Modal? {
    get { opened.flatMap { isShowable($0) ? $0 : nil } ?? busyMessage.map(Modal.busy) }
    set { opened = newValue }
  }

  /// What the busy overlay says, or nil when nothing is in flight: opening the store, loading the products, or the
  /// store's first activity (a purchase, a restore…).
  var busyMessage: String? {
    switch store {
    case .opening:
      return language.say(en: "Opening \(catalogName)…", zhHans: "正在打开\(catalogName)…")
    case .unavailable:
      return nil
    case .open:
      guard let snapshot else { return playback == nil ? OutcomeWords.activity(.loadingProducts, language: language) : nil }
      if let activity = snapshot.activities.first { return OutcomeWords.activity(activity, language: language) }
      return snapshot.products == .loading ? OutcomeWords.activity(.loadingProducts, language: language) : nil
    }
  }

  /// Whether the storefront shows a product list (rather than a loading, empty or error state).
  var showsProductList: Bool {
    guard case .open = store, let snapshot, case .loaded = snapshot.products else { return false }
    return true
  }

  /// Whether the event log pane fits on the screen.
  var showsLog: Bool { AppLayout(state: self).log != nil }

  /// The tabs shown: diagnostics only when the catalog has some, the Server tab only with `--server`.
  var tabs: [Tab] {
    Tab.allCases.filter { tab in
      switch tab {
      case .diagnostics: !diagnostics.isEmpty
      case .server: serverAddress != nil
      case .storefront, .transactions, .qa: true
      }
    }
  }

  /// The filter of the view shown: the product list's or the transactions'.
  var activeFilter: FilterState {
    get { tab == .transactions ? transactions.filter : storefrontTab.filter }
    set {
      if tab == .transactions { transactions.filter = newValue } else { storefrontTab.filter = newValue }
    }
  }

  /// Whether the store only does what a scenario being played says (no purchases or tester actions by hand).
  var isReadOnly: Bool { playback != nil }
}

/// Where opening the catalog and the sandbox stands.
enum StoreStatus: Hashable, Sendable {
  case opening
  case open
  /// Nothing could be read from the catalog, or the sandbox could not be opened: the reason, in plain words.
  case unavailable(String)
}
