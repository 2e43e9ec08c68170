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
  static func code(for name: String) throws(LprojMatchingError) -> String? {
    try table.get()[name]
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
