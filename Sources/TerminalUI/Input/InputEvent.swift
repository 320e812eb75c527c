/// A mouse action at a cell. Activate things on `.release` or `.click` (`isActivation`): which one arrives
/// depends on the terminal's mouse protocol.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case press, release, click, doubleClick, wheelUp, wheelDown
  }

  public var kind: Kind
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }

  /// Whether this completes a click: the button went up, or the terminal reported a whole click.
  public var isActivation: Bool { kind == .release || kind == .click || kind == .doubleClick }
}

/// Why the program is asked to quit without a key press.
public enum QuitReason: Hashable, Sendable {
  /// SIGINT (sent by `kill`; in raw mode Ctrl-C is a key).
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP: the terminal went away.
  case hangup
  /// The input reached its end.
  case inputClosed
}

/// Everything a terminal program reacts to, in one ordered stream: input from the terminal, timer ticks, quit
/// requests from signals, and the app's own events (store snapshots, finished effects) sent in by `Terminal.send`.
public enum InputEvent<Custom: Sendable>: Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal changed size; render for the new size.
  case resize(Size)
  /// A timer tick, only while ticks were asked for (`Terminal.setTickInterval`).
  case tick
  /// A signal or the end of input asks the program to finish: save what matters, then stop.
  case quitRequested(QuitReason)
  case custom(Custom)
}

extension InputEvent: Equatable where Custom: Equatable {}
