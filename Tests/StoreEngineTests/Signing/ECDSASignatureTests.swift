import Foundation
import Testing

@testable import StoreEngine

@Suite struct ECDSASignatureTests {
  @Test func signaturesAreAlwaysLowSAndVerify() throws {
    let key = try P256PrivateKey.generate()
    let publicKey = try key.publicKey()
    for index in 0..<200 {
      let message = Data("message \(index)".utf8)
      let signature = try key.sign(message)
      #expect(!signature.isHighS)
      #expect(publicKey.isValidSignature(signature, for: message))
      #expect(!publicKey.isValidSignature(signature, for: Data("other".utf8)))
    }
  }

  @Test func rawAndDERFormsRoundTrip() throws {
    let signature = try P256PrivateKey.generate().sign(Data("x".utf8))
    #expect(try ECDSASignature(der: signature.der) == signature)
    #expect(try ECDSASignature(raw: signature.raw) == signature)
    #expect(signature.raw.count == 64)
  }

  @Test func normalisingAHighSSignatureGivesItsLowTwin() throws {
    let low = try P256PrivateKey.generate().sign(Data("x".utf8))
    let high = try ECDSASignature(raw: low.r + ECDSASignature.subtract(ECDSASignature.order, low.s))
    #expect(high.isHighS)
    #expect(high.normalizedToLowS == low)
  }

  @Test func smallIntegersKeepTheirPadding() throws {
    let small = try ECDSASignature(
      raw: [UInt8](repeating: 0, count: 31) + [1] + [UInt8](repeating: 0, count: 31) + [0x80])
    #expect(small.der == [0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x02, 0x00, 0x80])
    #expect(try ECDSASignature(der: small.der) == small)
  }

  @Test(arguments: [
    [UInt8](), [0x30, 0x00], [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x81],
    [0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01], [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01],
    [0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01], [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00],
  ])
  func refusesMalformedDER(_ bytes: [UInt8]) {
    #expect(throws: ECDSASignature.EncodingError.self) { try ECDSASignature(der: bytes) }
  }

  @Test func refusesRawSignaturesThatAreNot64Bytes() {
    #expect(throws: ECDSASignature.EncodingError.wrongRawLength(63)) {
      try ECDSASignature(raw: [UInt8](repeating: 1, count: 63))
    }
  }
}
