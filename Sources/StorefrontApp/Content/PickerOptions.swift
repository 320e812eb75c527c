import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios

/// The values each QA picker offers, which one is in force, and the tester action choosing a value means.
enum PickerOptions {
  /// The latencies offered, in seconds.
  static let latencies: [Double] = [0, 0.25, 0.5, 1, 2, 5, 10]

  static func picker(for purpose: Picker.Purpose, in state: AppState) -> Picker {
    let settings = state.snapshot?.settings
    switch purpose {
    case .storefront:
      let options = Storefront.all.map {
        Picker.Option(value: $0.countryCode, label: "\($0.countryCode)  \($0.name)", detail: $0.currencyCode)
      }
      return Picker(purpose: purpose, title: "Storefront", options: options, selected: state.storefront.countryCode)
    case .locale:
      return Picker(purpose: purpose, title: "Locale", options: locales(state), selected: settings?.locale)
    case .fault(let api):
      let errors = api.failureFamilies.flatMap(SimulatedError.all(in:)).map {
        Picker.Option(value: $0.description, label: $0.caseName, detail: familyName($0.family))
      }
      let none = Picker.Option(value: "none", label: "none", detail: "\(api.fileName) succeeds")
      return Picker(
        purpose: purpose, title: "\(api.fileName) fails with", options: [none] + errors,
        selected: settings?.simulatedErrors[api]?.description ?? "none")
    case .latency:
      let options = latencies.map {
        Picker.Option(value: String($0), label: $0 == 0 ? "none" : OutcomeWords.seconds($0), detail: "")
      }
      let current = latencies.min { abs($0 - (settings?.latency ?? 0)) < abs($1 - (settings?.latency ?? 0)) }
      return Picker(
        purpose: purpose, title: "Every App Store answer waits", options: options, selected: current.map { String($0) })
    case .timeRate:
      let options = TimeRate.rawValues.compactMap { raw in
        TimeRate(rawValue: raw).map { Picker.Option(value: String(raw), label: $0.description, detail: "_timeRate \(raw)") }
      }
      return Picker(
        purpose: purpose, title: "Time rate", options: options,
        selected: state.snapshot?.clock.timeRate.rawValue.map { String($0) })
    case .buyOnAnotherDevice:
      let options = (state.snapshot?.loadedProducts ?? []).map {
        Picker.Option(value: $0.id, label: $0.displayName, detail: $0.displayPrice)
      }
      return Picker(purpose: purpose, title: "Buy on another device", options: options)
    }
  }

  /// The picker a control opens, for the controls whose values step with ← and →.
  static func purpose(of control: QAControl) -> Picker.Purpose? {
    switch control {
    case .fault(let api): .fault(api)
    case .latency: .latency
    case .storefront: .storefront
    case .locale: .locale
    case .timeRate: .timeRate
    default: nil
    }
  }

  /// What choosing `value` in a picker for `purpose` does.
  static func action(for purpose: Picker.Purpose, value: String) -> StoreOperation? {
    switch purpose {
    case .storefront: .set(.storefront(value))
    case .locale: .set(.locale(value))
    case .fault(let api): .fault(api, SimulatedError(name: value))
    case .latency: Double(value).map { .set(.latency($0)) }
    case .timeRate: Int(value).map { .set(.timeRate($0)) }
    case .buyOnAnotherDevice: .buy(productID: value, options: PurchaseRequest(place: .anotherDevice))
    }
  }

  /// The catalog's locales first, then every storefront's default locale, each once.
  private static func locales(_ state: AppState) -> [Picker.Option] {
    var seen = Set<String>()
    var options: [Picker.Option] = []
    for locale in state.qa.catalogLocales where seen.insert(locale).inserted {
      options.append(Picker.Option(value: locale, label: locale, detail: "in the catalog"))
    }
    for locale in Storefront.all.map(\.defaultLocale).sorted() where seen.insert(locale).inserted {
      options.append(Picker.Option(value: locale, label: locale, detail: ""))
    }
    if let current = state.snapshot?.settings.locale, seen.insert(current).inserted {
      options.insert(Picker.Option(value: current, label: current, detail: "in use"), at: 0)
    }
    return options
  }

  private static func familyName(_ family: SimulatedError.Family) -> String {
    switch family {
    case .generic: "StoreKitError"
    case .purchase: "Product.PurchaseError"
    case .verification: "VerificationError"
    case .refundRequest: "RefundRequestError"
    }
  }
}
