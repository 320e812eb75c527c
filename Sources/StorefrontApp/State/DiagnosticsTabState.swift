/// The diagnostics tab: how far its list of the catalog's problems is scrolled.
struct DiagnosticsTabState: Hashable, Sendable {
  /// First line of the diagnostics shown.
  var offset = 0
}
