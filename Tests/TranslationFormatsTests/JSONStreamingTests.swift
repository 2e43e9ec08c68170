import Foundation
import StringsFormat
import Testing

@testable import TranslationFormats

@Suite("Exchange: JSON read a member at a time")
struct JSONStreamingTests {
  static func failure(_ json: String) -> String? {
    do {
      _ = try JSONDocument(parsing: Array(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a member name given twice is refused however it is spelled, at its place, among thousands of names")
  func duplicateNames() {
    let names = (0..<5_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    #expect(Self.failure("{\(names)}") == nil)
    // `\u0061` is `a`, and `\u00e9` the scalar é: exactly the same names, written otherwise.
    #expect(
      Self.failure("{\(names), \"\\u006b17\": 0}")?.hasSuffix("the member \"k17\" is given twice in one object") == true
    )
    #expect(
      Self.failure("{\"\u{E9}\": 1, \"\\u00e9\": 2}") == "1:10: the member \"\u{E9}\" is given twice in one object")
    // é as e and a combining accent is another name to a JSON reader, though the same text.
    #expect(Self.failure("{\"\u{E9}\": 1, \"e\u{301}\": 2}") == nil)
    #expect(Self.failure("{\"a\": {\"a\": 1}, \"b\": {\"a\": 2}}") == nil, "each object has names of its own")
  }

  @Test("an array member is handed over one element at a time and kept empty; the rest of the file is kept")
  func elements() throws {
    var seen: [String] = []
    let json = #"{"version": 1, "findings": [{"id": "a"}, {"id": "b"}, 3], "tail": {"x": [1]}}"#
    let document = try JSONDocument(parsing: Array(json.utf8), streamingElementsOf: "findings") { node, document in
      seen.append(node["id"]?.string ?? "\(document.location(of: node))")
    }
    #expect(seen == ["a", "b", "1:55"])
    #expect(document.root["findings"]?.elements?.isEmpty == true)
    #expect(document.root["version"]?.number == "1")
    #expect(document.root["tail"]?["x"]?.elements?.count == 1)
  }

  @Test("a catalog read for its translations keeps only the entries asked for, each still checked")
  func keptEntries() throws {
    let json =
      #"{"sourceLanguage":"en","strings":{"A":{},"B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"b"}}}},"C":{}},"version":"1.0"}"#
    let all = try StringCatalog(parsing: Array(json.utf8))
    let kept = try StringCatalog(parsing: Array(json.utf8), keeping: { !$0.localizations.isEmpty })
    #expect(all.entries.map(\.key) == ["A", "B", "C"])
    #expect(kept.entries == all.entries.filter { $0.key == "B" })
    #expect(throws: TranslationFormatError.self) {
      _ = try StringCatalog(
        parsing: Array(#"{"sourceLanguage":"en","strings":{"A":{"comment":1}}}"#.utf8), keeping: { _ in false })
    }
  }
}
