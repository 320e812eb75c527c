import Foundation
import Testing

@testable import StoreEngine

@Suite struct JWSSignerTests {
  @Test func headerIsAppStoreStyleAndPartsAreUnpaddedBase64URL() throws {
    let identity = try SigningIdentity.mint()
    let payload = Data(#"{"bundleId":"com.example.storefront","signedDate":1700000000000}"#.utf8)
    let jws = try JWSSigner(identity: identity).sign(payload: payload)
    #expect(!jws.contains("=") && !jws.contains("+") && !jws.contains("/"))
    let decoded = try DecodedJWS(compactSerialization: jws)
    #expect(decoded.payloadData == payload)
    #expect(decoded.signatureData.count == 64)
    let expectedHeader = "{\"alg\":\"ES256\",\"x5c\":[" + identity.x5c.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
    #expect(String(decoding: decoded.headerData, as: UTF8.self) == expectedHeader)
    #expect(decoded.certificateChain == identity.x5c)
    #expect(decoded.keyIdentifier == nil)
  }

  @Test func x5cIsStandardBase64DERLeafFirst() throws {
    let identity = try SigningIdentity.mint()
    let certificates = try identity.x5c.map { try X509Certificate(der: #require(Data(base64Encoded: $0))) }
    #expect(certificates == [identity.leaf, identity.intermediate, identity.root])
  }

  @Test func signaturesFromManyTasksAtOnceAllVerify() async throws {
    let fixture = try SandboxChainFixture()
    let signer = JWSSigner(identity: fixture.identity)
    let verifier = try fixture.verifier()
    let payload = fixture.payload()
    let failures = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var failures = 0
          for _ in 0..<100 where !verifier.verify(try signer.sign(payload: payload)).isVerified { failures += 1 }
          return failures
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(failures == 0)
  }
}
