/// The kinds of problem a catalog can have. Each has one meaning, so code (and tests) can ask for a
/// particular problem without matching words.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
  // MARK: - Reading the file
  /// The file could not be read: missing, a directory, no permission, too large.
  case unreadableFile
  /// The bytes are not JSON (with line and column), or not UTF-8.
  case malformedJSON
  /// The file is a property list rather than JSON; it was read as one.
  case propertyList
  /// The document is not a StoreKit configuration (not an object, or none of its keys).
  case notACatalog

  // MARK: - Structure
  /// A key appears twice in one object; the last one counts.
  case duplicateKey
  /// A top-level key this tool does not know; it is kept but not read.
  case unknownKey
  /// A value has the wrong JSON type (a number where a string belongs, …).
  case wrongValueType
  /// A required value is missing.
  case missingValue

  // MARK: - Repairs of hand-made files
  /// A misspelt top-level key was read as the key Xcode writes.
  case misspelledKey
  /// A product type written another way (`AutoRenewableSubscription`, `non-consumable`) was understood.
  case productTypeRepaired
  /// An auto-renewable subscription listed outside `subscriptionGroups` was moved into its group.
  case subscriptionMoved
  /// `identifier` was read as `internalID`.
  case internalIDRepaired
  /// `displayName`/`description` written on the product were read as its localization.
  case inlineLocalization

  // MARK: - Products
  case duplicateProductID
  case unknownProductType
  case invalidPrice
  /// A price that looks entered in another currency than the storefront's.
  case implausiblePrice
  case invalidPeriod
  /// `groupNumber` (the service level) is missing or below 1.
  case invalidLevel
  /// A subscription's `subscriptionGroupID` differs from the group it is listed in.
  case groupMismatch
  case emptyGroup
  case invalidLocalization

  // MARK: - Offers
  case invalidOffer
  case invalidPaymentMode
  case duplicateOfferID
  case invalidEligibility

  // MARK: - Settings
  case invalidSetting
  case unknownStorefront
  /// A simulated StoreKit error is switched on in `_storeKitErrors`.
  case storeKitErrorEnabled
}
