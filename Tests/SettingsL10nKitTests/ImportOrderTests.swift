import Testing

@testable import BundleIO
@testable import SettingsL10nKit

/// `import` plans the tables of different folders concurrently; what it reports must not depend
/// on that: findings in the order of the inputs, their files and their units, and conflicts
/// found between any two units for one table, whichever input or file they come in.
@Suite("Import: tables planned concurrently report as if planned one by one")
struct ImportOrderTests {
  /// One `<file>`: its language and table, and the units it carries.
  struct Part {
    var language: String
    var table: String
    var units: [TranslationUnit]
  }

  static func unit(_ key: String, _ source: String, _ target: String) -> TranslationUnit {
    TranslationUnit(key: key, source: source, target: target, state: .translated)
  }

  static func inputs(_ files: [[Part]]) -> [TranslationInput] {
    files.enumerated().map { index, parts in
      TranslationInput(
        path: "input-\(index).xliff",
        files: parts.map {
          TranslationFile(
            original: "en.lproj/\($0.table).strings", sourceLanguage: "en", targetLanguage: $0.language, units: $0.units
          )
        })
    }
  }

  /// Inputs whose files interleave two tables and four languages (two of them new folders),
  /// each unit giving one finding that names where it came from.
  static func interleaved() -> (inputs: [TranslationInput], expected: [String]) {
    var expected: [String] = []
    var files: [[Part]] = []
    let languages = ["de", "fr", "ja", "it"]
    for input in 0..<3 {
      var parts: [Part] = []
      for file in 0..<4 {
        let language = languages[(input + file) % languages.count]
        let table = file % 2 == 0 ? "Root" : "More"
        var units: [TranslationUnit] = []
        // A file in another language than the input's first: one `mixed-languages` note, first.
        if file > 0 { expected.append("input-\(input).xliff mixed-languages - - -") }
        for n in 0..<3 {
          // A key no page uses: one `stale-unit` warning each, in order.
          let key = "stale \(input).\(file).\(n)"
          units.append(unit(key, "x", "y"))
          expected.append("input-\(input).xliff stale-unit \(language) \(table) \(key)")
        }
        // The same target again for a key already imported, or a first one: no finding.
        units.append(table == "Root" ? unit("Sounds", "Sounds", "Töne") : unit("Server", "Server", "Serveur"))
        // A target equal to its source in another language: one `untranslated` warning.
        let same = table == "Root" ? "General" : "Advanced mode"
        units.append(unit(same, same, same))
        expected.append("input-\(input).xliff untranslated \(language) \(table) \(same)")
        parts.append(Part(language: language, table: table, units: units))
      }
      files.append(parts)
    }
    return (inputs(files), expected)
  }

  @Test("findings come in the order of inputs, files and units, every time")
  func findingsInOrder() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bundle = try copy.load()
    let (inputs, expected) = Self.interleaved()
    // Several rounds: the tables' planning interleaves differently from one to the next.
    for _ in 0..<20 {
      let report = try Import.plan(bundle, inputs: inputs, options: ImportOptions(createFolders: true))
      let found = report.findings.map {
        "\($0.file ?? "-") \($0.id) \($0.language ?? "-") \($0.table ?? "-") \($0.key ?? "-")"
      }
      #expect(found == expected)
      #expect(report.changes.changes.count == 8)
    }
  }

  @Test("two targets for one key of one table conflict across inputs and within one, in order")
  func conflicts() throws {
    let copy = try BundleCopy(fixture: "basic")
    let bundle = try copy.load()
    let inputs = Self.inputs([
      [
        Part(language: "de", table: "Root", units: [Self.unit("Sounds", "Sounds", "Töne")]),
        Part(language: "fr", table: "More", units: [Self.unit("Server", "Server", "Serveur")]),
      ],
      [Part(language: "fr", table: "More", units: [Self.unit("Server", "Server", "Serveur")])],
      [
        Part(language: "fr", table: "More", units: [Self.unit("Server", "Server", "Le serveur")]),
        Part(
          language: "de", table: "Root",
          units: [Self.unit("Sounds", "Sounds", "Klänge"), Self.unit("General", "General", "Allgemein")]),
        Part(language: "de", table: "Root", units: [Self.unit("General", "General", "Übersicht")]),
      ],
    ])
    for _ in 0..<20 {
      #expect {
        try Import.plan(bundle, inputs: inputs, options: ImportOptions(createFolders: true))
      } throws: { error in
        guard case ExchangeError.refused(let refusals) = error else { return false }
        return refusals.map { "\($0.file ?? "-") \($0.language ?? "-") \($0.key ?? "-")" } == [
          "input-2.xliff fr Server", "input-2.xliff de Sounds", "input-2.xliff de General",
        ] && refusals.allSatisfy { $0.id == "conflicting-targets" }
          && refusals[0].message.contains("another target at input-0.xliff")
          && refusals[2].message.contains("another target at input-2.xliff")
      }
    }
  }
}
