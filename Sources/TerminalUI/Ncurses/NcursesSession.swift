internal import CNcursesw
internal import Glibc

/// One ncurses screen, from `newterm` to `endwin`. Every method must run on the ncurses thread: this type is
/// deliberately not `Sendable` and never leaves the thread that opened it.
final class NcursesSession {
  /// Input read from ncurses, decoded.
  enum Input {
    case key(Key)
    case mouse(MouseEvent)
    case resize
  }

  let inputDescriptor: Int32
  private let outputDescriptor: Int32
  private let screen: OpaquePointer
  private let inputFile: UnsafeMutablePointer<FILE>
  private let outputFile: UnsafeMutablePointer<FILE>
  private let window: UnsafeMutablePointer<WINDOW>
  /// Attributes and colour pair per `Style.rawValue`.
  private let renditions: [(attributes: attr_t, pair: Int16)]
  /// What the terminal shows now, as far as this session drew it.
  private var shown: Screen?
  private var characters = [wchar_t](repeating: 0, count: 6)

  /// Opens the screen on `input`/`output` (descriptors that stay open) per `options`.
  static func open(input: Int32, output: Int32, options: NcursesOptions) throws(TerminalStartError) -> NcursesSession {
    func failure(_ reason: TerminalStartError.Reason) -> TerminalStartError {
      TerminalStartError(reason, hint: options.nonInteractiveHint)
    }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    var status: Int32 = 0
    guard setupterm(term, output, &status) == OK else { throw failure(.unknownTerminalType(term)) }
    guard nc_has_cursor_addressing_then_release() != 0 else { throw failure(.noCursorAddressing(term)) }
    if getenv("ESCDELAY") == nil { _ = set_escdelay(25) }  // ms to wait after Esc for the rest of a key sequence
    guard let outputFile = fdopen(dup(output), "w"), let inputFile = fdopen(dup(input), "r") else {
      throw failure(.initializationFailed(.streams))
    }
    guard let screen = newterm(nil, outputFile, inputFile) else {
      fclose(outputFile)
      fclose(inputFile)
      throw failure(.initializationFailed(.terminalType(term)))
    }
    _ = set_term(screen)
    return NcursesSession(screen: screen, inputFile: inputFile, outputFile: outputFile, options: options)
  }

  private init(
    screen: OpaquePointer, inputFile: UnsafeMutablePointer<FILE>, outputFile: UnsafeMutablePointer<FILE>,
    options: NcursesOptions
  ) {
    self.screen = screen
    self.inputFile = inputFile
    self.outputFile = outputFile
    inputDescriptor = fileno(inputFile)
    outputDescriptor = fileno(outputFile)
    window = nc_stdscr()
    _ = raw()
    _ = noecho()
    _ = nonl()
    _ = keypad(window, true)
    KeyDecoder.defineAlternativeSequences()
    _ = curs_set(0)
    _ = nodelay(window, true)
    _ = leaveok(window, true)
    var colors = Theme.usesColor(
      environment: NcursesEnvironment.noColorRequested ? ["NO_COLOR": "1"] : [:], noColorOption: !options.colors,
      terminalHasColors: has_colors())
    if colors {
      _ = start_color()
      _ = use_default_colors()
      colors = options.theme.colorPairs.count < Int(nc_color_pairs())
      for pair in options.theme.colorPairs where colors {
        _ = init_pair(pair.number, pair.foreground.rawValue, pair.background.rawValue)
      }
    }
    renditions = options.theme.renditions(colors: colors).map { rendition in
      (Self.attributes(rendition.attributes), rendition.colorPair)
    }
    if options.mouse {
      _ = mousemask(mmask_t(KeyDecoder.mouseMask), nil)
      _ = mouseinterval(0)
    }
  }

  /// The size ncurses works with now.
  var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

  // MARK: - Drawing

  /// Draws `frame`, writing only the cells that differ from what is shown. A frame of another size than the
  /// terminal's is skipped: the program will render again for the new size.
  func draw(_ frame: Screen) {
    guard frame.size == size else { return }
    if shown?.size != frame.size { _ = werase(window) }
    for run in ScreenDiff.changedRuns(from: shown, to: frame) {
      for x in run.x..<(run.x + run.count) {
        let cell = frame[x, run.y]
        if !cell.isContinuation { put(cell, x: x, y: run.y) }
      }
    }
    shown = frame
    _ = wnoutrefresh(window)
    _ = doupdate()
  }

