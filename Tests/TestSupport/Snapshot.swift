import Foundation
public import Testing

/// Compares `actual` with the snapshot file `__Snapshots__/<name>.txt` beside the calling test file.
///
/// A missing snapshot (or `RECORD_SNAPSHOTS=1`) is written and the test fails, so a fresh baseline is
/// always reviewed before it counts.
public func assertSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("Recorded snapshot \(name); review \(file.path) and run again", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "snapshot \(name) differs; RECORD_SNAPSHOTS=1 re-records", sourceLocation: sourceLocation)
}
