import Foundation
import StringsFormat
import Testing

@testable import SettingsL10nKit

/// `sync --prune` removes stale keys in one pass over the table, by their positions: the bytes it
/// writes are those the removal of each key as an edit of its own wrote (recorded here from that
/// algorithm), comments, blank lines and every kind of line break included.
@Suite("Prune: the bytes written")
struct PruneBytesTests {
  static func pruned(_ german: String) throws -> Result<String, ExchangeError> {
    let url = try LocalizedBundleTests.makeBundle([
      "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n", "de.lproj/Root.strings": german,
    ])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let changes = try Sync.plan(try LocalizedBundle.load(url), options: SyncOptions(prune: true)).changes.changes
      let change = try #require(changes.first { $0.displayPath == "de.lproj/Root.strings" })
      return .success(String(decoding: change.after, as: UTF8.self))
    } catch let error as ExchangeError {
      return .failure(error)
    }
  }

  @Test("stale keys among comments, same-line comments, blank lines, CRLF, CR and LF: the recorded bytes")
  func recorded() throws {
    let german =
      "/* Header comment */\r\n\r\n/* Old one */\r\n\"Old1\" = \"A\";\r\n\r\n\"Sound\" = \"Ton\"; /* kept, same line */\r\n"
      + "\t\"Old2\" = \"B\"; // trailing\r\"Old3\" = \"C\";\"Kept?\" = \"no\";\n\n\n/* stale with blank lines */\n"
      + "\"Old4\" = \"D\";\n\n\"Old1\" = \"again\";\r\n  \"Old5\" = \"E\" ;  \r\n\r\n/* last */\n\"Old6\" = \"F\";"
    let expected = "/* Header comment */\r\n\r\n\"Sound\" = \"Ton\"; /* kept, same line */\r\n\n\n\n"
    #expect(try Self.pruned(german).get() == expected)
    // The same removals as edits of their own give the same bytes.
    let document = StringsDocument(german)
    let keys = ["Old1", "Old2", "Old3", "Kept?", "Old4", "Old5", "Old6"]
    #expect(
      String(decoding: try document.applying(keys.map { .remove(key: $0) }).serialized(), as: UTF8.self) == expected)
  }

  @Test("stale keys of a table whose keys are each defined once: the bytes their removal as edits writes")
  func eachKeyOnce() throws {
    let german =
      "/* c */\n\"Old1\" = \"A\";\n\n\"Sound\" = \"Ton\";\r\n\"Old2\" = \"B\"; // x\n\"Old3\";\n\n/* end */\n"
    let document = StringsDocument(german)
    let expected = try document.applying(["Old1", "Old2", "Old3"].map { .remove(key: $0) }).serialized()
    #expect(try Self.pruned(german).get() == String(decoding: expected, as: UTF8.self))
    // As the removal found each key by a lookup of its own wrote them (recorded).
    #expect(try Self.pruned(german).get() == "\"Sound\" = \"Ton\";\r\n\n/* end */\n")
  }

  @Test("a removal that would overlap the one before it is refused as it was")
  func overlap() throws {
    let result = try Self.pruned("\"Sound\" = \"Ton\";\n\n\"A\" = \"1\";\n\n\"B\" = \"2\";")
    guard case .failure(.refused(let findings)) = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
    #expect(findings.map(\.message) == ["two edits overlap at offset 29"])
  }

  @Test("a key set by an edit and removed by position stays, as a `.remove` edit after the set left it")
  func setThenRemoved() throws {
    let document = StringsDocument("\"a\" = \"1\";\n\"b\" = \"2\";\n")
    let table = document.makeTable()
    let positions = try ["a", "b"].map { Int32(try #require(table.position(of: $0))) }
    let edited = try document.applying([.setValue(key: "a", value: "3")], removingKeysAt: positions, of: table)
    #expect(String(decoding: edited.serialized(), as: UTF8.self) == "\"a\" = \"3\";\n")
  }
}
