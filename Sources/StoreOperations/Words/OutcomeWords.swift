public import FoundationEssentials
public import InterfaceLanguage
public import StoreCatalog
public import StoreEngine

/// The one place outcomes become words: the storefront's dialogs and toasts, the command line's lines and a
/// scenario run's output all ask it, so an outcome reads the same everywhere.
///
/// Every phrase is a whole sentence made from typed values (names, ids, dates, prices), one entry per meaning, so
/// each can be translated and reordered on its own. A message is sentences put side by side, never fragments glued
/// into one.
public struct OutcomeWords: Sendable {
  /// Where the words are shown: what to do about a failure differs (the QA panel, a command, a statement).
  public enum Surface: Sendable, Hashable {
    case storefront
    case commandLine
    case scenario
  }

  /// The products the words name, by identifier: the app's loaded ones first, then the catalog's.
  public var products: [String: Product]
  /// Display names of what is not among `products`: catalog products and subscription groups.
  public var names: [String: String]
  /// Each subscription product's level in its group (1 is the top), to tell a downgrade from a crossgrade.
  public var levels: [String: Int]
  /// The calendar dates are written in (UTC unless a view shows local time).
  public var calendar: Calendar
  /// The language the words are in.
  public var language: Language
  public var surface: Surface

  public init(
    products: [Product] = [], catalog: Catalog? = nil, locale: String = "en_US",
    calendar: Calendar = SimulatedDuration.calendar, language: Language, surface: Surface
  ) {
    self.products = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var names: [String: String] = [:]
    var levels: [String: Int] = [:]
    for product in catalog?.products ?? [] {
      names[product.id] = product.displayName(for: locale)
      levels[product.id] = product.subscription?.level
    }
    for product in products { levels[product.id] = product.subscription?.groupLevel }
    self.levels = levels
    for group in catalog?.subscriptionGroups ?? [] { names[group.id] = group.displayName(for: locale) }
    self.names = names
    self.calendar = calendar
    self.language = language
    self.surface = surface
  }

  /// The words for a snapshot's products, in its locale, with `catalog` naming the rest.
  public init(
    snapshot: StoreSnapshot?, catalog: Catalog? = nil, calendar: Calendar = SimulatedDuration.calendar,
    language: Language, surface: Surface
  ) {
    self.init(
      products: snapshot?.loadedProducts ?? [], catalog: catalog, locale: snapshot?.settings.locale ?? "en_US",
      calendar: calendar, language: language, surface: surface)
  }

  // MARK: - Reports

  /// An outcome in words: a short title, the message (what happened, why, and what it means for the app), what to
  /// do about a failure where something can be done, and a tone a view can style.
  public struct Report: Sendable, Hashable {
    public enum Tone: Sendable, Hashable {
      case success, pending, information, warning, failure
    }

    public var tone: Tone
    public var title: String
    public var message: String
    /// What to do about it, for this surface (turn Offline off, clear an injected error); nil when nothing helps.
    public var fix: String?

    public init(_ tone: Tone, _ title: String, _ message: String, fix: String? = nil) {
      self.tone = tone
      self.title = title
      self.message = message
      self.fix = fix
    }

    /// The message with its fix after it, for surfaces that show one text.
    public var text: String {
      guard let fix else { return message }
      let afterSentence = message.last.map { "。！？".contains($0) } ?? false
      return afterSentence ? message + fix : "\(message) \(fix)"
    }
  }

