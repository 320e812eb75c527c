import Foundation
@testable import StoreEngine
import Testing

@Suite struct SigningIdentityTests {
  @Test func mintedChainPassesStrictValidation() throws {
    let identity = try SigningIdentity.mint()
    let store = try TrustStore(anchors: [identity.root])
    let outcome = store.validate(leaf: identity.leaf, intermediates: [identity.intermediate], at: Date(), strict: true)
    #expect(outcome == .valid(length: 3, followsGivenOrder: true))
  }

  @Test func certificatesSayWhatTheyAre() throws {
    let identity = try SigningIdentity.mint()
    #expect(identity.root.subject.contains("CN=Storefront Sandbox Root CA"))
    #expect(identity.intermediate.issuer == identity.root.subject)
    #expect(identity.leaf.issuer == identity.intermediate.subject)
    #expect(identity.leaf.extensionIsCritical(oid: AppleMarkerOID.receiptSigner) == false)
    #expect(identity.intermediate.extensionIsCritical(oid: AppleMarkerOID.intermediate) == false)
    #expect(identity.root.extensionIsCritical(oid: AppleMarkerOID.intermediate) == nil)
    #expect(identity.leaf.serialNumber != identity.intermediate.serialNumber)
  }
}
