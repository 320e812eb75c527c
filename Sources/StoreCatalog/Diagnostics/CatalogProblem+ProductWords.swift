public import InterfaceLanguage

/// The words of catalog diagnostics about products, subscription groups and offers, in every interface language
/// (Apple's Chinese terms: 产品, 订阅群组, 自动续期订阅, 优惠, 本地化).
extension ProductProblem {
  /// The product types as a `.storekit` file spells them, listed the Chinese way (`Consumable、NonConsumable…`).
  private static let typeNames = ProductType.allCases.map(\.fileValue).joined(separator: "、")

  func words(in l: Language) -> String {
    let periods = "\"P1W\", \"P1M\", \"P3M\", \"P6M\""
    switch self {
    case .productWithoutID(let referenceName):
      let en = referenceName.map { " (\"\($0)\")" } ?? "", zhHans = referenceName.map { "（\"\($0)\"）" } ?? ""
      return l.say(
        en: "product\(en) has no productID; expected the identifier an app passes to Product.products(for:)",
        zhHans: "产品\(zhHans)没有 productID；应为 App 传给 Product.products(for:) 的标识符")
    case .duplicateProductID(let id, let first):
      return l.say(
        en: "product ID \"\(id)\" is already used at \(first); product IDs must be unique across the file, so this one is not loaded",
        zhHans: "产品 ID \"\(id)\" 已在\(first)使用；产品 ID 在整个文件中必须唯一，因此未载入此产品")
    case .typeRepaired(let written, let type):
      return l.say(
        en: "type \"\(written)\" is read as \"\(type.fileValue)\" (\(type.displayName)), the value Xcode writes",
        zhHans: "类型 \"\(written)\" 已按 Xcode 写入的值 \"\(type.fileValue)\"（\(type.name(in: .zhHans))）读取")
    case .unknownProductType(let text):
      return l.say(
        en: "unknown product type \"\(text)\"; expected Consumable, NonConsumable, NonRenewingSubscription or RecurringSubscription",
        zhHans: "未知的产品类型 \"\(text)\"；应为\(Self.typeNames)之一")
    case .productWithoutType:
      return l.say(
        en: "product has no type; expected Consumable, NonConsumable, NonRenewingSubscription or RecurringSubscription",
        zhHans: "产品没有 type；应为\(Self.typeNames)之一")
    case .typeInferredFromPeriod:
      return l.say(
        en: "product has no type; it has a recurringSubscriptionPeriod, so it is read as RecurringSubscription",
        zhHans: "产品没有 type；它有 recurringSubscriptionPeriod，因此按 RecurringSubscription 读取")
    case .wrongSection(let type):
      return l.say(
        en: "\(type.displayName) product listed under nonRenewingSubscriptions; it is loaded as \(type.displayName)",
        zhHans: "\(type.name(in: .zhHans))产品列在 nonRenewingSubscriptions 下；已按\(type.name(in: .zhHans))载入")
    case .notAutoRenewableInGroup(let type):
      return l.say(
        en: "a subscription group holds only auto-renewable subscriptions (RecurringSubscription), but this product's type is \(type.fileValue)",
        zhHans: "订阅群组只能包含自动续期订阅（RecurringSubscription），但此产品的类型是\(type.fileValue)")
    case .invalidPrice(let issue): return issue.words(in: l)
    case .implausiblePrice(let text, let storefront, let currency, let reason):
      return l.say(
        en: "price \(text) looks entered in another currency: storefront \(storefront) prices in \(currency), and \(reason.words(in: l))",
        zhHans: "价格\(text)似乎是按另一种货币填写的：店面\(storefront)以\(currency)计价，而\(reason.words(in: l))")
    case .priceWrittenAsNumber(let text):
      return l.say(
        en: "the price is written as a number; Xcode writes it as a string (\"\(text)\")",
        zhHans: "价格写成了数字；Xcode 会把它写成字符串（\"\(text)\"）")
    case .identifierRead:
      return l.say(
        en: "\"identifier\" is read as \"internalID\", the key Xcode writes", zhHans: "\"identifier\" 已按 Xcode 写入的键 \"internalID\" 读取")
    case .inlineLocalization:
      return l.say(
        en: "displayName/description are written on the product; they are read as its en_US localization (Xcode writes them under \"localizations\")",
        zhHans: "displayName/description 直接写在产品上；已作为它的 en_US 本地化读取（Xcode 把它们写在 \"localizations\" 下）")
    case .localizationWithoutLocale:
      return l.say(
        en: "localization has no locale; expected one such as \"en_US\"; it is ignored",
        zhHans: "本地化没有 locale；应为 \"en_US\" 这样的区域设置；已忽略")
    case .strayWithoutGroup(let id, let count):
      return l.say(
        en: "auto-renewable subscription \"\(id)\" is listed outside subscriptionGroups and names no subscriptionGroupID, and the file has \(count) groups; add it to one group's subscriptions",
        zhHans: "自动续期订阅 \"\(id)\" 列在 subscriptionGroups 之外，且没有指明 subscriptionGroupID，而文件中有\(count)个群组；请把它加入某个群组的 subscriptions")
    case .strayMoved(let id, let name, let groupID):
      return l.say(
        en: "auto-renewable subscription \"\(id)\" is listed outside subscriptionGroups; it is loaded into group \"\(name)\" (\(groupID))",
        zhHans: "自动续期订阅 \"\(id)\" 列在 subscriptionGroups 之外；已载入群组 \"\(name)\"（\(groupID)）")
    case .groupWithoutID(let id):
      return l.say(en: "subscription group has no id; \"\(id)\" is used", zhHans: "订阅群组没有 id；使用 \"\(id)\"")
    case .emptyGroup(let name):
      return l.say(en: "subscription group \"\(name)\" has no subscriptions", zhHans: "订阅群组 \"\(name)\" 没有任何订阅")
    case .duplicateGroupID(let id):
      return l.say(
        en: "subscription group id \"\(id)\" is used by an earlier group too", zhHans: "订阅群组 id \"\(id)\" 也被前面的群组使用")
    case .groupMismatch(let stated, let listedIn):
      return l.say(
        en: "subscriptionGroupID \"\(stated)\" differs from the id of the group it is listed in (\"\(listedIn)\"); it is kept in that group",
        zhHans: "subscriptionGroupID \"\(stated)\" 与所在群组的 id（\"\(listedIn)\"）不同；仍保留在该群组中")
    case .missingPeriod(let key):
      return l.say(
        en: "an auto-renewable subscription needs \(key); expected a period such as \(periods) or \"P1Y\"",
        zhHans: "自动续期订阅需要\(key)；应为\(periods)或 \"P1Y\" 这样的周期")
    case .unknownPeriod(let text):
      return l.say(
        en: "unknown period \"\(text)\"; expected an ISO 8601 duration in one unit, such as \(periods) or \"P1Y\"",
        zhHans: "未知的周期 \"\(text)\"；应为只含一个单位的 ISO 8601 时长，例如\(periods)或 \"P1Y\"")
    case .missingLevel:
      return l.say(
        en: "an auto-renewable subscription needs groupNumber, its service level (1 is the highest)",
        zhHans: "自动续期订阅需要 groupNumber，即它的服务级别（1 为最高）")
    case .levelBelowOne(let level):
      return l.say(
        en: "groupNumber \(level) is below 1; service levels start at 1 (the highest tier)",
        zhHans: "groupNumber \(level)小于 1；服务级别从 1 开始（最高等级）")
    case .duplicateOfferID(let id):
      return l.say(
        en: "offer ID \"\(id)\" is used by two offers of this subscription; an app redeems an offer by its ID, so each must be unique",
        zhHans: "优惠 ID \"\(id)\" 被此订阅的两个优惠使用；App 按 ID 兑换优惠，因此每个 ID 都必须唯一")
    }
  }
}

