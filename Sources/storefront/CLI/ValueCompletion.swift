import StoreCatalog
import StoreEngine
import StoreOperations

/// What the shell offers for an option's value or a positional argument, declared beside it in its spec.
enum ValueCompletion: Sendable {
  /// Free text: nothing to offer.
  case none
  /// File names (with this extension only, when given: `scenario`).
  case files(extension: String? = nil)
  /// The catalogs that can be named, and `.storekit` files.
  case catalogs
  /// The shipped scenarios' names, and `.scenario` files.
  case scenarios
  /// The product identifiers of the catalog the command line names (`--catalog`, or the default one).
  case products
  /// These words.
  case choices([Choice])
  /// Decided by the positional arguments given before this one (`fault set API ERROR`: the errors of API).
  case depending(@Sendable (_ earlier: [String]) -> ValueCompletion)

  /// A word the shell offers, with a few words about it (zsh and fish show them).
  struct Choice: Sendable, Hashable {
    var value: String
    var help: String

    init(_ value: String, _ help: String = "") {
      self.value = value
      self.help = help
    }
  }

  /// Plain words, without help.
  static func words(_ words: [String]) -> ValueCompletion { .choices(words.map { Choice($0) }) }

  /// `FILE` and `PATH` placeholders complete file names; others offer nothing unless declared.
  static func implied(by placeholder: String) -> ValueCompletion {
    placeholder == "FILE" || placeholder == "PATH" ? .files() : .none
  }

  // MARK: - Values the engine knows

  /// App Store storefronts by their alpha-3 code (`USA`), named.
  static var storefronts: ValueCompletion {
    .choices(Storefront.all.map { Choice($0.countryCode, "\($0.name) (\($0.currencyCode))") })
  }

  /// Xcode's `_timeRate` values, described.
  static var timeRates: ValueCompletion {
    .choices(TimeRate.rawValues.compactMap { raw in TimeRate(rawValue: raw).map { Choice(String(raw), "\($0)") } })
  }

  /// The StoreKit APIs faults can be injected into (`purchase`, `load-products`, …).
  static var apis: ValueCompletion {
    .choices(StoreKitAPI.allCases.map { Choice($0.commandName, $0.fileName) })
  }

  /// The errors `api` can be made to fail with: each by its case name (`networkError`) where that is
  /// unambiguous, and by its full name (`generic.networkError`).
  static func errors(of api: String) -> ValueCompletion {
    guard let api = StoreKitAPI(commandName: api) else { return .none }
    let full = api.failureFamilies.flatMap { SimulatedError.all(in: $0) }.map(\.description)
    let cases = full.compactMap { $0.split(separator: ".").last.map(String.init) }
    let unique = cases.filter { name in cases.count(where: { $0 == name }) == 1 }
    return .choices(
      zip(full, cases).compactMap { unique.contains($1) ? Choice($1, $0) : nil } + full.map { Choice($0) })
  }
}
