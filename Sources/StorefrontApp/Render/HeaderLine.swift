import TerminalUI

/// What the header's top line shows at a width, decided in one pure function of its pieces: the app's title, the
/// catalog's name, `● REC FILE` while a session is recorded, the diagnostics badge, how far the sandbox clock is
/// ahead of or behind real time (`drift`), and the storefront, locale and clock (`status`, most detailed first).
/// A new piece of the header is one more input here, and one more place in the order things give way.
///
/// When the width runs short, things give way in this order: the catalog's name is shortened with `…` (down to
/// `minimumNameWidth`), then the status drops detail, then the diagnostics badge goes (the tab bar names the
/// diagnostics too) and the status tries again, then the drift goes, then the status goes and the name shortens
/// further; the title and the recording mark stay.
struct HeaderLine: Equatable {
  static let title = " Storefront "
  static let minimumNameWidth = 16

  /// The catalog's name as shown (shortened with `…` where room ran short).
  var catalogName: String
  /// `● REC FILE`, while a session is recorded.
  var recording: String?
  /// The diagnostics badge, when it fits.
  var badge: String?
  /// How far the sandbox clock is off real time (`3d 2h ahead`), when it is and it fits.
  var drift: String?
  /// The most detailed status that fits, if any.
  var status: StyledLine?

  /// - Parameters:
  ///   - statuses: the storefront, locale and clock, from the most detailed to the shortest.
  init(
    width: Int, catalogName: String, recording: String?, badge: String?, drift: String? = nil,
    statuses: [StyledLine], glyphs: Glyphs
  ) {
    let recordingMark = recording.map { "\(glyphs.isUnicode ? "●" : "*") REC \($0)" }
    let nameWidth = DisplayWidth.of(catalogName)
    // The columns left for the name once the title, the mark and the gaps between pieces are placed.
    let fixed = DisplayWidth.of(Self.title) + 1 + (recordingMark.map { DisplayWidth.of($0) + 2 } ?? 0) + 1
    typealias Choice = (badge: String?, drift: String?, status: StyledLine?)
    func room(_ choice: Choice) -> Int {
      width - fixed - (choice.badge.map { DisplayWidth.of($0) + 2 } ?? 0)
        - (choice.drift.map { DisplayWidth.of($0) + 2 } ?? 0) - (choice.status.map { $0.width + 2 } ?? 0)
    }
    let wanted = min(nameWidth, Self.minimumNameWidth)
    let choices: [Choice] =
      statuses.map { (badge, drift, $0) } + statuses.map { (nil, drift, $0) } + statuses.map { (nil, nil, $0) }
      + [(badge, nil, nil), (nil, nil, nil)]
    let choice = choices.first { room($0) >= wanted } ?? (nil, nil, nil)
    self.badge = choice.badge
    self.drift = choice.drift
    self.status = choice.status
    self.recording = recordingMark.map {
      TextLayout.truncated($0, toWidth: max(0, width - DisplayWidth.of(Self.title) - 2), ellipsis: glyphs.ellipsis)
    }
    self.catalogName = TextLayout.truncated(
      catalogName, toWidth: max(0, room(choice)), ellipsis: glyphs.ellipsis)
  }
}
