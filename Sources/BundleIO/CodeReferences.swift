import ByteCore
import Foundation
import StringsFormat

/// Where to look for the app's own code, whose reads of a Settings table keep keys in use.
public enum SourceSearch: Sendable, Hashable {
  /// No code is searched (`sources: false`).
  case off
  /// The repository around the bundle: the nearest folder above it holding an Xcode project or
  /// workspace, widened to its git repository; the repository's tracked files when git's index
  /// can be read, else every file below it. Without a project around it nothing is searched.
  case automatic
  /// These paths or patterns (`Sources/**/*.swift`), relative to `base` (the configuration's folder).
  case paths([String], base: URL)
}

/// A key the app's code reads from a Settings table with a literal: where.
public struct CodeRead: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The source file, relative to the bundle folder (as a page file's path is).
  public var file: String
  /// The path as reports show it: relative to the searched folder.
  public var shownFile: String
  /// 1-based line and column of the key's literal.
  public var line: Int
  /// 1-based column.
  public var column: Int
}

/// What the app's code does with the Settings tables: the keys it reads from each (literal keys
/// with a literal table), and every other string literal of its sources (the conservative rule:
/// a key spelled anywhere in the code is in use, though not required).
public struct CodeReferences: Sendable {
  /// The folder searched, as reports show it; nil when nothing was searched.
  public var root: String?
  /// Why nothing was searched, or what was skipped (files too large, links leaving the folder).
  public var notes: [String] = []
  /// How many source files were read.
  public var filesRead = 0
  /// For each table, the keys the code reads with a literal, each once (its first read in file
  /// then position order): a key read in thousands of places is required once.
  public var reads: [String: [CodeRead]] = [:]
  /// For each table, how many calls read it with a key known only when the app runs.
  public var computedReads: [String: Int] = [:]
  /// The `ByteDigest` of every literal of the sources: tens of thousands of files hold millions
  /// of literals, and all that is asked of them is whether a key is among them (`spells`).
  package var literalDigests: Set<Int> = []

  /// True when a literal of the sources spells `text` (byte for byte, as keys are compared).
  public func spells(_ text: String) -> Bool { literalDigests.contains(ByteDigest.of(utf8: text)) }

  /// Nothing searched.
  public init() {}

  /// Files larger than this are not read (a note says which were skipped).
  public static let maximumFileBytes = 2 << 20
  /// At most this many source files are read.
  public static let maximumFiles = 200_000

  /// What was searched, for messages: `412 source files under ../App` or `no code`.
  public var searchedPhrase: String {
    guard let root else { return "no code (\(notes.first ?? "not searched"))" }
    return "\(count(filesRead, "source file")) under \(root)"
  }

  /// One line for reports: what was searched and what was skipped; nil when nothing was searched.
  public var summary: String? {
    guard root != nil else { return nil }
    var line = "searched \(searchedPhrase) for the keys the app's code uses"
    if !notes.isEmpty { line += "; \(notes.count) skipped: \(notes.prefix(3).joined(separator: "; "))" }
    if notes.count > 3 { line += "; …" }
    return line
  }

  /// Searches the code `search` names for the bundle at `bundle`.
  public static func search(_ search: SourceSearch, bundle: URL) -> CodeReferences {
    var result = CodeReferences()
    guard let listing = SourceListing.list(search, bundle: bundle, into: &result.notes) else { return result }
    result.root = listing.shownRoot
    let files = listing.files
    // Compared as shown, absolute: a bundle or file below a folder whose name is not UTF-8 has
    // an alias for a path, and the path from one to the other is shown with those bytes escaped.
    let bundleFolder = PathAliases.shownAbsolute(bundle.standardizedFileURL.path)
    // Every file is read, lexed and placed (its path from the bundle) on the cores at hand;
    // only the merge below is done one file after another.
    let folders = SourceListing.realFolders(of: files, root: listing.root)
    let scanned = Concurrently.map(files.count) { index in
      scan(files[index], root: listing.root, realRoot: listing.realRoot, folders: folders, bundleFolder: bundleFolder)
    }
    var seen: [String: Set<ExactKey>] = [:]
    for (file, outcome) in zip(files, scanned) {
      switch outcome {
      case .skipped(let why):
        // A note names the file below the searched folder (an alias, as shown).
        let named =
          file.hasPrefix(PathAliases.prefix) ? String(listing.shown(file).dropFirst(listing.shownPrefix.count)) : file
        result.notes.append("\(named) \(why)")
      case .read(let reads, let computed, let literals, let fromBundle):
        result.filesRead += 1
        result.literalDigests.formUnion(literals)
        for (table, n) in computed { result.computedReads[table, default: 0] += n }
        let shownFile = listing.shown(file)
        for read in reads {
          guard let key = read.key, seen[read.table, default: []].insert(ExactKey(key)).inserted else { continue }
          result.reads[read.table, default: []].append(
            CodeRead(key: key, file: fromBundle, shownFile: shownFile, line: read.line, column: read.column))
        }
      }
    }
    return result
  }

  /// What reading one file gave: its reads, its literals and its path relative to the bundle folder.
  private enum Outcome: Sendable {
    case skipped(String)
    case read(
      [(table: String, key: String?, line: Int, column: Int)], computed: [String: Int], literals: [Int],
      fromBundle: String)
  }

  /// Reads and lexes one file (`path` relative to `root`), never outside `realRoot`; `folders`
  /// holds the real path of each folder of the files.
  private static func scan(
    _ path: String, root: String, realRoot: String, folders: [Substring: String], bundleFolder: String
  ) -> Outcome {
    let absolute = SourceListing.absolute(path, root: root)
    guard let real = SourceListing.realPath(of: path, root: root, folders: folders),
      PathAliases.isInside(real, folder: realRoot, strictly: true)
    else {
      return .skipped("was not read: it leads outside \(PathAliases.shown(realRoot))")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: real, limit: maximumFileBytes)
    } catch StringsFileError.tooLarge {
      return .skipped("was not read: larger than \(maximumFileBytes >> 20) MiB")
    } catch {
      return .skipped("was not read: \(error)")
    }
    let language: SourceLexer.Language = path.hasSuffix(".swift") ? .swift : .objectiveC
    let tokens = SourceLexer.tokens(of: bytes, language: language)
    var reads: [(table: String, key: String?, line: Int, column: Int)] = []
    var computed: [String: Int] = [:]
    let found = TableReadFinder.reads(in: tokens, of: bytes, language: language).sorted { $0.offset < $1.offset }
    // Lines and columns as every other finding's: the core's one rule, in one forward pass.
    for (read, location) in zip(found, LineCursor.locations(of: found.map(\.offset), in: bytes)) {
      if read.key == nil { computed[read.table, default: 0] += 1 }
      reads.append((read.table, read.key, location.line, location.column))
    }
    return .read(
      reads, computed: computed, literals: TableReadFinder.literals(in: tokens),
      fromBundle: SourceListing.relative(from: bundleFolder, to: PathAliases.shownAbsolute(absolute)))
  }
}
