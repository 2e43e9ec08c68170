import Foundation
import Testing

@testable import SettingsL10nKit

/// Work spread over the cores must give what doing it one by one gives: the results in order,
/// and, when several fail, the failure of the first.
@Suite("Concurrently: results and failures as if done one by one")
struct ConcurrentlyTests {
  struct Failure: Error, Equatable {
    var index: Int
  }

  @Test("results come back in index order", arguments: [0, 1, 2, 7, 100])
  func inOrder(_ count: Int) {
    let squares = Concurrently.map(count) { $0 * $0 }
    #expect(squares == (0..<count).map { $0 * $0 })
  }

  @Test("the lowest failing index is the error thrown, even when a later one fails first")
  func firstFailure() {
    for _ in 0..<20 {
      // Index 3 fails only after the later failures have surely been recorded.
      let error = #expect(throws: Failure.self) {
        try Concurrently.map(16) { index throws(Failure) -> Int in
          if index == 3 {
            usleep(2_000)
            throw Failure(index: index)
          }
          if index >= 9 { throw Failure(index: index) }
          return index
        }
      }
      #expect(error == Failure(index: 3))
    }
  }

  @Test("export makes every language of a bundle as one by one, and the first unknown language is the error")
  func exportLanguages() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bundle = try copy.load()
    let shared = Export.Shared(bundle)
    let options = ExportOptions()
    let names = Array(repeating: ["de", "en"], count: 9).flatMap { $0 }
    let made = try Export.languages(names, of: bundle, shared: shared, options: options, path: { _ in nil })
    #expect(made.count == names.count)
    for (name, export) in zip(names, made) {
      let alone = try Export.files(bundle, language: name, shared: shared)
      #expect(export.files == alone.files)
      let document = XLIFFDocument(files: alone.files.map { XLIFFDocument.File($0, tool: options.tool) })
      #expect(export.xml == document.xmlBytes(reusing: nil))
    }
    var withUnknown = names
    withUnknown.insert("xx-unknown-2", at: 13)
    withUnknown.insert("xx-unknown-1", at: 11)
    let error = #expect(throws: ExchangeError.self) {
      try Export.languages(withUnknown, of: bundle, shared: shared, options: options, path: { _ in nil })
    }
    let first = #expect(throws: ExchangeError.self) { try Export.files(bundle, language: "xx-unknown-1", shared: shared) }
    #expect(error.map { "\($0)" } == first.map { "\($0)" })
  }
}
