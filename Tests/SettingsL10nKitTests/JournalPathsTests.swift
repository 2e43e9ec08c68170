import Foundation
import Testing

@testable import BundleIO

/// `JournalPaths` splits a path as `NSString` does, on the journal's paths and on others (not
/// one relative name: Foundation on Linux traps on `deletingLastPathComponent` of `a`).
@Suite("Journal paths")
struct JournalPathsTests {
  static let paths = [
    "/tmp/b/Settings.bundle/de.lproj/Root.strings",
    "/tmp/b/Settings.bundle/de.lproj/.Root.strings.settings-l10n-tmp-1-0a",
    "/a", "/", "", "a/b", "/a/b/", "//a", "/a//b", "/a/./b", "/a/..", "/ü/é.lproj/Ключ.strings", "/a/b c/d",
    "relative/path/x", "/trailing//", "/x/.hidden",
  ]

  @Test("name and parent are NSString's", arguments: paths)
  func agrees(_ path: String) {
    #expect(JournalPaths.name(path) == (path as NSString).lastPathComponent)
    #expect(JournalPaths.parent(path) == (path as NSString).deletingLastPathComponent)
  }
}
