import Foundation
import Testing

/// A page that cannot be parsed hides which keys its tables need: the table-writing and
/// exporting commands say so and do nothing, rather than print nothing and exit 0.
@Suite("A bundle whose page cannot be parsed", .serialized)
struct UnparsablePageCLITests {
  static let commands: [[String]] = [
    ["sync", "B"], ["sync", "B", "--prune"], ["sync", "B", "--dry-run"], ["export", "B", "--language", "de"],
    ["extract", "B"],
  ]

  @Test("is refused by every command that writes or exports its tables (exit 1), naming the page", arguments: commands)
  func refused(arguments: [String]) throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try Data("<?xml version=\"1.0\"?>\n<plist><dict><key>PreferenceSpecifiers</key><array>\n".utf8)
      .write(to: bundle.url.appendingPathComponent("Root.plist"))
    let before = try bundle.snapshot()
    let result = try CLI.run(arguments.map { $0 == "B" ? bundle.url.path : $0 })
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("Root.plist: error: not a valid property list"), "\(result.stderr)")
    #expect(result.stderr.contains("note: nothing was written"))
    #expect(result.stdout.isEmpty)
    #expect(try bundle.snapshot() == before)
  }
}
