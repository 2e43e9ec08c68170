import BundleIO
import ByteCore
import Findings
import Foundation

/// How to audit a bundle.
public struct AuditOptions: Sendable, Hashable {
  /// How the bundle is read: its development language, its tables' convention, the app's code.
  public var reading: BundleReading
  /// Languages to report (folder names or BCP 47 tags); empty means every folder.
  public var languages: [String]
  /// Keys that are never required and never untranslated (brand names, units, font names).
  public var doNotTranslate: [Glob]

  /// Creates options.
  public init(reading: BundleReading = BundleReading(), languages: [String] = [], doNotTranslate: [Glob] = []) {
    self.reading = reading
    self.languages = languages
    self.doNotTranslate = doNotTranslate
  }
}

/// A request the audit cannot answer.
public enum AuditError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `--language` names no folder of the bundle.
  case unknownLanguage(String, available: [String])

  /// A one-line message.
  public var description: String {
    switch self {
    case .unknownLanguage(let language, let available):
      "no .lproj folder for language '\(language)' (the bundle has: \(available.joined(separator: ", ")))"
    }
  }
}

/// The audit behind `check`: compares every language's tables with the pages and the
/// development language's tables (DESIGN.md, "Semantics that are decided").
public enum Audit {
  /// Loads the bundle at `url` and audits it, streaming through its tables (each parsed, audited
  /// and let go, concurrently); `bundlePath` is how reports name it. Throws when the bundle
  /// cannot be read or a language is unknown.
  public static func run(bundleAt url: URL, bundlePath: String, options: AuditOptions = AuditOptions()) throws
    -> AuditResult
  {
    let bundle = try LocalizedBundle.load(url, options: .init(reading: options.reading, onlyDevelopmentTables: true))
    return try audit(
      bundle, bundlePath: bundlePath, languages: options.languages, doNotTranslate: options.doNotTranslate)
  }

  /// The keys whose development value the data calls a name (`audit(...).names`), from each
  /// table file's vote alone: what `export` needs, at a fraction of the audit's cost. `inUse`
  /// is the bundle's stale-key rule when the caller has it.
  static func names(_ bundle: LocalizedBundle, doNotTranslate: [Glob] = [], inUse: KeysInUse? = nil) -> DataNames {
    let context = AuditContext(bundle: bundle, doNotTranslate: doNotTranslate, inUse: inUse)
    let every = bundle.localizations.lprojs
    let files = tableFiles(of: bundle)
    let votes = Concurrently.map(files.count) { index in
      context.vote(files[index].table, of: every[files[index].lproj])
    }
    return context.names(in: votes)
  }

  /// Every table file of every folder the bundle can read: the folder's index in
  /// `localizations.lprojs` and the table's name.
  private static func tableFiles(of bundle: LocalizedBundle) -> [(lproj: Int, table: String)] {
    let every = bundle.localizations.lprojs
    return every.indices.flatMap { l in (bundle.readableTables[every[l].name] ?? []).map { (l, $0) } }
  }

  /// Audits a loaded bundle; `languages` (folder names or tags) limits the languages reported;
  /// keys matching `doNotTranslate` are neither required nor untranslated.
  public static func audit(
    _ bundle: LocalizedBundle, bundlePath: String, languages: [String] = [], doNotTranslate: [Glob] = []
  ) throws -> AuditResult {
    let selected = try select(languages, in: bundle.localizations)
    let context = AuditContext(bundle: bundle, doNotTranslate: doNotTranslate)
    // Every folder is audited, those not selected too: what most languages keep unchanged is
    // decided by all of them, so that a language's findings do not depend on the selection.
    let every = bundle.localizations.lprojs
    let lprojs = every.filter { selected?.contains($0.name) ?? true }

    // Every table file is audited on its own, concurrently (read, audited and let go);
    // then each language's results are put together.
    let files = tableFiles(of: bundle)
    var results: [TableAudit?] = Concurrently.map(files.count) { index in
      context.auditTable(files[index].table, of: every[files[index].lproj])
    }
    let names = context.dropNames(from: &results)
    context.dropDeliberateBlanks(from: &results, folders: files.map { every[$0.lproj] })
    var byLanguage = Array(repeating: [TableAudit](), count: lprojs.count)
    let position = Dictionary(uniqueKeysWithValues: lprojs.enumerated().map { ($1.name, $0) })
    for (index, result) in results.enumerated() {
      if let result, let l = position[every[files[index].lproj].name] { byLanguage[l].append(result) }
    }

    var findings = bundle.walk.findings + bundle.loadFindings.filter { selected?.contains($0.language ?? "") ?? true }
    for finding in bundle.localizations.findings.map(\.finding) {
      if let selected, let language = finding.language, !selected.contains(language) { continue }
      findings.append(finding)
    }
    // Which folders (indices in `lprojs`, ascending) translate each key the development table
    // lacks (for its finding).
    var holders: [String: [Int: [Int]]] = [:]
    for (l, audits) in byLanguage.enumerated() where !context.isDevelopment(lprojs[l]) {
      for audit in audits {
        for use in audit.translatesWithoutReference { holders[audit.table, default: [:]][use, default: []].append(l) }
      }
    }
    // Text the translating folders keep as written and none translates (`Ctrl`), from every folder.
    let shownAsWritten = context.shownAsWritten(
      results.indices.compactMap { index in
        context.comparesValues(of: every[files[index].lproj]) ? results[index] : nil
      })
    // Room for every finding at once: the array never grows (which would copy every finding).
    let tableFindings = byLanguage.reduce(0) { $0 + $1.reduce(0) { $0 + $1.findings.count } }
    let perTable = context.required.values.reduce(0) { $0 + 1 + $1.referenceOfUse.count { $0 < 0 } }
    findings.reserveCapacity(findings.count + tableFindings + perTable * lprojs.count + 1)
    let textKeys = context.textKeys(holders: holders, audited: lprojs)
    let coverage = lprojs.indices.compactMap {
      context.audit(
        lprojs[$0], tables: byLanguage[$0], holders: holders, textKeys: textKeys, audited: lprojs,
        shownAsWritten: shownAsWritten, into: &findings)
    }
    if bundle.localizations.lprojs.isEmpty, !bundle.walk.pages.isEmpty {
      findings.append(
        Finding(.notLocalized(reader: context.readerName)))
    }
    AuditOrder.sort(&findings)
    var report = AuditResult(
      bundle: bundlePath, developmentLanguage: context.developmentName, findings: findings,
      languages: coverage)
    if !bundle.walk.options.iaskTableConvention { report.inAppSettingsKitSign = inAppSettingsKitSign(of: bundle) }
    report.names = names
    report.codeSearch = bundle.code.summary
    return report
  }

