import Foundation

/// The repository's top folder (this file is `Tests/Benchmarks/Sources/BenchSupport/Repository.swift`
/// in it): where the release `settings-l10n` is built, beside `../shared` with the corpus.
public let repositoryRoot: URL = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<5 { url.deleteLastPathComponent() }
  return url
}()
