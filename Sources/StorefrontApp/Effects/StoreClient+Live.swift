import Foundation
import StoreEngine
import StoreScenarios

extension StoreClient {
  /// The store of a real sandbox, opened as `options` say; with a recording, every action is recorded as it
  /// happens (see `SessionRecording`).
  public static func live(_ options: LaunchOptions, recording: SessionRecording? = nil) -> StoreClient {
    let session = StoreSession(options: options, recording: recording)
    let notOpen = "the store is not open"
    return StoreClient(
      open: { send in await session.open(send: send) },
      loadProducts: {
        await session.recorded(.loadProducts)
        await session.model?.loadProducts()
      },
      purchase: { productID, quantity in
        guard let model = await session.model else { return .failed(notOpen) }
        let time = await model.store.sandbox.now
        let outcome = await model.purchase(productID, options: quantity > 1 ? [.quantity(quantity)] : [])
        if outcome != .ignored {
          let request = PurchaseRequest(quantity: quantity > 1 ? quantity : nil)
          await session.recorded(.buy(productID: productID, options: request), at: time)
        }
        await session.showLatestSnapshot()
        return outcome
      },
      cancelPurchase: { productID in
        await session.recorded(.cancel(productID: productID))
        await session.model?.purchaseCancelledByUser(productID)
      },
      restore: {
        await session.recorded(.restore)
        let message = await session.model?.restore() ?? StoreMessage(.failure, "Restore failed: \(notOpen)")
        await session.showLatestSnapshot()
        return message
      },
      requestRefund: { transactionID in
        guard let model = await session.model else {
          return StoreMessage(.failure, "Refund request failed: \(notOpen)")
        }
        let reference = await SessionRecording.transaction(transactionID, in: model.store.sandbox)
        await session.recorded(.requestRefund(reference))
        let message = await model.requestRefund(transactionID)
        await session.showLatestSnapshot()
        return message
      },
      consume: { productID in
        await session.recorded(.consume(productID: productID, amount: 1))
        await session.model?.consume(productID)
      },
      act: { action in await session.act(action) },
      inspect: { transactionID in
        guard let model = await session.model else { return .missing(transactionID) }
        return await TransactionInspector.inspect(transactionID, in: model.store.sandbox)
      },
      playStep: { step in
        StepResult(step: step, description: step.source, outcome: .error("no scenario is playing"))
      },
      shutdown: {
        let saved = await session.saveRecording()
        await session.close()
        return saved
      })
  }

  /// The store of a scenario played visibly: only the scenario acts on it (the view is read-only), and it is
  /// looked at like any other.
  public static func playback(_ player: ScenarioPlayer) -> StoreClient {
    let refused = StoreMessage(.failure, "A scenario is playing: only the scenario acts on the store")
    return StoreClient(
      open: { send in await player.open(send: send) },
      loadProducts: {},
      purchase: { _, _ in .failed(refused.text) },
      cancelPurchase: { _ in },
      restore: { refused },
      requestRefund: { _ in refused },
      consume: { _ in },
      act: { _ in refused },
      inspect: { transactionID in
        await TransactionInspector.inspect(transactionID, in: player.session.sandbox)
      },
      playStep: { step in await player.play(step) },
      shutdown: {
        await player.close()
        return nil
      })
  }
}
