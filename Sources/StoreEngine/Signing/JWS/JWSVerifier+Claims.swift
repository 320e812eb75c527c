import FoundationEssentials
import StoreCatalog

extension JWSVerifier {
  /// The instant to validate the chain at, per `options.validationTime`.
  func validationTime(_ jws: DecodedJWS, now: Date) throws(VerificationFailure) -> ValidationInstant {
    let key: String
    switch options.validationTime {
    case .fixed(let date):
      return ValidationInstant(date: date, source: .requestedTime)
    case .signedDate, .signedDateOrNow:
      guard let found = ["signedDate", "receiptCreationDate"].first(where: { jws.payload[$0] != nil }) else {
        guard options.validationTime == .signedDateOrNow else {
          throw VerificationFailure(.missingRequiredProperties, .signedDate, .noSignedDate)
        }
        return ValidationInstant(date: now, source: .currentTime)
      }
      key = found
    }
    // Years 1 to 9999, in milliseconds since 1970: anything else is not a signing date.
    guard let milliseconds = jws.payload[key]?.number?.double, milliseconds.isFinite,
      (-62_135_596_800_000...253_402_300_799_999).contains(milliseconds)
    else {
      throw VerificationFailure(
        .invalidEncoding, .signedDate, .signedDateNotMilliseconds(key: key, found: jws.payload[key]?.formatted()))
    }
    let date = Date(timeIntervalSince1970: milliseconds / 1000)
    return ValidationInstant(date: date, source: .payload(key: key))
  }

  /// Checks the payload names the expected app and environment, when the options expect them.
  func checkClaims(_ jws: DecodedJWS) throws(VerificationFailure) {
    if let expected = options.expectedBundleID {
      try checkClaim(["bundleId"], equals: expected, in: jws.payload, .appIdentifier)
    }
    if let expected = options.expectedEnvironment {
      try checkClaim(["environment", "receiptType"], equals: expected, in: jws.payload, .environment)
    }
  }

  /// Finds the first of `keys` in the payload — at the top, or inside a notification's `data`, `summary` or
  /// `appData` — and compares it with `expected`.
  private func checkClaim(
    _ keys: [String], equals expected: String, in payload: JSONNode, _ check: VerificationFailure.Check
  ) throws(VerificationFailure) {
    let places =
      [(payload, "")]
      + ["data", "summary", "appData"].compactMap { name in
        payload[name].map { ($0, "\(name).") }
      }
    let found = places.lazy.flatMap { object, prefix in
      keys.lazy.compactMap { key in object[key].map { (value: $0, path: prefix + key) } }
    }.first
    guard let found else {
      throw VerificationFailure(.missingRequiredProperties, check, .missingClaim(key: keys[0], expected: expected))
    }
    guard found.value.string != expected else { return }
    throw VerificationFailure(
      .invalidDeviceVerification, check,
      .claimMismatch(path: found.path, found: found.value.formatted(), expected: expected))
  }
}