extension OfferProblem {
  func words(in l: Language) -> String {
    switch self {
    case .offerWithoutPaymentMode:
      return l.say(
        en: "offer has no paymentMode; expected \"free\", \"payAsYouGo\" or \"payUpFront\"; the offer is ignored",
        zhHans: "优惠没有 paymentMode；应为 \"free\"、\"payAsYouGo\" 或 \"payUpFront\"；已忽略该优惠")
    case .invalidPaymentMode(let text):
      return l.say(
        en: "invalid paymentMode \"\(text)\"; expected \"free\", \"payAsYouGo\" or \"payUpFront\"; the offer is ignored",
        zhHans: "paymentMode \"\(text)\" 无效；应为 \"free\"、\"payAsYouGo\" 或 \"payUpFront\"；已忽略该优惠")
    case .invalidOfferPeriod(let text):
      let found = text.map { l.say(en: "unknown period \"\($0)\"", zhHans: "未知的周期 \"\($0)\"") }
        ?? l.say(en: "offer has no subscriptionPeriod", zhHans: "优惠没有 subscriptionPeriod")
      return l.say(
        en: "\(found); expected a period such as \"P3D\", \"P1W\" or \"P1M\"; the offer is ignored",
        zhHans: "\(found)；应为 \"P3D\"、\"P1W\" 或 \"P1M\" 这样的周期；已忽略该优惠")
    case .offerPriceInvalid(let issue, let mode):
      return l.say(
        en: "\(issue.words(in: l)) (a \(mode) offer needs a price); the offer is ignored",
        zhHans: "\(issue.words(in: l))（\(mode)优惠需要价格）；已忽略该优惠")
    case .offerWithoutID:
      return l.say(
        en: "offer has no offerID, which an app passes to redeem it; the offer is ignored",
        zhHans: "优惠没有 offerID（App 兑换优惠时要传入它）；已忽略该优惠")
    case .periodCountBelowOne(let count):
      return l.say(en: "numberOfPeriods \(count) is below 1; 1 is used", zhHans: "numberOfPeriods \(count)小于 1；使用 1")
    case .unknownEligibility(let found):
      return l.say(
        en: "unknown eligibility \(found.words(in: l)); expected \"new\", \"existing\" or \"expired\"; it is ignored",
        zhHans: "未知的资格\(found.words(in: l))；应为 \"new\"、\"existing\" 或 \"expired\"；已忽略")
    case .invalidBillingPlan:
      return l.say(
        en: "expected a billing plan object with a billingPlanType (\"BILLED_UPFRONT\" or \"MONTHLY\"); it is ignored",
        zhHans: "应为带有 billingPlanType（\"BILLED_UPFRONT\" 或 \"MONTHLY\"）的计费方案对象；已忽略")
    case .billingPlanWithoutPrice(let type):
      return l.say(
        en: "billing plan \(type) has no valid displayPrice; it is ignored", zhHans: "计费方案\(type)没有有效的 displayPrice；已忽略")
    }
  }
}

