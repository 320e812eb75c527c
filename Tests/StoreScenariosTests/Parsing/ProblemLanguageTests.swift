import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreOperations
import TestSupport
import Testing

@testable import StoreScenarios

/// A scenario's problems are values (`ScenarioProblem`) worded in the interface language (issue 17: "error
/// messages … English and Simplified Chinese, complete"), while the keywords and the words the file spells stay as
/// written in every language ("scenario keywords … do not change with the language"). Chinese terms follow Apple's
/// Chinese App Store Connect help, as the catalog's diagnostics do ("消耗型项目", "自动续期订阅", "订阅群组", "优惠").
@Suite struct ProblemLanguageTests {
  /// One of each problem: `index(of:)` switches over every case, so a new case fails to compile until it is here.
  static let problems: [ScenarioProblem] = [
    .unknownEscape("q"), .unterminatedQuote, .noSpaceAfterQuote(found: "c"), .quoteInsideWord, .controlCharacter(0x1B),
    .quotedKeyword, .unknownWord(UnknownWord(.setting, "ask-to-buys", expected: ["ask-to-buy", "offline"])),
    .missingWord(statement: "buy", expected: .productID), .extraWord("now", statement: "restore"),
    .notInRange(.quantity, range: 0...99, found: "three"), .notADecimal(.price, found: "1,99"), .notADuration("soon"),
    .notADate("noon"), .notAUUID("1234"), .emptyWord(.productID), .latencyTooLong, .notATimeRate(7, rates: [0, 1, 1005]),
    .purchaseOptionTwice("quantity"), .secondOffer, .noFinishElsewhere(.appStore),
    .expectationNotNegatable("balance", negatable: ["entitled", "intro-eligible"]),
    .checkNotNegatable("verified", negatable: ["revoked", "upgraded", "finished"]),
    .productsForUpdates(products: 1, updates: 2), .notANotificationUUID("x"),
    .repeatedHeader(keyword: "catalog", firstLine: 1), .headerAfterStatements(keyword: "start", firstStatementLine: 2),
    .noStatements, .notAConsumable("p", type: .nonConsumable, consumables: ["gems"]),
    .notASubscription("p", type: .consumable, subscriptions: ["monthly"]),
    .offersNeedASubscription("p", type: .nonConsumable), .noOffers(.winBack, productID: "monthly"),
    .notAScenario(shipped: ["refund", "restore"]), .noSuchFile, .folder, .tooLarge(bytes: 5_000_000, limit: 4_194_304),
    .unreadable("The file couldn't be opened."), .unusableCatalog("missing.storekit", errors: [Diagnostic(.error, .unreadableFile, file: "missing.storekit", .unreadable(.noSuchFile))]),
  ]

  static func index(of problem: ScenarioProblem) -> Int {
    switch problem {
    case .unknownEscape: 0
    case .unterminatedQuote: 1
    case .noSpaceAfterQuote: 2
    case .quoteInsideWord: 3
    case .controlCharacter: 4
    case .quotedKeyword: 5
    case .unknownWord: 6
    case .missingWord: 7
    case .extraWord: 8
    case .notInRange: 9
    case .notADecimal: 10
    case .notADuration: 11
    case .notADate: 12
    case .notAUUID: 13
    case .emptyWord: 14
    case .latencyTooLong: 15
    case .notATimeRate: 16
    case .purchaseOptionTwice: 17
    case .secondOffer: 18
    case .noFinishElsewhere: 19
    case .expectationNotNegatable: 20
    case .checkNotNegatable: 21
    case .productsForUpdates: 22
    case .notANotificationUUID: 23
    case .repeatedHeader: 24
    case .headerAfterStatements: 25
    case .noStatements: 26
    case .notAConsumable: 27
    case .notASubscription: 28
    case .offersNeedASubscription: 29
    case .noOffers: 30
    case .notAScenario: 31
    case .noSuchFile: 32
    case .folder: 33
    case .tooLarge: 34
    case .unreadable: 35
    case .unusableCatalog: 36
    }
  }

