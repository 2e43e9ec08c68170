/// The units of a `<file>` whose `original` names no table (a translation service rewrote it,
/// `original="/en.xliff"`, or put several tables in one file), sent to the tables by key.
enum ImportByKey {
  /// The file's units split by the one table whose pages use each key, in the order the tables
  /// first appear; a unit whose key two tables use is ambiguous (reported, not imported), and
  /// units whose key no table uses are counted in one finding. No part when no unit has a table.
  static func split(
    _ file: TranslationFile, uses: StringUses, path: String
  ) -> (files: [(table: String, file: TranslationFile)], findings: [Finding]) {
    let used = uses.tables.map { ($0, uses.usedKeys(table: $0)) }
    var order: [String] = []
    var units: [String: [TranslationUnit]] = [:]
    var findings: [Finding] = []
    var unknown = 0
    for unit in file.units {
      let tables = used.filter { $0.1.contains(unit.key) }.map(\.0)
      guard let table = tables.first else {
        unknown += 1
        continue
      }
      guard tables.count == 1 else {
        findings.append(
          Finding(
            .ambiguousUnit(
              quoted: unit.key.quotedLiteral, original: file.original, tables: tables.joined(separator: ", "),
              first: table),
            file: path, line: unit.location?.line, column: unit.location?.column, key: unit.key))
        continue
      }
      if units[table] == nil { order.append(table) }
      units[table, default: []].append(unit)
    }
    guard !order.isEmpty else { return ([], findings) }
    if unknown > 0 {
      findings.append(
        Finding(
          .staleUnits(unknown, of: file.original),
          file: path, line: file.location?.line, column: file.location?.column))
    }
    let files = order.map { table in
      var part = file
      part.units = units[table] ?? []
      return (table, part)
    }
    return (files, findings)
  }
}
