import TerminalUI
import Testing

@testable import StorefrontApp

/// The header's top line as one pure function of its pieces: the catalog's name gives way (shortened with `…`)
/// before the storefront, locale and clock do, and `● REC FILE` stays while a session is recorded.
@Suite struct HeaderLineTests {
  static let longName = "20_comexbackkid_LeftPocket_StoreKitConfiguration.storekit"
  static let statuses = [
    StyledLine("USA (USD) · en_US · 2026-01-01 00:00 (real time)"), StyledLine("USA (USD) · en_US · 2026-01-01 00:00"),
    StyledLine("USA · 2026-01-01 00:00"), StyledLine("2026-01-01 00:00"),
  ]

  static func line(width: Int, name: String = longName, recording: String? = nil, badge: String? = nil) -> HeaderLine {
    HeaderLine(
      width: width, catalogName: name, recording: recording, badge: badge, statuses: statuses, glyphs: .unicode)
  }

  /// The columns the line takes as the header draws it: title, name, mark, badge and status with their gaps.
  static func columns(_ line: HeaderLine) -> Int {
    HeaderLine.title.count + 1 + DisplayWidth.of(line.catalogName) + 2
      + (line.recording.map { DisplayWidth.of($0) + 2 } ?? 0) + (line.badge.map { DisplayWidth.of($0) + 2 } ?? 0)
      + (line.status?.width ?? 0) + 1
  }

  @Test func atEightyColumnsALongNameIsShortenedAndTheStatusStays() {
    let line = Self.line(width: 80)
    #expect(line.catalogName.hasSuffix("…") && line.catalogName.hasPrefix("20_comexbackkid"))
    #expect(line.status == Self.statuses[0], "the storefront, locale, clock and rate all stay")
    #expect(Self.columns(line) <= 80)
  }

  @Test func withRoomTheWholeNameAndTheWholeStatusShow() {
    let line = Self.line(width: 200)
    #expect(line.catalogName == Self.longName && line.status == Self.statuses[0])
  }

  @Test func aShortNameIsNeverShortened() {
    for width in [60, 80, 120] {
      #expect(Self.line(width: width, name: "demo.storekit").catalogName == "demo.storekit")
    }
  }

  @Test func theRecordingMarkStaysAndTheStatusGivesWayAfterTheNameAndTheBadge() {
    let line = Self.line(width: 80, recording: "walk.scenario", badge: "! 3 warnings")
    #expect(line.recording == "● REC walk.scenario")
    #expect(line.catalogName.hasSuffix("…") && line.catalogName.count >= HeaderLine.minimumNameWidth)
    #expect(line.status == Self.statuses[2] && line.badge == nil, "the badge goes before the storefront and clock")
    #expect(Self.columns(line) <= 80)
    let wide = Self.line(width: 200, recording: "walk.scenario", badge: "! 3 warnings")
    #expect(wide.catalogName == Self.longName && wide.badge != nil && wide.status == Self.statuses[0])
  }
}
