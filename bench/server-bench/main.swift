import Foundation
import StoreEngine
import StoreServer

/// The ceiling `bench/server` measures the App Store Server API against: the HTTP library (libmicrohttpd, through
/// the same `HTTPServer` the API runs on, with its thread pool) answering a trivial endpoint, with one ES256 check of
/// the request's bearer token per request, and nothing else (no key lookup, no claims, no ledger).
///
///   server-bench KEY.p8    prints `listening on http://127.0.0.1:PORT`, serves until standard input closes
guard CommandLine.arguments.count == 2, let pem = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8),
  let key = try? ES256PrivateKey(pem: pem).publicKey()
else {
  FileHandle.standardError.write(Data("usage: server-bench KEY.p8 (an API key made by storefront server key new)\n".utf8))
  exit(2)
}
let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
  let token = request.header("authorization")?.dropFirst("Bearer ".count) ?? ""
  let parts = token.split(separator: ".", omittingEmptySubsequences: false)
  guard parts.count == 3, let signature = Base64URL.decode(parts[2].utf8),
    key.isValidJWSSignature(signature, for: Array(token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count)))
  else { return HTTPResponse(status: 401) }
  return .json(200, Data("{}".utf8))
}
FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(server.port)\n".utf8))
while readLine() != nil {}
await server.stop()
