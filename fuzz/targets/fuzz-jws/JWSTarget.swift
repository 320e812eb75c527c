import CLibFuzzer
import Foundation
import StoreEngine

/// The roots the verifiers trust: the DER files `FUZZ_TRUSTED_ROOTS` lists (colon-separated), so seeds signed
/// by a sandbox reach the signature and claim checks instead of stopping at the chain.
let trustedRoots: [Data] = (ProcessInfo.processInfo.environment["FUZZ_TRUSTED_ROOTS"] ?? "")
  .split(separator: ":").compactMap { FileManager.default.contents(atPath: String($0)) }

/// The sandbox's rules (what a Storefront app checks) and Apple's server library's rules.
let verifiers: [JWSVerifier] = [
  JWSVerifier.Options(expectedBundleID: "com.example.storefront", expectedEnvironment: "Sandbox"),
  JWSVerifier.Options.appStoreServerLibrary(),
].compactMap { try? JWSVerifier(trustedRoots: trustedRoots, options: $0) }

/// libFuzzer entry point: parses the input as a compact JWS and verifies it with each verifier, rendering
/// whatever comes back. Anything but a clean return is a defect.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJWS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? DecodedJWS(compactSerialization: text)
  for verifier in verifiers {
    let outcome = verifier.verify(text)
    _ = outcome.failure?.description
    _ = outcome.decoded?.payload
  }
  return 0
}

/// The program's entry point (SwiftPM calls it `<module>_main`): libFuzzer's driver with the target above.
@_cdecl("fuzz_jws_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, fuzzJWS)
}
