import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import StoreScenarios

extension StoreClient {
  /// The store of a real sandbox, opened as `options` say; with a recording, every operation that ran is recorded
  /// (see `SessionRecording`).
  static func live(_ options: LaunchOptions, recording: SessionRecording? = nil) -> StoreClient {
    let session = StoreSession(options: options, recording: recording)
    return StoreClient(
      open: { send in await session.open(send: send) },
      run: { operation in await session.run(operation) },
      inspect: { transactionID in
        guard let sandbox = await session.executor?.sandbox else { return .missing(transactionID) }
        return await TransactionInspector.inspect(transactionID, in: sandbox)
      },
      playStep: { step in
        let reason = options.language.say(en: "no scenario is playing", zhHans: "没有正在播放的场景")
        return StepResult(step: step, description: step.source, outcome: .error(reason))
      },
      shutdown: {
        let saved = await session.saveRecording()
        await session.close()
        return saved
      },
      readAppTransaction: { await session.readAppTransaction() },
      readNotifications: {
        guard let sandbox = await session.executor?.sandbox else { return nil }
        return try? await NotificationLedger(
          notifications: sandbox.allNotifications(), webhooks: sandbox.webhooks(),
          answersToFail: sandbox.webhookAnswersToFail())
      },
      followServer: { send in
        guard let server = options.server else { return }
        for await activity in server.activity() { send(.serverActivity(activity)) }
      })
  }

  /// The store of a scenario played visibly: only the scenario acts on it (the view is read-only), and it is
  /// looked at like any other.
  static func playback(_ player: ScenarioPlayer) -> StoreClient {
    StoreClient(
      open: { send in await player.open(send: send) },
      run: { operation in OperationResult(operation: operation, outcome: .failed(.readOnly)) },
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
