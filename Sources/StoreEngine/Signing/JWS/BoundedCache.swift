import Synchronization

/// A dictionary that remembers at most `capacity` values and starts over when full, safe to share between threads:
/// the verifier's validated chains and a launch's verdicts.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let capacity: Int
  private let values = Mutex<[Key: Value]>([:])

  init(capacity: Int) {
    self.capacity = capacity
  }

  subscript(key: Key) -> Value? {
    values.withLock { $0[key] }
  }

  func remember(_ value: Value, for key: Key) {
    values.withLock { values in
      if values.count >= capacity { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
  }
}