  /// The first sign that a bundle is written for InAppSettingsKit: an `.inApp` page, an element
  /// of an `IASK` type, or a page without StringsTable beside a table named after it (the
  /// table InAppSettingsKit would read for it).
  static func inAppSettingsKitSign(of bundle: LocalizedBundle) -> String? {
    let walk = bundle.walk
    if let page = walk.pages.first(where: { $0.name.hasSuffix(".inApp") }) { return page.file }
    for page in walk.pages {
      if let type = page.specifiers.lazy.compactMap(\.type).first(where: { $0.hasPrefix("IASK") }) {
        return "\(page.file) has \(type) elements"
      }
    }
    let tables = Set(bundle.localizations.lprojs.flatMap(\.tables))
    if let page = walk.pages.first(where: { $0.table == nil && tables.contains($0.name) }) {
      return "\(page.file) has no StringsTable, and \(page.name).strings is beside it"
    }
    return nil
  }

  /// The folder names `languages` selects, or nil for all; throws for a language without a folder.
  private static func select(_ languages: [String], in localizations: BundleLocalizations) throws -> Set<String>? {
    guard !languages.isEmpty else { return nil }
    var names: Set<String> = []
    for language in languages {
      if let lproj = localizations.lproj(named: language) {
        names.insert(lproj.name)
        continue
      }
      let canonical = try? LocaleTag(language).canonical
      let matches = localizations.lprojs.filter { $0.locale?.canonical == canonical && canonical != nil }
      guard !matches.isEmpty else {
        throw AuditError.unknownLanguage(language, available: localizations.lprojs.map(\.name))
      }
      names.formUnion(matches.map(\.name))
    }
    return names
  }
}

/// Sorts findings in `Finding.stableOrder` (file, line, column, id, key, specifier, message)
/// by sorting integer keys and indices, then moving the findings into place (never copying one).
enum AuditOrder {
  static func sort(_ findings: inout [Finding]) {
    guard findings.count > 1 else { return }
    let order = order(of: findings)
    guard !order.elementsEqual(order.indices) else { return }
    findings.permute(by: order)
  }

  /// The indices of `all` in sorted order. (A function of its own, so that no second reference
  /// to the array outlives it: `permute` then moves the findings in the array's own storage.)
  private static func order(of all: [Finding]) -> [Int] {
    // File, line and column decide almost every pair: compare them as integers (files ranked
    // once, absent values first) and use the full order only for ties. Neighbours mostly share
    // their file, so a file is looked up only when it differs from the one before.
    let keys: [(Int, Int, Int)] = {
      var files: [String: Int] = [:]
      var fileOf = [Int](repeating: -1, count: all.count)
      var previous: String?
      var previousIndex = -1
      for i in all.indices {
        guard let file = all[i].file else { continue }
        if file != previous {
          previousIndex = files[file] ?? files.count
          files[file] = previousIndex
          previous = file
        }
        fileOf[i] = previousIndex
      }
      // Rank the distinct files by name, once.
      var rank = [Int](repeating: 0, count: files.count)
      for (r, (_, index)) in files.sorted(by: { $0.key < $1.key }).enumerated() { rank[index] = r + 1 }
      return all.indices.map { i in (fileOf[i] < 0 ? 0 : rank[fileOf[i]], all[i].line ?? -1, all[i].column ?? -1) }
    }()
    func less(_ a: Int, _ b: Int) -> Bool {
      if keys[a] != keys[b] { return keys[a] < keys[b] }
      return Finding.stableOrder(all[a], all[b])
    }
    let indices = Array(all.indices)
    // Findings put together from sorted runs are often in order already.
    if zip(indices, indices.dropFirst()).allSatisfy({ !less($1, $0) }) { return indices }
    return indices.sorted(by: less)
  }
}
