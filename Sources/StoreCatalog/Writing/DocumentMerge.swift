/// Lays a freshly encoded catalog document over the document it was first read from, keeping what
/// only the original has: keys the encoder does not know (`promotionalImageID`, `adoptingMetadata`,
/// future keys), the original text of numbers with the same value, and the original of every value
/// that did not change.
enum DocumentMerge {
  /// Keys the encoder writes; when the fresh document lacks one that the original has, the catalog no
  /// longer has that value and the key is dropped. Any other key of the original is kept.
  static let encodedKeys: Set<String> = [
    "appPolicies", "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups",
    "subscriptionOffersKeyPair", "version", "major", "minor", "eula", "policies", "policyText", "policyURL",
    "displayPrice", "familyShareable", "internalID", "localizations", "productID", "referenceName", "type",
    "description", "displayName", "locale", "id", "name", "subscriptions", "adHocOffers", "codeOffers",
    "groupNumber", "introductoryOffer", "introductoryOffers", "recurringSubscriptionPeriod", "subscriptionGroupID",
    "winbackOffers", "billingPlans", "billingPlanType", "numberOfPeriods", "paymentMode", "subscriptionPeriod",
    "offerID", "isEligible", "eligibility", "isStackable", "commitmentDisplayPrice", "isEnabled", "privateKey",
    "_askToBuyEnabled", "_billingGracePeriodEnabled", "_billingIssuesEnabled", "_disableDialogs",
    "_failTransactionsEnabled", "_locale", "_renewalBillingIssuesEnabled", "_storefront", "_storeKitErrors",
    "_timeRate", "_storeKitError", "_compatibilityTimeRate", "_applicationInternalID", "_developerTeamID",
    "_lastSynchronizedDate", "current", "enabled", "index",
  ]

  static func merge(_ fresh: JSONNode, over original: JSONNode) -> JSONNode {
    switch (fresh.value, original.value) {
    case (.object(let new), .object(let old)):
      return JSONNode(.object(merge(new, over: old)), at: original.position)
    case (.array(let new), .array(let old)):
      return JSONNode(.array(merge(new, over: old)), at: original.position)
    case (.number(let new), .number(let old)) where new.decimal == old.decimal || new.double == old.double:
      return original
    case (.string(let new), .number(let old)) where new == old.text:
      return original
    default:
      return fresh == original ? original : fresh
    }
  }

  private static func merge(_ new: JSONObject, over old: JSONObject) -> JSONObject {
    var members: [JSONObject.Member] = []
    for member in new.members {
      if let previous = old[member.key] {
        members.append(JSONObject.Member(key: member.key, value: merge(member.value, over: previous)))
      } else if !meansAbsent(member) {
        members.append(member)
      }
    }
    let written = Set(new.keys)
    for member in old.members where !written.contains(member.key) && !encodedKeys.contains(member.key) {
      members.append(member)
    }
    return JSONObject(members)
  }

  /// Whether a fresh member says only what leaving the key out says (false, empty, zero, the default
  /// storefront and locale), so an original that left it out can go on leaving it out.
  private static func meansAbsent(_ member: JSONObject.Member) -> Bool {
    switch member.value.value {
    case .null, .bool(false): return true
    case .array(let elements): return elements.isEmpty
    case .number(let number): return number.text == "0"
    case .string(let text): return (member.key == "_storefront" && text == "USA") || (member.key == "_locale" && text == "en_US")
    default: return false
    }
  }

  /// Elements are paired by what identifies them (product ID, group id, error name, locale), or by
  /// position when they have no identity.
  private static func merge(_ new: [JSONNode], over old: [JSONNode]) -> [JSONNode] {
    new.enumerated().map { index, element in
      let key = identity(of: element)
      let match = key.flatMap { key in old.first(where: { identity(of: $0) == key }) }
        ?? (key == nil && index < old.count ? old[index] : nil)
      return match.map { merge(element, over: $0) } ?? element
    }
  }

  private static func identity(of node: JSONNode) -> String? {
    for key in ["productID", "offerID", "id", "name", "locale"] {
      if let value = node[key]?.string { return "\(key)=\(value)" }
    }
    return nil
  }
}
