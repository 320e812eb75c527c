public import InterfaceLanguage

/// The words of catalog diagnostics about reading the file, its structure and its settings, in every interface
/// language (products, groups and offers are in `CatalogProblem+ProductWords`). Apple's names of keys and values
/// (`productID`, `RecurringSubscription`) stay as Xcode writes them in every language.
extension CatalogProblem {
  /// The problem as a sentence in `language`.
  public func words(in language: Language) -> String {
    let l = language
    switch self {
    case .unreadable(let failure): return failure.words(in: l)
    case .syntax(let problem): return problem.words(in: l)
    case .binaryData(let offset):
      return l.say(
        en: "the file holds binary data (a zero byte at offset \(offset)); expected a JSON .storekit file",
        zhHans: "文件包含二进制数据（偏移\(offset)处有零字节）；应为 JSON 格式的 .storekit 文件")
    case .propertyList(let format):
      return l.say(
        en: "the file is \(format.words(in: l)), not the JSON Xcode writes; it was read as a property list (open and save it in Xcode to write it as JSON)",
        zhHans: "文件是\(format.words(in: l))，而不是 Xcode 写入的 JSON；已按属性列表读取（在 Xcode 中打开并存储即可写为 JSON）")
    case .invalidPropertyList(let format, let failure):
      let reason = failure.words(in: l)
      return l.say(
        en: "the file starts like \(format.words(in: l)) but is not a valid one: \(reason)",
        zhHans: "文件开头像\(format.words(in: l))，但不是有效的属性列表：\(reason)")
    case .notAnObject(let found):
      return l.say(
        en: "the file holds \(found.words(in: l)); expected a StoreKit configuration object ({ \"products\" : [...], ... })",
        zhHans: "文件内容是\(found.words(in: l))；应为 StoreKit 配置对象（{ \"products\" : [...], ... }）")
    case .noCatalogKeys(let found):
      let keys = found.isEmpty ? l.say(en: "no keys", zhHans: "没有任何键") : found.map { "\"\($0)\"" }.joined(separator: l.say(en: ", ", zhHans: "、"))
      return l.say(
        en: "this is not a StoreKit configuration: it has none of the keys products, subscriptionGroups, nonRenewingSubscriptions, settings or version (found \(keys))",
        zhHans: "这不是 StoreKit 配置文件：它没有 products、subscriptionGroups、nonRenewingSubscriptions、settings 或 version 中的任何一个键（发现：\(keys)）")
    case .unknownTopLevelKey(let key):
      return l.say(en: "unknown top-level key \"\(key)\" is kept but not read", zhHans: "未知的顶层键 \"\(key)\" 已保留，但不会读取")
    case .unknownSetting(let key):
      return l.say(en: "unknown setting \"\(key)\" is kept but not read", zhHans: "未知的设置 \"\(key)\" 已保留，但不会读取")
    case .duplicateKey(let key):
      return l.say(
        en: "\"\(key)\" is written more than once in this object; the last one counts",
        zhHans: "\"\(key)\" 在此对象中出现了不止一次；以最后一个为准")
    case .wrongType(let expected, let found, let consequence):
      return l.say(
        en: "expected \(expected.words(in: l)), found \(found.words(in: l)); \(consequence.words(in: l))",
        zhHans: "应为\(expected.words(in: l))，实际为\(found.words(in: l))；\(consequence.words(in: l))")
    case .notAWholeNumber(let text):
      return l.say(
        en: "expected a whole number, found \(text), which is not a whole number in range; it is ignored",
        zhHans: "应为整数，实际为\(text)，它不是范围内的整数；已忽略")
    case .invalidAppPolicies:
      return l.say(en: "expected an object with eula and policies; it is ignored", zhHans: "应为包含 eula 和 policies 的对象；已忽略")
    case .misspelledNonRenewingSection:
      return l.say(
        en: "\"nonRenewableSubscriptions\" is read as \"nonRenewingSubscriptions\", the key Xcode writes",
        zhHans: "\"nonRenewableSubscriptions\" 已按 Xcode 写入的键 \"nonRenewingSubscriptions\" 读取")
    case .topLevelSubscriptions:
      return l.say(
        en: "top-level \"subscriptions\" is not a key Xcode writes; each subscription is put into the subscription group it names",
        zhHans: "顶层的 \"subscriptions\" 不是 Xcode 写入的键；每个订阅都放入它所指明的订阅群组")
    case .unknownStorefront(let code):
      return l.say(
        en: "unknown storefront \"\(code)\"; expected an ISO 3166-1 alpha-3 App Store country code such as \"USA\"; prices are shown in US dollars",
        zhHans: "未知的店面 \"\(code)\"；应为 ISO 3166-1 alpha-3 App Store 国家或地区代码，例如 \"USA\"；价格以美元显示")
    case .unknownTimeRate(let raw, let expected):
      return l.say(
        en: "unknown _timeRate \(raw); expected one of \(expected.map(String.init).joined(separator: ", ")); real time is used",
        zhHans: "未知的 _timeRate \(raw)；应为\(expected.map(String.init).joined(separator: "、"))之一；使用真实时间")
    case .unknownGracePeriod(let found, let expected):
      return l.say(
        en: "unknown billing grace period duration \(found.words(in: l)); expected one of \(expected.joined(separator: ", ")); StoreKit Testing's lengths are used",
        zhHans: "未知的账单宽限期时长\(found.words(in: l))；应为\(expected.joined(separator: "、"))之一；使用 StoreKit Testing 的时长")
    case .invalidRates(let found):
      return l.say(
        en: "expected a number or an object of numbers, found \(found.words(in: l)); it is ignored",
        zhHans: "应为数字或由数字组成的对象，实际为\(found.words(in: l))；已忽略")
    case .invalidRate(let key, let found):
      return l.say(
        en: "expected a tier number and a whole-number rate, found \"\(key)\" : \(found.words(in: l)); it is ignored",
        zhHans: "应为价格等级编号和整数比率，实际为 \"\(key)\" : \(found.words(in: l))；已忽略")
    case .invalidStoreKitErrorEntry:
      return l.say(
        en: "expected { \"enabled\" : ..., \"name\" : ... }; the entry is ignored", zhHans: "应为 { \"enabled\" : ..., \"name\" : ... }；已忽略该条目")
    case .unknownStoreKitAPI(let name, let expected):
      let names = expected.map { "\"\($0)\"" }.joined(separator: l.say(en: ", ", zhHans: "、"))
      return l.say(
        en: "unknown StoreKit API \"\(name)\"; expected one of \(names); the entry is ignored",
        zhHans: "未知的 StoreKit API \"\(name)\"；应为\(names)之一；已忽略该条目")
    case .unknownSimulatedError(let type, let index, let api):
      let (type, index) = (type ?? "?", index.map(String.init) ?? "?")
      return l.say(
        en: "unknown simulated error (type \(type), index \(index)); \(api) fails with a generic error",
        zhHans: "未知的模拟错误（type \(type)，index \(index)）；\(api)将以通用错误失败")
    case .storeKitErrorEnabled(let api, let error):
      guard let error else {
        return l.say(
          en: "the simulated \(api) error is switched on: \(api) will fail", zhHans: "已开启\(api)的模拟错误：\(api)将会失败")
      }
      return l.say(
        en: "the simulated \(api) error is switched on: \(api) will fail with \(error)",
        zhHans: "已开启\(api)的模拟错误：\(api)将以\(error)失败")
    case .invalidOfferSigningKey:
      return l.say(
        en: "expected { \"id\" : \"...\", \"privateKey\" : \"<base64 PKCS#8>\" }; promotional offers cannot be signed with it",
        zhHans: "应为 { \"id\" : \"...\", \"privateKey\" : \"<base64 PKCS#8>\" }；无法用它为促销优惠签名")
    case .product(let problem): return problem.words(in: l)
    case .offer(let problem): return problem.words(in: l)
    }
  }
}

