/// Keeps a value alive until the process exits, on purpose: the command is about to exit, and taking
/// apart a large catalog's tree, object by object, costs as much as checking it did. (Compilers skip
/// freeing at exit for the same reason.) Used for the last file only, so memory stays bounded.
final class KeptUntilExit<Value>: Sendable where Value: Sendable {
  private let value: Value

  private init(_ value: Value) { self.value = value }

  /// Leaks one reference to `value`, so it is never freed.
  static func keep(_ value: Value) {
    _ = Unmanaged.passRetained(KeptUntilExit(value))
  }
}
