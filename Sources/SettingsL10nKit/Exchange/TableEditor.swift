import BundleIO
import Foundation

/// The planned edits of one table file: an existing file edited in place, or a new file.
struct TableEditor {
  let lproj: String
  let table: String
  private let bundleURL: URL
  /// Relative to the bundle.
  let path: String
  /// The parsed file, when it exists.
  let existing: LoadedTable?
  /// The bundle's real path, for checking where a new file would land.
  let bundleRoot: String?
  private(set) var edits: [StringsEdit] = []
  private(set) var newEntries: [(key: String, value: String, comment: String?)] = []
  private(set) var added: [String] = []
  private(set) var updated: [String] = []
  /// Keys removed that the existing table holds, by their positions in its index: 4 bytes a key,
  /// not an edit each, because a prune may remove millions.
  private(set) var removedPositions: [Int32] = []
  private(set) var removed = 0

  /// An editor of a table of a bundle whose real path is `bundleRoot` (`WriteDestination.realPath`
  /// of the bundle's path, worked out once by a caller that makes many editors).
  init(bundle: LocalizedBundle, lproj: String, table: String, bundleRoot: String?) {
    self.lproj = lproj
    self.table = table
    self.path = "\(lproj).lproj/\(table).strings"
    self.bundleURL = bundle.url
    self.existing = bundle.table(table, in: lproj)
    self.bundleRoot = bundleRoot
  }

  init(bundle: LocalizedBundle, lproj: String, table: String) {
    self.init(bundle: bundle, lproj: lproj, table: table, bundleRoot: WriteDestination.realPath(bundle.url.path))
  }

  /// The file's URL (made only for a file that changes).
  var url: URL { bundleURL.appendingPathComponent(path) }

  /// True when nothing is planned.
  var isEmpty: Bool { edits.isEmpty && newEntries.isEmpty && removedPositions.isEmpty }

  /// Adds an entry (new key).
  mutating func add(_ key: String, value: String, comment: String?) {
    added.append(key)
    if existing == nil {
      newEntries.append((key, value, comment))
    } else {
      edits.append(.insert(key: key, value: value, comment: comment))
    }
  }

  /// Changes the value of an existing key.
  mutating func set(_ key: String, value: String) {
    updated.append(key)
    edits.append(.setValue(key: key, value: value))
  }

  /// Removes every definition of the existing table's key at `position` (of its index): the
  /// position as the stale-key rule found it, with no lookup of the key.
  mutating func remove(at position: Int) {
    removed += 1
    removedPositions.append(Int32(position))
  }

  /// The problems that forbid editing the existing file, located; empty when it can be edited.
  static func refusals(for table: LoadedTable) -> [Finding] {
    let document = table.document
    guard document.syntax == .text else {
      return [
        Finding(
          .notEditable(propertyList: ()),
          file: table.path, language: table.lproj, table: table.table)
      ]
    }
    return document.errors.map { diagnostic in
      Finding(
        .notChanged(diagnostic),
        file: table.path, line: diagnostic.location?.line, column: diagnostic.location?.column,
        language: table.lproj, table: table.table)
    }
  }

  /// The file's new bytes, or the problems that forbid writing them.
  func change(newFileEncoding: StringsEncoding) -> Result<FileChange?, ExchangeError> {
    guard !isEmpty else { return .success(nil) }
    if let existing {
      let refusals = Self.refusals(for: existing)
      guard refusals.isEmpty else { return .failure(.refused(refusals)) }
      do {
        let after = try existing.document.applying(edits, removingKeysAt: removedPositions, of: existing.effective)
          .serialized()
        return .success(FileChange(url: url, displayPath: path, before: existing.document.serialized(), after: after))
      } catch {
        return .failure(
          .refused([
            Finding(.notEditable(error: "\(error)"), file: path, language: lproj, table: table)
          ]))
      }
    }
    // A table that was not read because its real path leaves the bundle is refused as such.
    if case .failure(let refusal) = WriteDestination.resolve(url, root: bundleRoot, display: path),
      refusal.finding.id == .pathOutsideBundle
    {
      var finding = refusal.finding
      finding.language = lproj
      finding.table = table
      return .failure(.unsafe([finding]))
    }
    if FileManager.default.fileExists(atPath: url.path) {
      return .failure(
        .refused([Finding(.unreadableFile(notReplaced: ()), file: path, language: lproj, table: table)]))
    }
    let document = StringsDocument.make(entries: newEntries, encoding: newFileEncoding)
    return .success(FileChange(url: url, displayPath: path, before: nil, after: document.serialized()))
  }

  /// `de.lproj/Root.strings: 2 added, 1 removed` (or `created with 12 keys`).
  var summary: String {
    if existing == nil { return "\(path): created with \(count(added.count, "key"))" }
    var parts: [String] = []
    if !added.isEmpty { parts.append("\(added.count) added") }
    if !updated.isEmpty { parts.append("\(updated.count) updated") }
    if removed > 0 { parts.append("\(removed) removed") }
    return "\(path): " + parts.joined(separator: ", ")
  }
}
