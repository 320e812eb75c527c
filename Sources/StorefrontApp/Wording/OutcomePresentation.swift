import StoreEngine
import StoreOperations

/// How the storefront shows an outcome: a dialog for what needs reading (a purchase's result, a failure with its
/// reason and fix), a toast for what needs only a glance (a tester's action done, a restore, something that arrived
/// on updates), or nothing (a product load: the product pane shows its state). The words are the renderer's.
enum OutcomePresentation: Hashable, Sendable {
  case dialog(ResultDialog)
  case toast(ToastMessage.Kind, String)
  case nothing

  init(_ result: OperationResult, words: OutcomeWords) {
    let report = words.report(result)
    switch result.outcome {
    case .productsLoaded:
      self = .nothing
    case .purchase(.cancelled), .purchase(.ignored), .failed(.readOnly):
      self = .toast(Self.kind(of: report.tone), report.text)
    case .purchase, .restore(.failed), .refundRequest(.failed), .redeem(.failed), .consume(.failed), .finish(.failed),
      .manageSubscriptions(.failed), .failed:
      self = .dialog(ResultDialog(kind: Self.dialogKind(of: report.tone), title: report.title, message: report.text))
    default:
      self = .toast(Self.kind(of: report.tone), report.text)
    }
  }

  /// What arrived on updates, as a toast.
  init(_ event: TransactionEvent, words: OutcomeWords) {
    let report = words.arrival(event)
    self = .toast(Self.kind(of: report.tone), report.text)
  }

  static func kind(of tone: OutcomeWords.Report.Tone) -> ToastMessage.Kind {
    switch tone {
    case .success: .success
    case .pending, .warning: .warning
    case .information: .information
    case .failure: .failure
    }
  }

  static func dialogKind(of tone: OutcomeWords.Report.Tone) -> ResultDialog.Kind {
    switch tone {
    case .success: .success
    case .information: .information
    case .pending, .warning: .pending
    case .failure: .failure
    }
  }
}

extension AppState {
  /// The renderer's words for this state: the loaded products named as the storefront shows them, dates in the
  /// state's calendar.
  var words: OutcomeWords {
    OutcomeWords(
      products: listing.products, locale: snapshot?.settings.locale ?? "en_US", calendar: calendar, language: language,
      surface: .storefront)
  }
}
