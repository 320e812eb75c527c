/// A place to show frames and get events from. The ncurses backend serves people; the in-memory backend
/// serves tests. Both are driven the same way:
///
/// ```swift
/// let terminal = try NcursesTerminal<AppEvent>.start()
/// defer { terminal.stop() }
/// for await event in terminal.events {
///   … reduce the event into state …
///   terminal.submit(render(state, terminal.size, terminal.glyphs))
/// }
/// ```
///
/// `ProgramRunner` wraps that loop for programs written as pure `reduce` and `render` functions.
public protocol Terminal<Custom>: AnyObject, Sendable {
  /// The app's own events, sent in with `send` and delivered in order with terminal input.
  associatedtype Custom: Sendable

  /// Every event, in order. Iterate it from one task. It finishes when the terminal stops.
  var events: AsyncStream<InputEvent<Custom>> { get }

  /// The current size in cells (updated before the `.resize` event is delivered).
  var size: Size { get }

  /// The glyphs to draw with: ASCII when the terminal's locale is not UTF-8.
  var glyphs: Glyphs { get }

  /// Shows `screen`. The latest frame wins: one replaced before it was drawn is never drawn. A frame whose size
  /// is not the terminal's current size is skipped (a resize event is on its way).
  func submit(_ screen: Screen)

  /// Adds an app event to `events` (store snapshots, finished effects, timers of the app's own).
  func send(_ event: Custom)

  /// Asks for a `.tick` event every `interval`, or for none with nil. Ask only while something animates: an
  /// idle terminal takes no CPU at all.
  func setTickInterval(_ interval: Duration?)

  /// Restores the terminal and finishes `events`. Safe to call more than once.
  func stop()
}
