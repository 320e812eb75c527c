/// Runs a `TerminalProgram` on a terminal: render, wait for an event, reduce it, start its effects, render
/// again, until the program says it is finished or the events end.
///
/// The runner asks the terminal for ticks only while `tickInterval(for:)` returns an interval, and does not stop
/// the terminal: whoever started it stops it (after saving what the final state says to save).
public enum ProgramRunner {
  /// - Parameter frameShown: called with the state of each frame once it is handed to the terminal (a benchmark's
  ///   marks); returning true ends the run there.
  @discardableResult
  public static func run<Program: TerminalProgram, Backend: Terminal>(
    _ program: Program, state initial: Program.State, on terminal: Backend,
    frameShown: ((Program.State) -> Bool)? = nil
  ) async -> Program.State where Backend.Custom == Program.Custom {
    var state = initial
    var ticks: Duration? = nil
    func show() -> Frame<Program.Target> {
      var frame = Frame<Program.Target>(size: terminal.size, glyphs: terminal.glyphs)
      program.render(state, into: &frame)
      terminal.submit(frame.screen)
      let wanted = program.tickInterval(for: state)
      if wanted != ticks {
        ticks = wanted
        terminal.setTickInterval(wanted)
      }
      return frame
    }
    guard !program.isFinished(state) else { return state }
    var frame = show()
    if frameShown?(state) == true { return state }
    let send: @Sendable (Program.Custom) -> Void = { [terminal] event in terminal.send(event) }
    await withDiscardingTaskGroup { group in
      for await event in terminal.events {
        for effect in program.reduce(&state, event, frame.regions) {
          group.addTask { await program.perform(effect, send: send) }
        }
        if program.isFinished(state) { break }
        frame = show()
        if frameShown?(state) == true { break }
      }
      group.cancelAll()
    }
    if ticks != nil { terminal.setTickInterval(nil) }
    return state
  }
}
