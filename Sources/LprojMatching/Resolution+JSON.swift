import Foundation
import StringsFormat

extension Resolution {
  /// The JSON of DESIGN.md, `"version"` first, the other keys sorted; `table` and `tableLproj` only with a table.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(JSONReport(self))
    return JSONOutput.versioned(String(decoding: data, as: UTF8.self)) + "\n"
  }
}

/// The JSON contract of `resolve`, with explicit nulls.
private struct JSONReport: Encodable {
  let resolution: Resolution

  init(_ resolution: Resolution) { self.resolution = resolution }

  enum CodingKeys: String, CodingKey {
    case preferences, matchedPreference, lproj, chain, table, tableLproj
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(resolution.preferences, forKey: .preferences)
    try container.encode(resolution.matchedPreference, forKey: .matchedPreference)
    try container.encode(resolution.lproj, forKey: .lproj)
    try container.encode(resolution.chain, forKey: .chain)
    if let table = resolution.table {
      try container.encode(table, forKey: .table)
      try container.encode(resolution.tableLproj, forKey: .tableLproj)
    }
  }
}
