import Synchronization

/// Fans values out to any number of subscribers: each gets the latest value at once, then every later
/// one; a slow subscriber may skip intermediate values but never the latest.
final class LatestValueBroadcaster<Value: Sendable>: Sendable {
  private struct State {
    var latest: Value
    var subscribers: [Int: AsyncStream<Value>.Continuation] = [:]
    var nextID = 0
  }

  private let state: Mutex<State>

  init(_ initial: Value) {
    state = Mutex(State(latest: initial))
  }

  var latest: Value { state.withLock { $0.latest } }

  func subscribe() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let id = state.withLock { state in
      state.nextID += 1
      state.subscribers[state.nextID] = continuation
      continuation.yield(state.latest)
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }
    return stream
  }

  func publish(_ value: Value) {
    state.withLock { state in
      state.latest = value
      for continuation in state.subscribers.values { continuation.yield(value) }
    }
  }

  /// Ends every subscription. Continuations finish outside the lock: finishing runs their
  /// termination handlers, which take the lock themselves.
  func finish() {
    let finishing = state.withLock { state in
      defer { state.subscribers.removeAll() }
      return Array(state.subscribers.values)
    }
    for continuation in finishing { continuation.finish() }
  }
}

/// Fans values out to any number of subscribers without dropping any (unbounded buffers).
final class LosslessBroadcaster<Value: Sendable>: Sendable {
  private let subscribers = Mutex<[Int: AsyncStream<Value>.Continuation]>([:])
  private let counter = Mutex(0)

  func subscribe() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
    let id = counter.withLock { count in
      count += 1
      return count
    }
    subscribers.withLock { $0[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      self?.subscribers.withLock { _ = $0.removeValue(forKey: id) }
    }
    return stream
  }

  func publish(_ value: Value) {
    subscribers.withLock { subscribers in
      for continuation in subscribers.values { continuation.yield(value) }
    }
  }

  /// Ends every subscription (outside the lock, as above).
  func finish() {
    let finishing = subscribers.withLock { subscribers in
      defer { subscribers.removeAll() }
      return Array(subscribers.values)
    }
    for continuation in finishing { continuation.finish() }
  }
}
