import Foundation
import StoreEngine

/// Prints the ES256 throughput table: OpenSSL's raw EVP calls beside Storefront's JWSSigner and JWSVerifier.
let seconds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2
do {
  print(try SigningBenchmark.run(duration: .seconds(seconds)))
} catch {
  print("signing benchmark failed: \(error)")
  Foundation.exit(1)
}
