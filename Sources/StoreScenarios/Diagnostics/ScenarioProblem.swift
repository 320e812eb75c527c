public import StoreCatalog
public import StoreOperations

/// What is wrong with a scenario, found before anything runs, as a value with its facts (the word found, the
/// keyword, the line): the lexer, the parser, the checker and the loader state the problem, and `words(in:)`
/// says it in the interface language. Scenario keywords and the words a file spells stay as written in every
/// language.
public enum ScenarioProblem: Sendable, Hashable {
  // MARK: - Reading a line
  /// An escape other than `\"`, `\\`, `\n` and `\t` in a quoted string; nil for a backslash ending the line.
  case unknownEscape(Character?)
  case unterminatedQuote
  case noSpaceAfterQuote(found: Character)
  case quoteInsideWord
  /// A control character (by its code point), which could reach a terminal as an escape.
  case controlCharacter(UInt32)
  case quotedKeyword

  // MARK: - Reading a statement's words
  /// A word outside a closed list, with the known word it is probably a typo of.
  case unknownWord(UnknownWord)
  /// The line ended where `statement` still needed a word.
  case missingWord(statement: String, expected: Expected)
  /// A word after a complete statement.
  case extraWord(String, statement: String)
  case notInRange(Expected, range: ClosedRange<Int>, found: String)
  case notADecimal(Expected, found: String)
  case notADuration(String)
  case notADate(String)
  case notAUUID(String)
  case emptyWord(Expected)
  /// A latency of minutes, hours or days: a latency is real time, in seconds or milliseconds.
  case latencyTooLong
  case notATimeRate(Int, rates: [Int])
  case purchaseOptionTwice(String)
  case secondOffer
  /// `no-finish` on a purchase made elsewhere than in the app.
  case noFinishElsewhere(PurchaseRequest.Place)
  /// `expect not KEYWORD` for an expectation that cannot be negated.
  case expectationNotNegatable(String, negatable: [String])
  /// `not WORD` in `expect transaction` for a check that cannot be negated.
  case checkNotNegatable(String, negatable: [String])
  case productsForUpdates(products: Int, updates: Int)
  case notANotificationUUID(String)

  // MARK: - The file as a whole
  case repeatedHeader(keyword: String, firstLine: Int)
  case headerAfterStatements(keyword: String, firstStatementLine: Int)
  case noStatements

  // MARK: - Names checked against the catalog
  case notAConsumable(String, type: ProductType, consumables: [String])
  case notASubscription(String, type: ProductType, subscriptions: [String])
  case offersNeedASubscription(String, type: ProductType)
  case noOffers(OfferKind, productID: String)

  // MARK: - Loading
  /// A command-line word that names neither a shipped scenario nor a file.
  case notAScenario(shipped: [String])
  case noSuchFile
  case folder
  case tooLarge(bytes: Int, limit: Int)
  /// Foundation's own words for why the file cannot be read (it gives them in English only).
  case unreadable(String)
  /// The scenario's catalog loads with errors: its name and its first errors.
  case unusableCatalog(String, errors: [Diagnostic])
}

/// A word that is not one of a closed list: which list, the word, the likely intended word and the list.
public struct UnknownWord: Sendable, Hashable {
  public var list: WordList
  public var word: String
  /// The known word closest to `word`, when it is close enough to be a typo.
  public var suggestion: String?
  public var expected: [String]

  init(_ list: WordList, _ word: String, expected: [String]) {
    self.list = list
    self.word = word
    self.expected = expected
    suggestion = Suggestion.closest(to: word, in: expected)
  }
}

/// The closed lists of words a statement reads from, named in a problem (`unknown setting 'x'`).
public enum WordList: Sendable, Hashable {
  case statement, setting, api, switchValue, storefront, product, subscriptionGroup, shippedCatalog
  case offer(OfferKind, productID: String)
  /// The errors the API (by its `fault` name) can be made to fail with.
  case apiError(String)
  case error, verificationFailure, subscriptionCheck, transactionCheck, purchaseOption, expectation, result
  case refundAnswer, gracePeriodLength, familySharingAction, subscriptionAction, priceIncreaseStep, notificationType
  case extendReason, billingPlan, place, requestState, productState, offerKind, transactionReason, ownershipType
  case revocationType, negatableCheck
}

/// What a statement expected to read next, named when it is missing or wrong (`'buy' needs a product identifier`).
public enum Expected: Sendable, Hashable {
  /// One word of a closed list, with the list's words.
  case oneOf(WordList, [String])
  case productID, consumableID, subscriptionProductID, familyShareableID, entitledProducts, currentProduct
  case renewsToProduct, productForCode, offerID, offerCode, catalogReference, locale, currencyCode, storefrontCode
  case transactionReference, transactionID, originalTransactionID, requestReference, requestID, requestIdentifier
  case subscriptionReference, notificationReference, subscriptionCheck, transactionCheck
  case quantity, amount, balance, timeRate, updateCount, transactionCount, requestCount, answerCount, days
  case price, displayPrice, logText, messageText, jsonBody, duration, date, accountToken, errorName
}