extension CatalogProblem.ReadFailure {
  func words(in l: Language) -> String {
    switch self {
    case .noSuchFile: l.say(en: "no such file", zhHans: "文件不存在")
    case .permissionDenied: l.say(en: "permission denied: the file cannot be read", zhHans: "权限不足：无法读取该文件")
    case .directory:
      l.say(
        en: "this is a directory, not a file; expected a .storekit file (Xcode sometimes keeps one inside a folder named like a .storekit file)",
        zhHans: "这是一个目录，不是文件；应为 .storekit 文件（Xcode 有时会把它放在一个以 .storekit 命名的文件夹里）")
    case .systemError(let reason): l.say(en: "cannot read the file: \(reason)", zhHans: "无法读取该文件：\(reason)")
    case .tooLarge(let size, let limit):
      l.say(
        en: "the file is \(size) MiB; catalogs larger than \(limit) MiB are not read",
        zhHans: "文件大小为\(size) MiB；不读取超过\(limit) MiB 的目录文件")
    case .inputTooLarge(let limit):
      l.say(
        en: "the input is larger than \(limit) MiB; catalogs that large are not read",
        zhHans: "输入超过\(limit) MiB；不读取这么大的目录文件")
    case .notFound(let isPath, let catalogs):
      switch (isPath, catalogs.isEmpty) {
      case (true, true): l.say(en: "no such file", zhHans: "文件不存在")
      case (false, true): l.say(en: "neither a catalog's name nor a file", zhHans: "既不是目录名称，也不是文件")
      case (true, false):
        l.say(
          en: "no such file; the catalogs that can be named are \(catalogs.joined(separator: ", "))",
          zhHans: "文件不存在；可以指定的目录有\(catalogs.joined(separator: "、"))")
      case (false, false):
        l.say(
          en: "neither a catalog's name nor a file; the catalogs that can be named are \(catalogs.joined(separator: ", "))",
          zhHans: "既不是目录名称，也不是文件；可以指定的目录有\(catalogs.joined(separator: "、"))")
      }
    }
  }
}