  /// Repaints the whole terminal from what ncurses holds (Ctrl-L, after a resume).
  func repaintAll() {
    _ = clearok(nc_curscr(), true)
    _ = wnoutrefresh(window)
    _ = doupdate()
  }

  private func put(_ cell: Cell, x: Int, y: Int) {
    let (attributes, pair) = renditions[Int(cell.style.rawValue)]
    var count = 0
    for scalar in cell.character.unicodeScalars where count < 5 {
      if count > 0 && DisplayWidth.of(scalar) != 0 { break }
      characters[count] = wchar_t(bitPattern: scalar.value)
      count += 1
    }
    characters[count] = 0
    let drawable = wcwidth(characters[0]) == Int32(cell.width)
    if !drawable {
      characters[0] = wchar_t(UInt8(ascii: "?"))
      characters[1] = 0
    }
    var cchar = cchar_t()
    _ = setcchar(&cchar, characters, attributes, pair, nil)
    _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)
    if !drawable && cell.width == 2 { _ = mvwadd_wch(window, Int32(y), Int32(x + 1), &cchar) }
  }

  // MARK: - Input

  /// Reads everything ncurses has for us, until `wget_wch` says there is no more; Esc read together with a
  /// character is that character typed with Alt (`KeyDecoder.pairingAlt`).
  func readInput() -> [Input] {
    var decoded: [KeyDecoder.Decoded] = []
    var mice: [MouseEvent?] = []
    var code: wint_t = 0
    while true {
      let status = wget_wch(window, &code)
      if status == ERR { break }
      let one = KeyDecoder.decode(status: status, code: UInt32(code))
      decoded.append(one)
      if one == .mouse {
        var event = MEVENT()
        let read = getmouse(&event) == OK
        mice.append(
          read ? KeyDecoder.decodeMouse(buttonState: UInt(event.bstate), x: Int(event.x), y: Int(event.y)) : nil)
      }
    }
    var inputs: [Input] = []
    var nextMouse = mice.makeIterator()
    for one in KeyDecoder.pairingAlt(decoded) {
      switch one {
      case .key(let key): inputs.append(.key(key))
      case .resize: inputs.append(.resize)
      case .ignored: break
      case .mouse: if let mouse = nextMouse.next() ?? nil { inputs.append(.mouse(mouse)) }
      }
    }
    return inputs
  }

  // MARK: - Size and suspension

  /// Tells ncurses the kernel's idea of the terminal size when it differs (after SIGWINCH).
  func adoptKernelSize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard nc_window_size(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return }
    if Size(width: Int(columns), height: Int(rows)) != size { _ = resizeterm(rows, columns) }
  }

  /// Leaves curses mode for the shell, keeping the session to come back to.
  func leaveTemporarily() {
    _ = endwin()
  }

  /// Comes back after `leaveTemporarily` or an outside stop: program modes restored, everything repainted.
  ///
  /// `endwin` switched the keypad's transmit mode off, and ncurses would only switch it back at the next read —
  /// after the first arrow key had already arrived in the wrong encoding — so it is switched on here.
  func comeBack() {
    if isendwin() == false { _ = endwin() }
    adoptKernelSize()
    repaintAll()
    _ = keypad(window, true)
  }

  /// Leaves curses mode for good and releases the screen.
  func close() {
    _ = mousemask(0, nil)
    _ = endwin()
    delscreen(screen)
    fclose(outputFile)
    fclose(inputFile)
  }

  private static func attributes(_ attributes: TextAttributes) -> attr_t {
    var value = NC_A_NORMAL
    if attributes.contains(.bold) { value |= NC_A_BOLD }
    if attributes.contains(.dim) { value |= NC_A_DIM }
    if attributes.contains(.reverse) { value |= NC_A_REVERSE }
    if attributes.contains(.underline) { value |= NC_A_UNDERLINE }
    if attributes.contains(.italic) { value |= NC_A_ITALIC }
    return value
  }
}
