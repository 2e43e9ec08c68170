import Foundation
import Testing

/// Messages name paths as the user gave them, relative to the current folder, once each.
@Suite("Error messages: relative paths, no repeated prefix", .serialized)
struct MessagePathsCLITests {
  @Test(
    "a path below the current folder is shown relative to it, and said once",
    arguments: [
      (["export", "nothere", "--language", "de"], "error: nothere: no such folder\n"),
      (["sync", "nothere"], "error: nothere: no such folder\n"),
      (["strings", "dump", "folder"], "error: folder: cannot read: not a regular file (a directory)\n"),
      (
        ["check", "Settings.bundle", "--baseline", "folder"],
        "error: folder: cannot read the baseline: not a regular file (a directory)\n"
      ),
      (
        ["report", "Settings.bundle", "--output", "folder"],
        "error: folder: cannot write: not a regular file (a directory)\n"
      ),
    ])
  func relativeOnce(arguments: [String], expected: String) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try FileManager.default.createDirectory(
      at: bundle.root.appendingPathComponent("folder"), withIntermediateDirectories: true)
    let result = try CLI.run(arguments, in: bundle.root)
    #expect(result.status == 2)
    #expect(result.stderr == expected)
  }
}
