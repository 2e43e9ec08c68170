import BundleIO
import LprojMatching
import StringsFormat

/// One table as a device reads it for a chain of folders: the whole file from the first folder
/// that has it, nothing from a file that does not load, and a missing key shown raw.
///
/// A class: a page's renderer hands the same lookup to every string of the page, and a loaded
/// table is some twenty references, each retained and released again by every copy of a value.
final class TableLookup: Sendable {
  /// Where the page's strings come from.
  enum Source: Sendable {
    /// The page names no table: its strings are shown as written, and are not raw.
    case notLocalized
    /// No folder of the chain has the table.
    case missing
    /// The file exists but a device gets nothing from it (syntax error, unreadable).
    case failed(path: String, lproj: String, reason: String)
    /// The file loads (its entries are `strings`).
    case loaded(lproj: String)
  }

  /// The table name; nil when the page is not localized.
  let table: String?
  /// Where the strings come from.
  let source: Source
  /// The entries of a table that loads, read in place by `lookUp`.
  private let strings: StringsTable?
  /// The file the strings are read from, when one loads.
  let path: String?

  /// Looks a table up along `chain` in `bundle`.
  init(table: String?, chain: [Lproj], bundle: LocalizedBundle) {
    self.table = table
    let (source, loaded) = Self.find(table, chain: chain, bundle: bundle)
    self.source = source
    strings = loaded?.effective
    path = loaded?.path
  }

  /// Where a device reads `table` from along `chain`, and the table when it loads.
  private static func find(_ table: String?, chain: [Lproj], bundle: LocalizedBundle) -> (Source, LoadedTable?) {
    guard let table else { return (.notLocalized, nil) }
    guard let lproj = bundle.matcher.lproj(forTable: table, in: chain) else { return (.missing, nil) }
    let path = lproj.path(ofTable: table)
    guard let loaded = bundle.table(table, in: lproj.name) else {
      let finding = bundle.loadFindings.first { $0.file == path }
      return (.failed(path: path, lproj: lproj.name, reason: finding?.message ?? "it could not be read"), nil)
    }
    guard loaded.document.loadsOnDevice else {
      let errors = loaded.document.errors
      let first = errors.first.map { d in d.location.map { "line \($0.line): \(d.message)" } ?? d.message } ?? ""
      let count = errors.count == 1 ? "a syntax error" : "\(errors.count) syntax errors"
      return (.failed(path: path, lproj: lproj.name, reason: "it has \(count) (\(first))"), nil)
    }
    return (.loaded(lproj: loaded.lproj), loaded)
  }

  /// The folder the table is read from, when one has it.
  var lproj: String? {
    switch source {
    case .notLocalized, .missing: nil
    case .failed(_, let lproj, _): lproj
    case .loaded(let lproj): lproj
    }
  }

  /// A note for reviewers about the table as a whole, when there is something to say.
  var note: String? {
    switch source {
    case .notLocalized:
      return "the page names no StringsTable: the Settings app shows its strings as written"
    case .missing:
      return "no folder of the chain has \(table ?? "").strings: every string shows raw"
    case .failed(let path, _, let reason):
      return "\(path) does not load on a device because \(reason): every string shows raw"
    case .loaded:
      return nil
    }
  }

  /// The string a device shows for `key`, and the reason when it is raw.
  func lookUp(_ key: String) -> (text: String, rawReason: String?) {
    switch source {
    case .notLocalized:
      return (key, nil)
    case .missing:
      return (key, "no \(table ?? "").strings in the chain")
    case .failed(let file, _, _):
      return (key, "\(file) does not load")
    case .loaded:
      guard let value = strings?[key] else { return (key, "not in \(path ?? "")") }
      guard let string = value.string else { return (key, "not a string in \(path ?? "")") }
      return (string, nil)
    }
  }
}
