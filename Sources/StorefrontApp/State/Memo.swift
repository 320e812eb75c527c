import Synchronization

/// The last value a pure function gave, with the inputs it was given: asked again with equal inputs it answers
/// without recomputing. It holds no state of its own — a derived value is a function of its inputs whether or not
/// the memo answers — so it may be shared by every state that computes the same thing.
///
/// Equal inputs are usually the very same values (a snapshot copied from state to state), which Swift's
/// collections compare by identity first, so a hit costs a few comparisons.
final class Memo<Inputs: Equatable & Sendable, Value: Sendable>: Sendable {
  private let last = Mutex<(inputs: Inputs, value: Value)?>(nil)

  init() {}

  /// `compute(inputs)`, or the value it gave last time for equal inputs.
  func value(for inputs: Inputs, _ compute: (Inputs) -> Value) -> Value {
    if let hit = last.withLock({ $0.flatMap { $0.inputs == inputs ? $0.value : nil } }) { return hit }
    let value = compute(inputs)
    last.withLock { $0 = (inputs, value) }
    return value
  }
}
