import TerminalUI

/// What the header's top line shows at a width, decided in one pure function of its pieces: the app's title, the
/// catalog's name, `● REC FILE` while a session is recorded, the diagnostics badge, and the storefront, locale and
/// clock (`status`, most detailed first). A new piece of the header (the sandbox clock's drift, say) is one more
/// input here, and one more place in the order things give way.
///
/// When the width runs short, things give way in this order: the catalog's name is shortened with `…` (down to
/// `minimumNameWidth`), then the status drops detail, then the diagnostics badge goes (the tab bar names the
/// diagnostics too) and the status tries again, then the status goes and the name shortens further; the title
/// and the recording mark stay.
struct HeaderLine: Equatable {
  static let title = " Storefront "
  static let minimumNameWidth = 16

  /// The catalog's name as shown (shortened with `…` where room ran short).
  var catalogName: String
  /// `● REC FILE`, while a session is recorded.
  var recording: String?
  /// The diagnostics badge, when it fits.
  var badge: String?
  /// The most detailed status that fits, if any.
  var status: StyledLine?

  /// - Parameters:
  ///   - statuses: the storefront, locale and clock, from the most detailed to the shortest.
  init(
    width: Int, catalogName: String, recording: String?, badge: String?, statuses: [StyledLine], glyphs: Glyphs
  ) {
    let recordingMark = recording.map { "\(glyphs.isUnicode ? "●" : "*") REC \($0)" }
    let nameWidth = DisplayWidth.of(catalogName)
    // The columns left for the name once the title, the mark and the gaps between pieces are placed.
    let fixed = DisplayWidth.of(Self.title) + 1 + (recordingMark.map { DisplayWidth.of($0) + 2 } ?? 0) + 1
    func room(badge: String?, status: StyledLine?) -> Int {
      width - fixed - (badge.map { DisplayWidth.of($0) + 2 } ?? 0) - (status.map { $0.width + 2 } ?? 0)
    }
    let wanted = min(nameWidth, Self.minimumNameWidth)
    let choices: [(badge: String?, status: StyledLine?)] =
      statuses.map { (badge, $0) } + statuses.map { (nil, $0) } + [(badge, nil), (nil, nil)]
    let choice = choices.first { room(badge: $0.badge, status: $0.status) >= wanted } ?? (nil, nil)
    self.badge = choice.badge
    self.status = choice.status
    self.recording = recordingMark.map {
      TextLayout.truncated($0, toWidth: max(0, width - DisplayWidth.of(Self.title) - 2), ellipsis: glyphs.ellipsis)
    }
    self.catalogName = TextLayout.truncated(
      catalogName, toWidth: max(0, room(badge: choice.badge, status: choice.status)), ellipsis: glyphs.ellipsis)
  }
}
