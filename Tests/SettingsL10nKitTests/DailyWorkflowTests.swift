import Foundation
import Testing

@testable import SettingsL10nKit

/// README's daily workflow as written (`extract`, then `sync`, then `check`) on a copy of every
/// corpus bundle: a clean gate stays clean, and no step raises the number of errors `check` shows.
@Suite("README's daily workflow")
struct DailyWorkflowTests {
  /// The corpus bundles (`../shared/corpus`); none when the corpus is absent.
  static let corpus: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: AuditFixtures.corpus.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: AuditFixtures.corpus.appendingPathComponent("\($0)/Settings.bundle").path)
    }.sorted()
  }()

  /// The errors `check` reports on the bundle, as the workflow runs it (`--policy pull-request`).
  static func errors(_ bundle: URL) throws -> Int {
    var request = CheckRequest(bundle: "Settings.bundle", bundleURL: bundle, format: .json)
    request.severities = CheckPolicy.pullRequest.severities
    return try CheckJob.run(request).outcome.report.summary.errors
  }

  static let hasCorpus = FileManager.default.fileExists(atPath: AuditFixtures.corpus.path)

  /// Gives the owner write permission on a folder and everything in it.
  static func makeWritable(_ folder: URL) throws {
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    for case let path as String in manager.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
      let full = folder.appendingPathComponent(path).path
      var isFolder: ObjCBool = false
      _ = unsafe manager.fileExists(atPath: full, isDirectory: &isFolder)
      try manager.setAttributes([.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: full)
    }
  }

  @Test(
    "extract, sync, check on every corpus bundle never raise the error count",
    .enabled(if: hasCorpus, "../shared/corpus is not beside the project"), arguments: corpus)
  func workflow(_ name: String) throws {
    let copy = try BundleCopy(AuditFixtures.corpus.appendingPathComponent("\(name)/Settings.bundle"))
    // The corpus may be read-only; a user's checkout is not.
    try Self.makeWritable(copy.url)
    let before = try Self.errors(copy.url)
    do {
      _ = try ExchangeJobs.extract(bundle: copy.url, options: ExtractOptions(), run: .init())
      let extracted = try Self.errors(copy.url)
      #expect(extracted <= before, "\(name): extract raised the errors from \(before) to \(extracted)")
      _ = try ExchangeJobs.sync(bundle: copy.url, options: SyncOptions(), run: .init())
    } catch let error as ExchangeError {
      // A bundle the writing commands refuse for its own content (a table with a syntax error,
      // linphone's) is left as it was; being refused for anything else is a failure.
      guard case .refused(let problems) = error, problems.allSatisfy({ $0.id == .syntaxError }) else { throw error }
    }
    let after = try Self.errors(copy.url)
    #expect(after <= before, "\(name): the workflow raised the errors from \(before) to \(after)")
  }

  @Test(
    "every corpus bundle is run", .enabled(if: hasCorpus, "../shared/corpus is not beside the project"))
  func corpusPresent() {
    #expect(Self.corpus.count >= 5)
  }
}
