import Foundation

/// CFBundle's legacy English language names for `.lproj` folders (`English`, `Japanese`),
/// read from `Locales/legacy-lproj-names.json` in the module's resources.
enum LegacyLprojNames {
  /// The file's layout: a note on where the names come from, and name → language code.
  private struct File: Decodable {
    var names: [String: String]
  }

  /// The table, loaded once.
  private static let table: Result<[String: String], LprojMatchingError> = load()

  /// The language code a legacy name stands for (`Japanese` → `ja`), or nil if it is none.
  /// The table is read only for a name spelled like one, so bundles of tags never load it.
  static func code(for name: String) throws(LprojMatchingError) -> String? {
    guard couldBeLegacyName(name) else { return nil }
    return try table.get()[name]
  }

  /// True for the spelling of every legacy name: one capitalized English word in ASCII (`Lao`,
  /// `Japanese`); a tag (`ja`, `pt_BR`, `zh-Hans`) never is one.
  static func couldBeLegacyName(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next(), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
    var count = 1
    while let byte = bytes.next() {
      guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return false }
      count += 1
    }
    return count >= 3
  }

  /// Every legacy name with its code.
  static func all() throws(LprojMatchingError) -> [String: String] {
    try table.get()
  }

  private static func load() -> Result<[String: String], LprojMatchingError> {
    let name = "Locales/legacy-lproj-names.json"
    guard
      let url = Bundle.module.url(
        forResource: "legacy-lproj-names", withExtension: "json", subdirectory: "Locales")
    else {
      return .failure(.damagedResource(name: name, reason: "not found in the resource bundle"))
    }
    do {
      let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
      return .success(file.names)
    } catch {
      return .failure(.damagedResource(name: name, reason: "\(error)"))
    }
  }
}