  static let expectations: [Expected] = [
    .oneOf(.switchValue, ["on", "off"]), .productID, .consumableID, .subscriptionProductID, .familyShareableID,
    .entitledProducts, .currentProduct, .renewsToProduct, .productForCode, .offerID, .offerCode, .catalogReference,
    .locale, .currencyCode, .storefrontCode, .transactionReference, .transactionID, .originalTransactionID,
    .requestReference, .requestID, .requestIdentifier, .subscriptionReference, .notificationReference,
    .subscriptionCheck, .transactionCheck, .quantity, .amount, .balance, .timeRate, .updateCount, .transactionCount,
    .requestCount, .answerCount, .days, .price, .displayPrice, .logText, .messageText, .jsonBody, .duration, .date,
    .accountToken, .errorName,
  ]

  static let lists: [WordList] = [
    .statement, .setting, .switchValue, .storefront, .product, .subscriptionGroup, .shippedCatalog,
    .offer(.promotional, productID: "monthly"), .error, .verificationFailure, .subscriptionCheck, .transactionCheck,
    .purchaseOption, .expectation, .result, .refundAnswer, .gracePeriodLength, .familySharingAction,
    .subscriptionAction, .priceIncreaseStep, .extendReason, .billingPlan, .place, .requestState, .productState,
    .offerKind, .transactionReason, .ownershipType, .revocationType, .negatableCheck, .apiError("purchase"),
  ]

  static func hasChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// What the English quotes ('by', 'buy') is quoted the same in Chinese: the words of the file never change.
  static func quoted(_ text: String) -> [String] {
    text.matches(of: /'([^']+)'/).map { String($0.output.1) }
  }

  @Test func everyProblemHasWordsInBothLanguages() {
    #expect(Set(Self.problems.map(Self.index)).count == 37, "one sample of each case")
    for problem in Self.problems {
      let (english, chinese) = (problem.words(in: .en), problem.words(in: .zhHans))
      #expect(!english.isEmpty && !Self.hasChinese(english), "\(problem): \(english)")
      #expect(Self.hasChinese(chinese) && chinese != english, "\(problem): \(chinese)")
      for word in Self.quoted(english) {
        #expect(chinese.contains("'\(word)'"), "\(problem): Chinese keeps '\(word)': \(chinese)")
      }
    }
  }

  @Test func everyExpectedWordAndListHasWordsInBothLanguages() {
    for expected in Self.expectations {
      #expect(Self.hasChinese(expected.words(in: .zhHans)), "\(expected)")
      #expect(!Self.hasChinese(expected.words(in: .en)), "\(expected)")
    }
    for list in Self.lists {
      #expect(Self.hasChinese(list.words(in: .zhHans)), "\(list)")
      #expect(!Self.hasChinese(list.words(in: .en)), "\(list)")
    }
  }

  @Test func aParsedProblemIsTheSameValueInEitherLanguage() throws {
    let diagnostic = try #require(ScenarioTesting.problems("buy p quantity three").first)
    #expect(diagnostic.problem == .notInRange(.quantity, range: 0...99, found: "three"))
    #expect(diagnostic.text(in: .en) == "test.scenario:1:16: error: expected a quantity (a whole number from 0 to 99), found 'three'")
    #expect(diagnostic.text(in: .zhHans) == "test.scenario:1:16: error: 应为数量（0 到 99 之间的整数），实际为 'three'")
    let typo = try #require(ScenarioTesting.problems("set ask-to-buy yes").first)
    #expect(typo.message(in: .zhHans) == "未知的开关值 'yes'；应为 on 或 off")
    let statement = try #require(ScenarioTesting.problems("by x").first)
    #expect(
      statement.message(in: .zhHans)
        == "未知的语句 'by'（你是否想写 'buy'？）；应为 catalog、start、set、fault、buy、cancel、redeem、finish、…之一")
  }

  @Test func catalogProblemsUseApplesChineseProductTypes() throws {
    let consumable = try #require(ScenarioTesting.problems("consume \(removeAds)").first)
    #expect(consumable.message(in: .en).hasPrefix("'\(removeAds)' is Non-Consumable, not a consumable; expected "))
    #expect(consumable.message(in: .zhHans).hasPrefix("'\(removeAds)' 是非消耗型项目，不是消耗型项目；应为 "))
  }
}
