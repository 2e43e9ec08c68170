import ByteCore
import Foundation
import StringsFormat

/// The `.lproj` folders of a bundle, parsed, with findings about their names.
public struct BundleLocalizations: Sendable {
  /// The folders whose names are locales or `Base`, sorted by name.
  public let lprojs: [Lproj]
  /// `invalid-lproj-name` and `duplicate-lproj` findings, sorted by folder.
  public let findings: [LprojFinding]
  /// Names of folders that repeat another folder's locale; matching skips them.
  public let duplicates: Set<String>
  /// The folders matching may pick: every locale once, without `Base` (kept, as every lookup
  /// of every page matches against them).
  let matchable: [Lproj]

  /// Parses directory entries: folders on disk (`de.lproj`) with their tables, and plain files.
  public init(folders: [String: Set<String>], files: [String] = []) throws(LprojMatchingError) {
    var lprojs: [Lproj] = []
    var findings: [LprojFinding] = []
    let sorted = folders.sorted(by: { $0.key < $1.key })
    // ICU reads each folder's name (a tenth of a millisecond apiece): the names are read in parallel.
    let results = Concurrently.map(sorted.count) { index -> Result<Lproj, LprojMatchingError>? in
      let (folder, tables) = sorted[index]
      guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
      return Result { () throws(LprojMatchingError) in
        try Lproj(name: String(folder.dropLast(".lproj".count)), tables: tables)
      }
    }
    for ((folder, tables), result) in zip(sorted, results) {
      switch result {
      case nil:
        if Self.looksLikeLproj(folder, tables: tables) { findings.append(.notLproj(folder)) }
      case .success(let lproj):
        lprojs.append(lproj)
      case .failure(let error):
        guard case .invalidLanguageTag = error else { throw error }
        findings.append(.notALocale(folder, error))
      }
    }
    for file in files where file.hasSuffix(".lproj") {
      findings.append(.notAFolder(file))
    }
    lprojs.sort { $0.name < $1.name }
    var duplicates: Set<String> = []
    let groups = Dictionary(grouping: lprojs.filter { !$0.isBase }) { $0.locale?.matchingTag ?? "" }
    for group in groups.values where group.count > 1 {
      let primary = group.first { $0.name == $0.locale?.canonical } ?? group[0]
      for lproj in group where lproj != primary {
        duplicates.insert(lproj.name)
        findings.append(.duplicate(lproj, of: primary))
      }
    }
    self.lprojs = lprojs
    self.findings = findings.sorted { ($0.folder, $0.id) < ($1.folder, $1.id) }
    self.duplicates = duplicates
    matchable = lprojs.filter { !$0.isBase && !duplicates.contains($0.name) }
  }

  /// Lists a bundle folder: its `.lproj` folders and their `.strings` tables, without the
  /// entries in `hidden` (paths relative to the bundle: `fr.lproj`, `de.lproj/Root.strings`).
  public init(contentsOf bundle: URL, hiding hidden: Set<String> = []) throws(LprojMatchingError) {
    let manager = FileManager.default
    var folders: [String: Set<String>] = [:]
    var files: [String] = []
    // Paths are joined as text: a URL built and read back for each entry costs more than the listing.
    let root = bundle.path
    do {
      for entry in try manager.contentsOfDirectory(atPath: root) where !hidden.contains(entry) {
        let path = root.hasSuffix("/") ? root + entry : root + "/" + entry
        let found = FileSystem.exists(atPath: path)
        guard found.exists else { continue }
        guard found.isFolder else {
          files.append(entry)
          continue
        }
        let tables = try manager.contentsOfDirectory(atPath: path)
          .filter { $0.hasSuffix(".strings") && $0.count > ".strings".count && !hidden.contains(entry + "/" + $0) }
          .map { String($0.dropLast(".strings".count)) }
        folders[entry] = Set(tables)
      }
    } catch {
      throw .unreadableBundle(path: bundle.path, reason: Self.reason(error))
    }
    try self.init(folders: folders, files: files)
  }

  /// The folder with this name (without `.lproj`).
  public func lproj(named name: String) -> Lproj? {
    lprojs.first { $0.name == name }
  }

  /// True for a folder that is meant as a localization but not named `*.lproj`: it holds
  /// `.strings` tables, or its extension is a near miss of `lproj` (`proj`, `lprj`, `LPROJ`).
  static func looksLikeLproj(_ folder: String, tables: Set<String>) -> Bool {
    if !tables.isEmpty { return true }
    guard let dot = folder.lastIndex(of: "."), dot != folder.startIndex else { return false }
    let ext = folder[folder.index(after: dot)...].lowercased()
    return ext.count >= 3 && editDistance(ext, "lproj") <= 2
  }

  /// Levenshtein distance between two short strings.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        let substitution = previous[j] + (x == y ? 0 : 1)
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, substitution))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// A short reason for a file-system error.
  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
