import ByteCore
import Findings
import Foundation
import LprojMatching
import SettingsSchema
import StringsFormat

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
    /// How the bundle is read: its development language, its tables' convention, the app's code.
    public var reading: BundleReading
    /// Tables larger than this are not read (a finding says so).
    public var maxTableBytes: Int
    /// Parse only the development folder's tables while loading; the others are read when a
    /// job asks for them (`readTable`), so a job can stream through a large bundle.
    public var onlyDevelopmentTables: Bool
    /// How the jobs that judge translations judge them (`export`'s states), as `check` reports them.
    public var judging: TranslationJudging

    /// Creates options.
    public init(
      reading: BundleReading = BundleReading(), maxTableBytes: Int = 64 << 20, onlyDevelopmentTables: Bool = false,
      judging: TranslationJudging = TranslationJudging()
    ) {
      self.reading = reading
      self.maxTableBytes = maxTableBytes
      self.onlyDevelopmentTables = onlyDevelopmentTables
      self.judging = judging
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
  /// Every table parsed while loading (all, or the development folder's), by folder then table name.
  public let tables: [String: [String: LoadedTable]]
  /// Problems reading table files (too large, unreadable, outside the bundle).
  public let loadFindings: [Finding]
  /// The table files of each folder that may be read (those inside the bundle), sorted by name.
  public let readableTables: [String: [String]]
  /// The options the bundle was loaded with.
  public let options: Options
  /// The interrupted write whose journal is in the bundle: the bundle is read as before it.
  var before: InterruptedWrite? = nil
  /// What the app's code reads from the tables (`options.reading.sources`).
  public internal(set) var code = CodeReferences()

  /// The development language's folder, if the bundle has one.
  public var developmentLproj: Lproj? { matcher.developmentLproj }

  /// A table of a folder parsed while loading, if the folder has it.
  public func table(_ table: String, in lproj: String) -> LoadedTable? { tables[lproj]?[table] }

  /// Reads the bundle: walks its pages, lists its folders and parses its tables concurrently
  /// (all, or the development folder's with `onlyDevelopmentTables`).
  public static func load(_ url: URL, options: Options = Options()) throws -> LocalizedBundle {
    // Only a reading command finds a journal here: a writing one settled it before reading.
    let before = InterruptedWrite.of(url)
    // The pages and the folders do not depend on each other: they are read side by side (an
    // error in the pages is still the one reported first), the pages on this thread, outside any
    // concurrent loop, so that their files are parsed on every core (inside a loop of two jobs
    // on two cores, Dispatch parses them one by one).
    let (walk, folders) = try Concurrently.pair(
      { () throws -> BundleWalk in
        try SettingsBundle(url: url, options: .init(iaskTableConvention: options.reading.iaskTableConvention)).walk()
      },
      beside: { () -> Result<(BundleLocalizations, LprojMatcher), BundleError> in
        do {
          let localizations = try BundleLocalizations(contentsOf: url, hiding: before?.hidden ?? [])
          let matcher = try LprojMatcher(
            localizations: localizations, developmentLanguage: options.reading.developmentLanguage)
          return .success((localizations, matcher))
        } catch {
          return .failure(BundleError(path: url.path, reason: "\(error)"))
        }
      })
    let (localizations, matcher) = try folders.get()
    // The code around the bundle is searched after them, not beside them: work spread over the
    // cores from inside such a job runs on one core (Dispatch runs a nested `Concurrently.map`
    // one by one once the jobs outside it are as many as the cores), and the search is what takes time.
    let code = CodeReferences.search(options.reading.sources, bundle: url)
    let (readable, outside) = BundleConfinement(bundle: url).readableTables(of: localizations)
    let development = matcher.developmentLproj?.name
    let files = localizations.lprojs.flatMap { lproj in
      (readable[lproj.name] ?? []).map { (lproj.name, $0) }
    }.filter { lproj, _ in !options.onlyDevelopmentTables || lproj == development }
    let loaded = Concurrently.map(files.count) { index in
      let (lproj, table) = files[index]
      return readTable(bundle: url, lproj: lproj, table: table, maxBytes: options.maxTableBytes, before: before)
    }
    var tables: [String: [String: LoadedTable]] = [:]
    var findings = outside
    for result in loaded {
      switch result {
      case .success(let table): tables[table.lproj, default: [:]][table.table] = table
      case .failure(let failure): findings += failure.finding.map { [$0] } ?? []
      }
    }
    return LocalizedBundle(
      url: url, walk: walk, localizations: localizations, matcher: matcher, tables: tables, loadFindings: findings,
      readableTables: readable, options: options, before: before, code: code)
  }

  /// The table as parsed while loading, or read now; a failure is a finding (nil when
  /// loading already reported it in `loadFindings`).
  package func readTable(_ table: String, in lproj: String) -> Result<LoadedTable, TableLoadFailure> {
    if let loaded = self.table(table, in: lproj) { return .success(loaded) }
    if !options.onlyDevelopmentTables || lproj == developmentLproj?.name {
      return .failure(TableLoadFailure(finding: nil))
    }
    return Self.readTable(bundle: url, lproj: lproj, table: table, maxBytes: options.maxTableBytes, before: before)
  }

  private static func readTable(
    bundle: URL, lproj: String, table: String, maxBytes: Int, before: InterruptedWrite?
  ) -> Result<LoadedTable, TableLoadFailure> {
    let path = "\(lproj).lproj/\(table).strings"
    func failure(_ text: FindingText) -> Result<LoadedTable, TableLoadFailure> {
      .failure(TableLoadFailure(finding: Finding(text, file: path, language: lproj, table: table)))
    }
    do {
      // The path is joined as text: building a URL per table costs more than reading a small one.
      let root = bundle.path
      let named = (root.hasSuffix("/") ? root : root + "/") + path
      let file = before.map { $0.pathBefore(named) ?? named } ?? named
      let document = StringsDocument(bytes: try FileBytes.read(path: file, limit: maxBytes))
      return .success(
        LoadedTable(lproj: lproj, table: table, path: path, document: document, effective: document.makeTable()))
    } catch StringsFileError.tooLarge(_, let size, let limit) {
      let size = size.map { "\($0) bytes" } ?? "larger than that"
      return failure(.fileTooLarge(size: size, limit: "\(limit)"))
    } catch StringsFileError.unreadable(_, let reason) {
      return failure(.unreadableFile(reason))
    } catch {
      return failure(.unreadableFile(error: "\(error)"))
    }
  }
}

/// A table file that could not be read, as a finding (nil when it was reported before).
package struct TableLoadFailure: Error {
  package var finding: Finding?
}

/// A line index built once, on first use, shared by copies of a `LoadedTable`.
private final class LineCache: Sendable {
  private let cached = Locked<LineIndex?>(nil)

  func index(for document: StringsDocument) -> LineIndex {
    cached.withLock { cached in
      if let cached { return cached }
      let built = document.lineIndex()
      cached = built
      return built
    }
  }
}
