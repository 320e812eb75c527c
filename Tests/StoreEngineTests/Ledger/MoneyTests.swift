import Foundation
import Testing

@testable import StoreEngine

/// Prices travel as milliunits in signed payloads and ledger rows; reading them back gives the same `Decimal`.
@Suite struct MoneyTests {
  @Test(arguments: ["4.99", "0", "0.001", "1234.5", "-1.23", "999999.999"])
  func milliunitsReadBackAsTheSamePrice(_ text: String) throws {
    let price = try #require(Decimal(string: text))
    let milliunits = Money.milliunits(price)
    #expect(Money.fromMilliunits(milliunits) == price)
    #expect("\(Money.fromMilliunits(milliunits))" == "\(price)")
  }

  @Test func milliunitsAreRoundedToTheNearestThousandth() {
    #expect(Money.milliunits(Decimal(string: "0.0004")!) == 0)
    #expect(Money.milliunits(Decimal(string: "2.9995")!) == 3_000)
    #expect(Money.fromMilliunits(4_990) == Decimal(string: "4.99"))
  }
}
