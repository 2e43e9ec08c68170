import StringsFormat
import Testing

@testable import ByteCore
@testable import TranslationFormats

/// A catalog's entries are made as the reader reaches them; what it reads, and the first problem
/// it reports, are those of reading the whole tree first.
@Suite("String Catalog reading")
struct CatalogReadingTests {
  typealias Bad = ExchangeJSONTests.Malformed

  static let bad: [Bad] = [
    Bad(
      name: "a bad entry, then a syntax error: the syntax error",
      json: "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{\"comment\":1}},\n\"version\":}", line: 2, column: 11,
      message: "a value was expected"),
    Bad(
      name: "a bad entry and no source language: the source language",
      json: "{\"strings\":{\"A\":{\"comment\":1}}}", line: 1, column: 1, message: "\"sourceLanguage\" is missing"),
    Bad(
      name: "a bad entry and a version that is not a string: the version",
      json: "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":[]},\"version\":2}", line: 1, column: 53,
      message: "\"version\" must be a string, not a number"),
    Bad(
      name: "two bad entries: the first",
      json: "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{\"comment\":1},\n\"B\":[]}}", line: 1, column: 50,
      message: "\"comment\" must be a string, not a number"),
    Bad(
      name: "strings that are not an object",
      json: "{\"sourceLanguage\":\"en\",\"strings\":[]}", line: 1, column: 34,
      message: "\"strings\" must be an object, not an array"),
    Bad(
      name: "a key given twice in strings",
      json: "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{},\"A\":{}}}", line: 1, column: 42, message: "given twice"),
  ]

  @Test("the first problem is the one a read of the whole tree finds", arguments: bad)
  func firstProblem(_ bad: Bad) {
    #expect(throws: TranslationFormatError.self) { _ = try StringCatalog(parsing: Array(bad.json.utf8)) }
    do {
      _ = try StringCatalog(parsing: Array(bad.json.utf8))
    } catch {
      #expect(error.location == SourceLocation(line: bad.line, column: bad.column), "\(error)")
      #expect(error.message.contains(bad.message), "\(error.message)")
    }
  }

  @Test("entries keep their order and locations; a member named strings deeper down is an ordinary member")
  func entriesInOrder() throws {
    let json = """
      {"sourceLanguage":"en","strings":{
      "B":{"comment":"b","localizations":{"de":{"stringUnit":{"state":"translated","value":"Bee"}}}},
      "strings":{"extractionState":"manual","strings":{"x":1}},
      "A":{}},"version":"1.1"}
      """
    let catalog = try StringCatalog(parsing: Array(json.utf8))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.version == "1.1")
    #expect(catalog.entries.map(\.key) == ["B", "strings", "A"])
    #expect(catalog.entries[0].comment == "b")
    #expect(catalog.entries[0].location == SourceLocation(line: 2, column: 5))
    #expect(
      catalog.entries[0].localizations["de"]
        == StringCatalog.Localization(state: "translated", value: "Bee", location: SourceLocation(line: 2, column: 42)))
    #expect(catalog.entries[1].extractionState == "manual")
    #expect(catalog.entries[2].location == SourceLocation(line: 4, column: 5))
  }

  @Test("entries an import keeps are placed, and each of their localizations, as a whole read places them")
  func keptEntriesPlaced() throws {
    let json = """
      {"sourceLanguage":"en","strings":{
      "E":{},
      "K":{"localizations":{"de":{"stringUnit":{"state":"new","value":"a"}},
        "fr":{"stringUnit":{"state":"translated","value":"b"}}}}},"version":"1.0"}
      """
    let kept = try StringCatalog(parsing: Array(json.utf8), keeping: { !$0.localizations.isEmpty })
    #expect(kept.entries.map(\.key) == ["K"])
    #expect(kept.entries[0].location == SourceLocation(line: 3, column: 5))
    #expect(
      kept.entries[0].localizations["fr"]
        == StringCatalog.Localization(state: "translated", value: "b", location: SourceLocation(line: 4, column: 8)))
    let whole = try StringCatalog(parsing: Array(json.utf8))
    #expect(whole.entries.last == kept.entries[0])
    #expect(
      whole.entries[0]
        == StringCatalog.Entry(
          key: "E", comment: nil, extractionState: nil, localizations: [:], location: SourceLocation(line: 2, column: 5)
        ))
  }
}