  /// What running an operation came to, in words.
  public func report(_ result: OperationResult) -> Report {
    switch result.outcome {
    case .productsLoaded(let state): productsReport(state)
    case .purchase(let outcome): purchaseReport(outcome, result.operation)
    case .restore(let outcome): restoreReport(outcome)
    case .refundRequest(let outcome): refundRequestReport(outcome)
    case .redeem(let outcome): redeemReport(outcome)
    case .manageSubscriptions(let outcome): manageSubscriptionsReport(outcome)
    case .consume(let outcome): consumeReport(outcome)
    case .finish(let outcome): finishReport(outcome)
    case .appTransaction(let outcome): appTransactionReport(outcome)
    case .familyShared(let record): familySharedReport(record)
    case .familySharingStopped(let productID, let revoked): familySharingStoppedReport(productID: productID, revoked: revoked)
    case .familyPurchaserStoppedRenewing(let head): familyPurchaserStoppedRenewingReport(head)
    case .familyPurchaserRefunded(let productID, let revoked):
      familyPurchaserRefundedReport(productID: productID, revoked: revoked)
    case .familyPurchaserBillingFailed(let head): familyPurchaserBillingFailedReport(head)
    case .familyPurchaserBillingRecovered(let recovery): familyPurchaserBillingRecoveredReport(recovery)
    case .boughtElsewhere(let productID, let place, let made): elsewhereReport(made, productID: productID, place: place)
    case .approved(let request, let made): approvalReport(request, made)
    case .revoked(let record, let refund): revokedReport(record, refund: refund)
    case .refundReversed(let record): refundReversedReport(record)
    case .priceIncreaseChanged(let step, let groupID): priceIncreaseReport(step, group: groupName(of: groupID))
    case .deleted(let record): deletedReport(record)
    case .declined(let request): declinedReport(request)
    case .requestExpired(let request, let date): expiredReport(request, at: date)
    case .subscriptionChanged(let action, let groupID, let renewal):
      subscriptionReport(action, group: groupName(of: groupID), renewal: renewal)
    case .settingChanged(let change): Report(.success, say(en: "Done", zhHans: "完成"), setting(change))
    case .faultChanged(let api, let error): faultReport(api, error)
    case .clockPaused, .clockResumed, .clockAdvanced, .reset: clockReport(result.outcome)
    case .server(let outcome): serverReport(outcome)
    case .failed(let failure): failureReport(failure, title: notDoneTitle(result.operation))
    }
  }

  /// A failure of an operation that could not be carried out, in words.
  public func failureReport(_ failure: OperationFailure, title: String? = nil) -> Report {
    let title = title ?? say(en: "Not done", zhHans: "未完成")
    switch failure {
    case .store(let store):
      return Report(.failure, title, FailureWords.sentence(store, words: self), fix: fix(for: store))
    default: return Report(.failure, title, FailureWords.sentence(failure, words: self))
    }
  }

  /// A failure's error in a sentence (`The App Store could not be reached: … (StoreKitError.networkError).`).
  public func sentence(_ failure: StoreFailure) -> String {
    FailureWords.sentence(failure, words: self)
  }

  /// A failure's error in a sentence, and what to do about it when the simulation caused it.
  public func explanation(_ failure: StoreFailure) -> String {
    [sentence(failure), fix(for: failure)].compactMap { $0 }.joined(separator: language == .en ? " " : "")
  }

  /// A verification error in a sentence.
  public func sentence(_ error: VerificationError) -> String {
    FailureWords.verification(error, words: self)
  }

  // MARK: - Names and dates

  /// A product's display name, or its identifier when nothing names it.
  public func name(of productID: String) -> String {
    products[productID]?.displayName ?? names[productID] ?? productID
  }

  /// An injected error by the name StoreKit gives it (`StoreKitError.networkError`), the same in every sentence.
  public func name(of error: SimulatedError) -> String {
    FailureWords.name(of: error)
  }

  /// A subscription group's display name, or its identifier.
  public func groupName(of groupID: String) -> String {
    products.values.first { $0.subscription?.subscriptionGroupID == groupID }?.subscription?.groupDisplayName
      ?? names[groupID] ?? groupID
  }

  /// A catalogue entry in this language: both texts are required, so no entry can lack one.
  func say(en: String, zhHans: ChineseText) -> String {
    language.say(en: en, zhHans: zhHans)
  }

  /// "2026-01-01 12:00" in this calendar (the same digits in every language, as Chinese technical text writes them).
  public func date(_ date: Date) -> String {
    DateWords.minute(date, in: calendar)
  }

  /// What to do about a failure the simulation caused, on this surface.
  func fix(for failure: StoreFailure) -> String? {
    switch failure.cause {
    case nil: nil
    case .offline?: FailureWords.offlineFix(surface, words: self)
    case .injected(let api)?: FailureWords.injectedFix(api, surface, words: self)
    }
  }

  private func notDoneTitle(_ operation: StoreOperation) -> String {
    switch operation {
    case .buy: say(en: "Purchase failed", zhHans: "购买失败")
    default: say(en: "Not done", zhHans: "未完成")
    }
  }
}
