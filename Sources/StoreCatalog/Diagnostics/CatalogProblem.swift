public import FoundationEssentials

/// What a catalog diagnostic found, as a value with its data (keys, values, identifiers): the loader states the
/// problem, and `words(in:)` says it in the interface language. `DiagnosticCode` is the coarse kind for code and
/// `--json`; this is the exact problem behind one message.
public enum CatalogProblem: Sendable, Hashable {
  /// The type a JSON value has, as a problem names it.
  public enum ValueKind: Sendable, Hashable {
    case null, boolean, number, string, array, object
  }

  /// What a value was expected to be.
  public enum Expected: Sendable, Hashable {
    case string, boolean, wholeNumber, array
    case settingsObject, productObject, localizationObject, offerObject, subscriptionGroupObject
    case numberOrObjectOfNumbers
  }

  /// What the loader did with a value of the wrong type.
  public enum Consequence: Sendable, Hashable {
    case ignored, defaultSettingsUsed, productNotLoaded, offerIgnored
  }

  /// A value as a problem quotes it: its text, or only its type when it is no string.
  public enum Written: Sendable, Hashable {
    case text(String)
    case kind(ValueKind)
  }

  /// Why a price could not be read.
  public enum PriceIssue: Error, Sendable, Hashable {
    case missing(key: String)
    case notAString(ValueKind)
    case text(PriceText.Problem)
  }

  /// Why a price looks entered in another currency.
  public enum Implausibility: Sendable, Hashable {
    case fractionInWholeCurrency(currency: String)
    case farBelowLowest(dollars: Double)
    case farAboveHighest(dollars: Decimal)
  }

  /// Why a file could not be read.
  public enum ReadFailure: Error, Sendable, Hashable {
    case noSuchFile
    case permissionDenied
    case directory
    /// The C library's own words for the error (`strerror`), which it gives in English only.
    case systemError(String)
    case tooLarge(megabytes: Int, limit: Int)
    case inputTooLarge(limit: Int)
    /// A command-line argument that names neither an existing file (`isPath`) nor a catalog.
    case notFound(isPath: Bool, catalogs: [String])
  }

  /// How a property list saved under a `.storekit` name is stored.
  public enum PropertyListFormat: Sendable, Hashable {
    case binary, xml
  }

  /// Why a property list could not be read.
  public enum PropertyListFailure: Sendable, Hashable {
    /// Foundation's own words for it.
    case foundation(String)
    case nestedTooDeep(maximum: Int)
  }

  // MARK: - Reading the file
  case unreadable(ReadFailure)
  case syntax(JSONSyntaxProblem)
  case binaryData(byteOffset: Int)
  case propertyList(PropertyListFormat)
  case invalidPropertyList(PropertyListFormat, PropertyListFailure)
  case notAnObject(found: ValueKind)
  case noCatalogKeys(found: [String])

  // MARK: - Structure
  case unknownTopLevelKey(String)
  case unknownSetting(String)
  case duplicateKey(String)
  case wrongType(expected: Expected, found: ValueKind, consequence: Consequence)
  case notAWholeNumber(String)
  case invalidAppPolicies
  case misspelledNonRenewingSection
  case topLevelSubscriptions

  // MARK: - Settings
  case unknownStorefront(String)
  case unknownTimeRate(Int, expected: [Int])
  case unknownGracePeriod(Written, expected: [String])
  case invalidRates(found: ValueKind)
  case invalidRate(key: String, found: ValueKind)
  case invalidStoreKitErrorEntry
  case unknownStoreKitAPI(String, expected: [String])
  case unknownSimulatedError(type: String?, index: Int?, api: String)
  case storeKitErrorEnabled(api: String, error: String?)
  case invalidOfferSigningKey

  // MARK: - Products, subscription groups and offers
  case product(ProductProblem)
  case offer(OfferProblem)
}

/// A problem with a product or a subscription group.
public enum ProductProblem: Sendable, Hashable {
  case productWithoutID(referenceName: String?)
  case duplicateProductID(String, firstAt: JSONPath)
  case typeRepaired(written: String, as: ProductType)
  case unknownProductType(String)
  case productWithoutType
  case typeInferredFromPeriod
  case wrongSection(ProductType)
  case notAutoRenewableInGroup(ProductType)
  case invalidPrice(CatalogProblem.PriceIssue)
  case implausiblePrice(String, storefront: String, currency: String, CatalogProblem.Implausibility)
  case priceWrittenAsNumber(String)
  case identifierRead
  case inlineLocalization
  case localizationWithoutLocale
  case strayWithoutGroup(productID: String, groupCount: Int)
  case strayMoved(productID: String, groupName: String, groupID: String)

  // Subscription groups
  case groupWithoutID(usedID: String)
  case emptyGroup(name: String)
  case duplicateGroupID(String)
  case groupMismatch(stated: String, listedIn: String)
  case missingPeriod(key: String)
  case unknownPeriod(String)
  case missingLevel
  case levelBelowOne(Int)
  case duplicateOfferID(String)

}

/// A problem with a subscription offer or a billing plan.
public enum OfferProblem: Sendable, Hashable {
  case offerWithoutPaymentMode
  case invalidPaymentMode(String)
  case invalidOfferPeriod(String?)
  case offerPriceInvalid(CatalogProblem.PriceIssue, paymentMode: String)
  case offerWithoutID
  case periodCountBelowOne(Int)
  case unknownEligibility(CatalogProblem.Written)
  case invalidBillingPlan
  case billingPlanWithoutPrice(type: String)
}

extension JSONIndex.Kind {
  /// The type of a value, as a problem names it.
  var problemKind: CatalogProblem.ValueKind {
    switch self {
    case .null: .null
    case .bool: .boolean
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}