extension CatalogProblem.PropertyListFormat {
  func words(in l: Language) -> String {
    switch self {
    case .binary: l.say(en: "a binary property list", zhHans: "二进制属性列表")
    case .xml: l.say(en: "an XML property list", zhHans: "XML 属性列表")
    }
  }
}

extension CatalogProblem.PropertyListFailure {
  func words(in l: Language) -> String {
    switch self {
    case .foundation(let reason): reason
    case .nestedTooDeep(let maximum):
      l.say(
        en: "arrays and dictionaries nest more than \(maximum) levels deep", zhHans: "数组和字典的嵌套超过\(maximum)层")
    }
  }
}

extension CatalogProblem.ValueKind {
  func words(in l: Language) -> String {
    switch self {
    case .null: "null"
    case .boolean: l.say(en: "a boolean", zhHans: "布尔值")
    case .number: l.say(en: "a number", zhHans: "数字")
    case .string: l.say(en: "a string", zhHans: "字符串")
    case .array: l.say(en: "an array", zhHans: "数组")
    case .object: l.say(en: "an object", zhHans: "对象")
    }
  }
}

extension CatalogProblem.Written {
  func words(in l: Language) -> String {
    switch self {
    case .text(let text): "\"\(text)\""
    case .kind(let kind): kind.words(in: l)
    }
  }
}

extension CatalogProblem.Expected {
  func words(in l: Language) -> String {
    switch self {
    case .string: CatalogProblem.ValueKind.string.words(in: l)
    case .boolean: l.say(en: "true or false", zhHans: "true 或 false")
    case .wholeNumber: l.say(en: "a whole number", zhHans: "整数")
    case .array: CatalogProblem.ValueKind.array.words(in: l)
    case .settingsObject: l.say(en: "a settings object", zhHans: "设置对象")
    case .productObject: l.say(en: "a product object", zhHans: "产品对象")
    case .localizationObject: l.say(en: "a localization object", zhHans: "本地化对象")
    case .offerObject: l.say(en: "an offer object", zhHans: "优惠对象")
    case .subscriptionGroupObject: l.say(en: "a subscription group object", zhHans: "订阅群组对象")
    case .numberOrObjectOfNumbers: l.say(en: "a number or an object of numbers", zhHans: "数字或由数字组成的对象")
    }
  }
}

extension CatalogProblem.Consequence {
  func words(in l: Language) -> String {
    switch self {
    case .ignored: l.say(en: "it is ignored", zhHans: "已忽略")
    case .defaultSettingsUsed: l.say(en: "default settings are used", zhHans: "使用默认设置")
    case .productNotLoaded: l.say(en: "it is not loaded", zhHans: "未载入该产品")
    case .offerIgnored: l.say(en: "the offer is ignored", zhHans: "已忽略该优惠")
    }
  }
}
