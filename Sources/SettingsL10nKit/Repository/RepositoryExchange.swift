import BundleIO
import ByteCore
import Foundation
import TextSyntax

/// `sync` and `export --all` over the bundles of a repository: each bundle's job with
/// its own settings, reported together.
public enum RepositoryExchange {

  /// One bundle's result.
  public struct BundleResult: Sendable {
    /// The bundle as reports name it.
    public var bundle: String
    /// What its job found and would change.
    public var report: ExchangeResult

    /// A bundle's report.
    public init(bundle: String, report: ExchangeResult) {
      self.bundle = bundle
      self.report = report
    }
  }

  /// How to load a planned bundle: flags (non-nil) over its configured settings.
  public static func load(
    _ bundle: PlannedBundle, developmentLanguage: String?, iask: Bool?
  ) -> LocalizedBundle.Options {
    LocalizedBundle.Options(
      reading: bundle.settings.reading(developmentLanguage: developmentLanguage, iask: iask),
      judging: bundle.settings.judging)
  }

  /// One bundle's job as it ended: its report, or why nothing was written to it.
  public struct BundleOutcome: Sendable {
    /// The bundle as reports name it.
    public var bundle: String
    /// The report, or the error that stopped the bundle's job before it wrote anything.
    public var result: Result<ExchangeResult, ExchangeError>
  }

  /// `sync` of every bundle of the plan, each on its own: under its own lock and all or nothing,
  /// since one run cannot land the writes of several bundles at once. A bundle that fails stops
  /// only its own job; the others still run, so each outcome says what happened to its bundle.
  public static func sync(
    _ plan: RepositoryPlan, developmentLanguage: String?, iask: Bool?, options: SyncOptions, dryRun: Bool,
    waiting: (PlannedBundle) -> BundleLock.Waiting = { _ in .wait(notice: { _ in }) }
  ) -> [BundleOutcome] {
    plan.bundles.map { bundle in
      let run = ExchangeJobs.Run(
        load: load(bundle, developmentLanguage: developmentLanguage, iask: iask), dryRun: dryRun,
        waiting: waiting(bundle))
      var options = options
      options.ignoreRules += bundle.settings.ignore
      let result = Result { () throws(ExchangeError) in
        try ExchangeJobs.sync(bundle: bundle.url, options: options, run: run)
      }
      return BundleOutcome(bundle: bundle.displayPath, result: result)
    }
  }

  /// `export --all` of every bundle of the plan, each into its own folder of `output`, named
  /// after the bundle's path with its folders joined by `__` (`out/App__Settings/de.xliff`):
  /// one level, so nothing lands outside `output` or inside a bundle.
  public static func exportAll(
    _ plan: RepositoryPlan, developmentLanguage: String?, iask: Bool?, output: URL, displayOutput: String,
    options: ExportOptions, dryRun: Bool,
    waiting: (PlannedBundle) -> BundleLock.Waiting = { _ in .wait(notice: { _ in }) }
  ) throws(ExchangeError) -> [BundleResult] {
    let target = output.standardizedFileURL.resolvingSymlinksInPath().path
    for bundle in plan.bundles {
      let inside = bundle.url.resolvingSymlinksInPath().path
      if target == inside || target.hasPrefix(inside + "/") {
        throw .usage(
          "the output folder \(displayOutput) is inside the bundle \(bundle.displayPath); choose a folder outside it")
      }
    }
    var reports: [BundleResult] = []
    for bundle in plan.bundles {
      let folder = outputFolder(for: bundle.displayPath)
      let url = output.appendingPathComponent(folder)
      if !dryRun {
        do {
          try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
          throw .io(path: "\(displayOutput)/\(folder)", reason: (error as NSError).localizedDescription)
        }
      }
      let run = ExchangeJobs.Run(
        load: load(bundle, developmentLanguage: developmentLanguage, iask: iask), dryRun: dryRun,
        waiting: waiting(bundle))
      let report = try ExchangeJobs.export(
        bundle: bundle.url, languages: [], all: true, output: url, displayOutput: "\(displayOutput)/\(folder)",
        options: options, run: run)
      reports.append(BundleResult(bundle: bundle.displayPath, report: report))
    }
    return reports
  }

  /// A bundle's folder under the export output: its path's folders joined by `__`, `.` dropped,
  /// `..` as `_parent_` and the `.bundle` extension dropped (`App/Settings.bundle` → `App__Settings`).
  static func outputFolder(for path: String) -> String {
    var parts = path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "_parent_" : String($0) }
    if let last = parts.last, last.hasSuffix(".bundle"), last.count > ".bundle".count {
      parts[parts.count - 1] = String(last.dropLast(".bundle".count))
    }
    return parts.isEmpty ? "bundle" : parts.joined(separator: "__")
  }

  /// For people: each bundle's path, then its report (paths under it relative to it), then a total.
  public static func text(_ reports: [BundleResult]) -> String {
    var out = ""
    for item in reports { out += "\(PrintableText.escapingControls(item.bundle))\n" + item.report.text() + "\n" }
    let files = reports.reduce(0) { $0 + $1.report.changes.changes.count }
    let dryRun = reports.allSatisfy(\.report.dryRun)
    out += "\(count(reports.count, "bundle")): \(ExchangeResult.outcome(files: files, dryRun: dryRun))\n"
    return out
  }

  /// `{"version": 1, "bundles": [each report's object with its "bundle"]}`, version first. It
  /// cannot fail; `throws` is kept for the callers written when it could.
  public static func json(_ reports: [BundleResult]) throws -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    json.key("bundles")
    json.beginArray()
    for item in reports {
      json.beginObject()
      item.report.writeMembers(bundle: item.bundle, to: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endLine()
    return json.text
  }
}