extension CatalogProblem.PriceIssue {
  func words(in l: Language) -> String {
    switch self {
    case .missing(let key): l.say(en: "no \(key); expected a price such as \"0.99\"", zhHans: "没有\(key)；应为 \"0.99\" 这样的价格")
    case .notAString(let kind):
      l.say(
        en: "expected a price string such as \"0.99\", found \(kind.words(in: l))",
        zhHans: "应为 \"0.99\" 这样的价格字符串，实际为\(kind.words(in: l))")
    case .text(let problem): problem.words(in: l)
    }
  }
}

extension PriceText.Problem {
  /// Why the text is not a price, in `language`.
  public func words(in l: Language) -> String {
    switch self {
    case .empty: l.say(en: "the price is empty; expected a decimal number such as \"0.99\"", zhHans: "价格为空；应为 \"0.99\" 这样的十进制数")
    case .negative(let text): l.say(en: "the price \"\(text)\" is negative; expected zero or more", zhHans: "价格 \"\(text)\" 为负数；应为零或以上")
    case .notANumber(let text) where text.contains(","):
      l.say(
        en: "the price \"\(text)\" is not a number; write it with a '.' as the decimal point and no grouping (\"1299.99\")",
        zhHans: "价格 \"\(text)\" 不是数字；请用 '.' 作小数点，且不要千位分隔符（\"1299.99\"）")
    case .notANumber(let text):
      l.say(
        en: "the price \"\(text)\" is not a number; expected a decimal number such as \"0.99\"",
        zhHans: "价格 \"\(text)\" 不是数字；应为 \"0.99\" 这样的十进制数")
    }
  }
}

extension CatalogProblem.Implausibility {
  func words(in l: Language) -> String {
    switch self {
    case .fractionInWholeCurrency(let code):
      l.say(en: "\(code) prices are whole numbers, but this one has a fraction", zhHans: "\(code)价格为整数，但此价格带有小数")
    case .farBelowLowest(let dollars):
      l.say(
        en: "it is about \(dollars) US dollars, far below the lowest App Store price",
        zhHans: "它约合\(dollars)美元，远低于 App Store 的最低价格")
    case .farAboveHighest(let dollars):
      l.say(
        en: "it is about \(dollars) US dollars, far above the highest App Store price",
        zhHans: "它约合\(dollars)美元，远高于 App Store 的最高价格")
    }
  }
}

extension ProductType {
  /// The type by App Store Connect's name, in `language`: "Consumable", "消耗型项目".
  public func name(in language: Language) -> String {
    switch self {
    case .consumable: language.say(en: displayName, zhHans: "消耗型项目")
    case .nonConsumable: language.say(en: displayName, zhHans: "非消耗型项目")
    case .nonRenewable: language.say(en: displayName, zhHans: "非续期订阅")
    case .autoRenewable: language.say(en: displayName, zhHans: "自动续期订阅")
    }
  }
}
