import Foundation
import InterfaceLanguage
import StoreEngine
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

  static func line(
    width: Int, name: String = longName, recording: String? = nil, badge: String? = nil, drift: String? = nil
  ) -> HeaderLine {
    HeaderLine(
      width: width, catalogName: name, recording: recording, badge: badge, drift: drift, statuses: statuses,
      glyphs: .unicode)
  }

  /// The columns the line takes as the header draws it: title, name, mark, badge and status with their gaps.
  static func columns(_ line: HeaderLine) -> Int {
    HeaderLine.title.count + 1 + DisplayWidth.of(line.catalogName) + 2
      + (line.recording.map { DisplayWidth.of($0) + 2 } ?? 0) + (line.badge.map { DisplayWidth.of($0) + 2 } ?? 0)
      + (line.drift.map { DisplayWidth.of($0) + 2 } ?? 0)
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

  /// Issue 13: the QA controls (advance, pause) move the sandbox off real time, as Xcode's time rates never do
  /// (Apple's `SKTestSession.TimeRate` page: the periods shorten, the clock keeps real time), so the header says
  /// how far; the drift gives way after the badge and before the clock.
  @Test func theDriftGivesWayLastButOne() {
    let wide = Self.line(width: 200, badge: "! 3 warnings", drift: "3d 2h ahead")
    #expect(wide.drift == "3d 2h ahead" && wide.badge != nil && wide.status == Self.statuses[0])
    let eighty = Self.line(width: 80, badge: "! 3 warnings", drift: "3d 2h ahead")
    #expect(eighty.drift == "3d 2h ahead" && eighty.status != nil && Self.columns(eighty) <= 80)
    let narrow = Self.line(width: 65, badge: "! 3 warnings", drift: "3d 2h ahead")
    #expect(narrow.badge == nil && narrow.drift == "3d 2h ahead", "the badge goes before the drift")
    #expect(narrow.status != nil && Self.columns(narrow) <= 65)
    let tight = Self.line(width: 50, badge: "! 3 warnings", drift: "3d 2h ahead")
    #expect(tight.drift == nil && tight.status != nil, "the drift goes before the clock")
    #expect(Self.columns(tight) <= 50)
  }

  @Test func theHeaderSaysHowFarTheSandboxClockIsAheadOrBehind() {
    var state = AppFixtures.state(size: Size(width: 100, height: 30))
    #expect(!AppFixtures.frame(state).screen.text.contains("ahead"), "a clock in step says nothing")
    state.snapshot?.clock.anchorVirtual = AppFixtures.start.addingTimeInterval(3 * 86_400 + 7_200)
    let ahead = String(AppFixtures.frame(state).screen.text.split(separator: "\n")[0])
    #expect(ahead.contains("3d 2h ahead") && ahead.contains("2026-01-04 02:00"), "\(ahead)")
    state.snapshot?.clock.anchorVirtual = AppFixtures.start
    state.realNow = AppFixtures.start.addingTimeInterval(45 * 60)
    let behind = String(AppFixtures.frame(state).screen.text.split(separator: "\n")[0])
    #expect(behind.contains("45m behind") && behind.contains("(paused)"), "\(behind)")
    state.language = .zhHans
    #expect(String(AppFixtures.frame(state).screen.text.split(separator: "\n")[0]).contains("慢 45 分钟"))
  }
}
