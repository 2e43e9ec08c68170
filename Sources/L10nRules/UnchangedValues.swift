import StringsFormat

/// The data's own word on what nobody translates: a development value of one word (besides names
/// and placeables) that most of the languages translating the rest of its table keep unchanged
/// is a name (`Video`, `Proxy`, `Speex 16kHz`), not a gap, in every language of the bundle. A
/// phrase of several words is never taken for one: a new phrase copied into every language
/// stays untranslated everywhere.
package struct UnchangedValues {
  /// The fewest languages translating a table for their choice to count: with fewer, one
  /// language's gaps would excuse themselves.
  package static let quorum = 3

  /// Per reference value: how many translating languages keep it unchanged.
  private var kept: [Int]
  /// How many languages translate most of the table.
  private var translating = 0

  /// True when the data may call `value` a name: one word besides names and placeables (a
  /// phrase is translated).
  package static func mayBeName(_ value: String) -> Bool {
    NamesAndPlaceables.words(in: value, upTo: 2) == 1
  }

  /// Votes on a table of `count` development values.
  package init(count: Int) { kept = Array(repeating: 0, count: count) }

  /// One language's table: of `compared` values to translate it keeps `unchanged` as they are;
  /// `candidates` are the reference indexes of those that may be names (each once). Only a
  /// language that translates most of them votes.
  package mutating func add(compared: Int, unchanged: Int, candidates: [Int]) {
    guard compared > 0, 2 * unchanged < compared else { return }
    translating += 1
    for r in candidates where kept.indices.contains(r) { kept[r] += 1 }
  }

  /// True when reference value `r` is kept unchanged by most translating languages.
  package func isName(_ r: Int) -> Bool {
    translating >= Self.quorum && kept.indices.contains(r) && 2 * kept[r] > translating
  }

  /// True when some value is a name (most tables have none, and are left as they are).
  package var hasNames: Bool { kept.indices.contains(where: isName) }
}

/// The keys, by table, whose development value the data calls a name (`UnchangedValues`): no
/// language's copy of them is untranslated, in `check`, `render`, `report` or `export` alike.
package struct DataNames: Sendable, Hashable {
  /// For each table, the keys whose development value is a name.
  package var keys: [String: Set<ExactKey>] = [:]

  /// No names.
  package init() {}

  /// True when the development value of `key` in `table` is a name by the data.
  package func contains(table: String?, key: String) -> Bool {
    guard let table, !keys.isEmpty else { return false }
    return keys[table]?.contains(ExactKey(key)) == true
  }
}
