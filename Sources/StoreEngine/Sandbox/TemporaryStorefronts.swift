/// Temporary storefront lookup until the catalog layer's storefront table lands.
enum Storefronts {
  struct Entry {
    var code: String
    var currency: String
    var appleID: String
  }

  static func lookup(_ code: String) -> Entry {
    switch code {
    case "CHN": Entry(code: "CHN", currency: "CNY", appleID: "143465")
    default: Entry(code: "USA", currency: "USD", appleID: "143441")
    }
  }
}
