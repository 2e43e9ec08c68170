import Dispatch
import Foundation
import Synchronization

/// One `<lproj>/<Table>.strings` file, parsed.
public struct LoadedTable: Sendable {
  /// The folder name without `.lproj` (`zh_TW`, `Base`).
  public var lproj: String
  /// The table name (`Root`).
  public var table: String
  /// The path relative to the bundle (`de.lproj/Root.strings`).
  public var path: String
  /// The lossless document.
  public var document: StringsDocument
  /// The entries a device reads once the file loads (see `document.loadsOnDevice`: with errors it loads nothing).
  public var effective: StringsTable
  /// Line index of the document's text, for locating entries (built on first use).
  public var lines: LineIndex { lineCache.index(for: document) }
  private let lineCache = LineCache()

  /// Creates a loaded table.
  public init(lproj: String, table: String, path: String, document: StringsDocument, effective: StringsTable) {
    self.lproj = lproj
    self.table = table
    self.path = path
    self.document = document
    self.effective = effective
  }

  /// The location of an entry's key, as a finding position.
  public func location(of entry: StringsEntry) -> SourceLocation? {
    document.syntax == .text ? lines.location(of: entry.keyRange.lowerBound) : nil
  }
}

/// A Settings bundle with everything the jobs need: its pages, its `.lproj` folders, the
/// matcher for its languages, and every table of every folder parsed.
public struct LocalizedBundle: Sendable {
  /// How to load a bundle.
  public struct Options: Sendable, Hashable {
    /// The development language (folder or tag); `nil` means `en`, else `Base`, else `English`.
    public var developmentLanguage: String?
    /// Use InAppSettingsKit's convention: a page without `StringsTable` uses a table named after it.
    public var iaskTableConvention: Bool
    /// Tables larger than this are not read (a finding says so).
    public var maxTableBytes: Int

    /// Creates options.
    public init(developmentLanguage: String? = nil, iaskTableConvention: Bool = false, maxTableBytes: Int = 64 << 20) {
      self.developmentLanguage = developmentLanguage
      self.iaskTableConvention = iaskTableConvention
      self.maxTableBytes = maxTableBytes
    }
  }

  /// The bundle folder.
  public let url: URL
  /// The pages reached from Root and what was found on the way.
  public let walk: BundleWalk
  /// The bundle's `.lproj` folders.
  public let localizations: BundleLocalizations
  /// Matches languages to folders; knows the development language.
  public let matcher: LprojMatcher
  /// Every table of every folder, by folder then table name.
  public let tables: [String: [String: LoadedTable]]
  /// Problems reading table files (too large, unreadable).
  public let loadFindings: [Finding]

  /// The development language's folder, if the bundle has one.
  public var developmentLproj: Lproj? { matcher.developmentLproj }

  /// A table of a folder, if the folder has it.
  public func table(_ table: String, in lproj: String) -> LoadedTable? { tables[lproj]?[table] }

  /// Reads the bundle: walks its pages, lists its folders and parses every table concurrently.
  public static func load(_ url: URL, options: Options = Options()) throws -> LocalizedBundle {
    let walk = try SettingsBundle(url: url, options: .init(iaskTableConvention: options.iaskTableConvention)).walk()
    let localizations: BundleLocalizations
    let matcher: LprojMatcher
    do {
      localizations = try BundleLocalizations(contentsOf: url)
      matcher = try LprojMatcher(localizations: localizations, developmentLanguage: options.developmentLanguage)
    } catch {
      throw BundleError(path: url.path, reason: "\(error)")
    }
    // Never read through a symlink that leaves the bundle: report it instead.
    let root = url.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    var outside: [Finding] = []
    let files = localizations.lprojs.flatMap { lproj in
      lproj.tables.sorted().map { (lproj.name, $0) }
    }.filter { lproj, table in
      let path = "\(lproj).lproj/\(table).strings"
      let real = url.appendingPathComponent(path).resolvingSymlinksInPath().standardizedFileURL.path
      guard real.hasPrefix(root) else {
        outside.append(
          Finding(
            id: "path-outside-bundle", severity: .error,
            message: "\(path) resolves to \(real), outside the bundle; it is not read", file: path,
            language: lproj, table: table))
        return false
      }
      return true
    }
    let loaded = Mutex<[Int: Result<LoadedTable, TableLoadFailure>]>([:])
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let (lproj, table) = files[index]
      let result = loadTable(bundle: url, lproj: lproj, table: table, maxBytes: options.maxTableBytes)
      loaded.withLock { $0[index] = result }
    }
    var tables: [String: [String: LoadedTable]] = [:]
    var findings = outside
    loaded.withLock { results in
      for index in files.indices {
        switch results[index] {
        case .success(let table): tables[table.lproj, default: [:]][table.table] = table
        case .failure(let failure): findings.append(failure.finding)
        case nil: break
        }
      }
    }
    return LocalizedBundle(url: url, walk: walk, localizations: localizations, matcher: matcher, tables: tables, loadFindings: findings)
  }

  private static func loadTable(bundle: URL, lproj: String, table: String, maxBytes: Int) -> Result<LoadedTable, TableLoadFailure> {
    let path = "\(lproj).lproj/\(table).strings"
    let url = bundle.appendingPathComponent(path)
    func failure(_ id: DiagnosticID, _ message: String) -> Result<LoadedTable, TableLoadFailure> {
      .failure(TableLoadFailure(finding: Finding(id: id, severity: .error, message: message, file: path, language: lproj, table: table)))
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    guard size <= maxBytes else {
      return failure("file-too-large", "the file is \(size) bytes, over the limit of \(maxBytes); it was not read")
    }
    do {
      let document = try StringsDocument.read(contentsOf: url)
      return .success(
        LoadedTable(lproj: lproj, table: table, path: path, document: document, effective: document.makeTable()))
    } catch {
      return failure("unreadable-file", "\(error)")
    }
  }
}

/// A table file that could not be read, as a finding.
struct TableLoadFailure: Error {
  var finding: Finding
}

/// A line index built once, on first use, shared by copies of a `LoadedTable`.
private final class LineCache: Sendable {
  private let cached = Mutex<LineIndex?>(nil)

  func index(for document: StringsDocument) -> LineIndex {
    cached.withLock { cached in
      if let cached { return cached }
      let built = document.lineIndex()
      cached = built
      return built
    }
  }
}
