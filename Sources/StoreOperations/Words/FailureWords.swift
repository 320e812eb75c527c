import Foundation
import StoreCatalog
import StoreEngine

/// Errors in words: one sentence per error case (with the case's StoreKit name, so a developer can search for it),
/// one per reason an operation could not be carried out, and what to do when the simulation caused the failure.
enum FailureWords {
  static func sentence(_ failure: StoreFailure, words: OutcomeWords) -> String {
    switch failure.reason {
    case .storeKit(let error): storeKit(error, cause: failure.cause)
    case .purchase(let error): purchase(error)
    case .refundRequest(let error): refundRequest(error)
    case .sandbox(let error): sandbox(error, words: words)
    case .unexpected(let detail): "Something went wrong: \(detail)."
    }
  }

  static func storeKit(_ error: StoreKitError, cause: StoreFailure.Cause?) -> String {
    switch error {
    case .networkError where cause == .offline:
      "The sandbox is offline, so the App Store could not be reached (StoreKitError.networkError)."
    case .unknown: "An unknown error occurred (StoreKitError.unknown); trying again usually works."
    case .userCancelled: "The user cancelled (StoreKitError.userCancelled)."
    case .networkError(let detail): "The App Store could not be reached: \(detail) (StoreKitError.networkError)."
    case .systemError(let detail): "A system error occurred: \(detail) (StoreKitError.systemError)."
    case .notAvailableInStorefront:
      "The product is not available in this storefront (StoreKitError.notAvailableInStorefront)."
    case .notEntitled: "The customer is not entitled to this (StoreKitError.notEntitled)."
    case .unsupported: "This is not supported (StoreKitError.unsupported)."
    }
  }

  static func purchase(_ error: PurchaseError) -> String {
    switch error {
    case .invalidQuantity: "The quantity is not allowed for this product (PurchaseError.invalidQuantity)."
    case .productUnavailable: "The product is not available (PurchaseError.productUnavailable)."
    case .purchaseNotAllowed: "Purchases are not allowed for this customer (PurchaseError.purchaseNotAllowed)."
    case .ineligibleForOffer: "The customer is not eligible for this offer (PurchaseError.ineligibleForOffer)."
    case .invalidOfferIdentifier: "There is no such offer for this product (PurchaseError.invalidOfferIdentifier)."
    case .invalidOfferPrice: "The offer price is not valid (PurchaseError.invalidOfferPrice)."
    case .invalidOfferSignature: "The offer signature is not valid (PurchaseError.invalidOfferSignature)."
    case .missingOfferParameters: "The offer is missing parameters (PurchaseError.missingOfferParameters)."
    }
  }

  static func refundRequest(_ error: RefundRequestError) -> String {
    switch error {
    case .duplicateRequest:
      "A refund was already requested for this transaction (RefundRequestError.duplicateRequest)."
    case .failed: "The refund request failed (RefundRequestError.failed)."
    }
  }

  static func verification(_ error: VerificationError) -> String {
    switch error {
    case .revokedCertificate: "A certificate in the chain is revoked (revokedCertificate)."
    case .invalidCertificateChain: "The certificate chain is not valid for this data (invalidCertificateChain)."
    case .invalidDeviceVerification: "The device verification does not match this device (invalidDeviceVerification)."
    case .invalidEncoding: "The signed data is not validly encoded (invalidEncoding)."
    case .invalidSignature: "The signature does not match the signing certificate (invalidSignature)."
    case .missingRequiredProperties: "The signed data lacks required properties (missingRequiredProperties)."
    }
  }

  static func sandbox(_ error: SandboxActionError, words: OutcomeWords) -> String {
    switch error {
    case .noSuchTransaction(let id): "There is no transaction \(id) in this sandbox."
    case .alreadyRevoked(let id): "Transaction \(id) is already refunded or revoked."
    case .unknownProduct(let id): "The catalog has no product '\(id)'."
    case .noSuchRequest(let id): "There is no purchase request \(id) in this sandbox."
    case .requestNotPending(let id, let state):
      "Purchase request \(id) is no longer waiting (it was \(state.rawValue))."
    case .noOfferKey:
      "The catalog has no subscriptionOffersKeyPair, so promotional offers cannot be signed."
    case .noSuchSubscription(let name):
      "No subscription group or subscription product is called '\(name)', or it was never bought."
    case .notFamilyShareable(let id):
      "'\(id)' is not a family-shareable non-consumable or auto-renewable subscription."
    case .notFamilyShared(let id): "The family shares no '\(id)' with this customer."
    }
  }

  static func sentence(_ failure: OperationFailure, words: OutcomeWords) -> String {
    switch failure {
    case .store(let store): sentence(store, words: words)
    case .noLastTransaction:
      "There is no last transaction yet: 'last' means the transaction the most recent operation produced or touched."
    case .lastTransactionGone(let id): "The last transaction (\(id)) no longer exists."
    case .noTransaction(let productID): "There is no \(productID) transaction yet."
    case .noRequest(.last): "There is no purchase request yet."
    case .noRequest(.newest(let productID)): "There is no purchase request for \(productID)."
    case .noRequest(.id(let id)): "There is no purchase request \(id) in this sandbox."
    case .wrongRequestKind(let request) where request.kind == .askToBuy:
      "Request \(request.id) for \(request.productID) is an Ask to Buy request (approve or decline it)."
    case .wrongRequestKind(let request):
      "Request \(request.id) for \(request.productID) is an interrupted purchase (resolve it)."
    case .requestNeverExpires(let request): "Request \(request.id) for \(request.productID) never expires."
    case .clockCannotGoBack(let now, let asked):
      "The clock cannot go back: it reads \(words.date(now)), after \(words.date(asked))."
    case .notATimeRate(let raw): "\(raw) is not an Xcode time rate."
    case .appNotRunning: "The app is not running."
    case .readOnly: "A scenario is playing: only the scenario acts on the store."
    case .server(let refusal): words.sentence(refusal)
    }
  }

  // MARK: - Fixes

  static func offlineFix(_ surface: OutcomeWords.Surface) -> String {
    switch surface {
    case .storefront: "Turn Offline off in the QA panel (tab 3), or run 'storefront offline off', then try again."
    case .commandLine: "Turn it off with 'storefront offline off', then try again."
    case .scenario: "Turn it off with 'set offline off'."
    }
  }

  static func injectedFix(_ api: StoreKitAPI, _ surface: OutcomeWords.Surface) -> String {
    switch surface {
    case .storefront: "The error is injected: set \(api.fileName) to none in the QA panel (tab 3), then try again."
    case .commandLine: "The error is injected: stop it with 'storefront fault clear \(api.commandName)'."
    case .scenario: "The error is injected: stop it with 'fault \(api.commandName) none'."
    }
  }
}
