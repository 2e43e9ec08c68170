import ByteCore
import Findings

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`; notes become `::notice`).
///
/// GitHub shows only the first 10 error and 10 warning annotations of a step, so errors come
/// first, then warnings, then notes (each in the stable order), and a last `::notice` gives the
/// totals and points at the job summary, which lists every finding.
public struct GitHubReporter: CheckReporter {
  /// How many annotations of one severity GitHub shows per step.
  public static let annotationsShown = 10
  /// How many findings to annotate (the most important first).
  public var listing: FindingListing

  /// Creates the reporter.
  public init(listing: FindingListing = FindingListing()) { self.listing = listing }

  /// `--format github`.
  public static var format: CheckFormat { .github }
  /// What `--help` says of the format.
  public static var formatHelp: String? { "workflow annotations" }
  /// Lines for people and editors: `--quiet` and `--max-findings` shorten them.
  public static var listsEveryFinding: Bool { false }

  /// The reporter with `check`'s options.
  public init(options: ReporterOptions) { self.init(listing: options.listing) }

  /// The commands for one bundle, then its counts, verdict and the closing notice.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] {
    var out = OutputBytes(capacity: 1024 + outcome.report.findings.count * 256)
    let omitted = annotations([outcome], to: &out)
    var summary = "\(outcome.report.summary.description)"
    if outcome.accepted > 0 { summary += "; \(outcome.accepted) accepted by the baseline" }
    if outcome.ignoredByRules > 0 { summary += "; \(outcome.ignoredByRules) ignored by the configuration" }
    if let line = listing.omittedLine(omitted) { summary += "; " + line }
    out.plain(summary + "\n" + outcome.gate.description + "\n")
    notice(outcome.report.summary, bundles: 1, passed: outcome.gate.passed, to: &out)
    return out.finish()
  }

  /// The commands for several bundles, each bundle's counts and verdict, and the closing notice.
  public func render(bundles outcomes: [CheckOutcome]) -> String {
    String(decoding: renderBytes(bundles: outcomes), as: UTF8.self)
  }

  /// `render(bundles:)` as UTF-8 bytes.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    var out = OutputBytes(capacity: 1024 + outcomes.reduce(0) { $0 + $1.report.findings.count } * 256)
    let omitted = annotations(outcomes, to: &out)
    for outcome in outcomes {
      out.escaped(outcome.report.bundle)
      out.plain(": \(outcome.report.summary.description); \(outcome.gate.description)\n")
    }
    if let line = listing.omittedLine(omitted) { out.plain(line + "\n") }
    let total = FindingSummary(adding: outcomes.map(\.report.summary))
    notice(total, bundles: outcomes.count, passed: outcomes.allSatisfy(\.gate.passed), to: &out)
    return out.finish()
  }

  /// Appends one command per finding listed, the most important first: by severity, then by how
  /// much a kind of finding breaks (a file the device cannot load before one missing key; a
  /// string no language is asked for before a stale key), then in each bundle's stable order;
  /// returns how many findings were left out.
  func annotations(_ outcomes: [CheckOutcome], to out: inout OutputBytes) -> Int {
    var order: [(severity: Severity, rank: Int, bundle: Int, index: Int)] = []
    // Each id is ranked once; each finding is read in place, never copied.
    var ids = FindingIDs()
    for (bundle, outcome) in outcomes.enumerated() {
      outcome.report.findings.forEachInPlace { index, finding in
        let id = finding.id
        let position = ids.position(of: id, adding: Self.rank(id))
        let rank = ids.entries[position].value
        order.append((finding.severity, rank, bundle, index))
      }
    }
    order.sort { a, b in
      if a.severity != b.severity { return a.severity > b.severity }
      if a.rank != b.rank { return a.rank < b.rank }
      return (a.bundle, a.index) < (b.bundle, b.index)
    }
    let shown = listing.quiet ? 0 : min(order.count, listing.limit ?? order.count)
    let bases = outcomes.map { PrintedPaths.normalized($0.report.bundle) }
    for item in order.prefix(shown) {
      command(outcomes[item.bundle].report.findings[item.index], base: bases[item.bundle], to: &out)
      out.raw("\n")
    }
    return order.count - shown
  }

  /// Kinds that break more come first within a severity (the catalog's rank); an id the catalog
  /// lacks ranks with most.
  static func rank(_ id: DiagnosticID) -> Int { FindingCatalog.rule(id)?.rank ?? 2 }

  /// `::error file=…,line=…,col=…,title=id (language)::message`, the file under `base` (the
  /// bundle's normalized path).
  func command(_ finding: borrowing Finding, base: String, to out: inout OutputBytes) {
    switch finding.severity {
    case .error: out.raw("::error ")
    case .warning: out.raw("::warning ")
    case .note: out.raw("::notice ")
    }
    if let file = finding.file {
      out.raw("file=")
      if base != "." {
        Self.appendEscaped(base, property: true, to: &out)
        out.byte(UInt8(ascii: "/"))
      }
      Self.appendEscaped(file, property: true, to: &out)
      if let line = finding.line {
        out.raw(",line=")
        out.number(line)
        if let column = finding.column {
          out.raw(",col=")
          out.number(column)
        }
      }
      out.byte(UInt8(ascii: ","))
    }
    out.raw("title=")
    Self.appendEscaped(finding.id.rawValue, property: true, to: &out)
    if let language = finding.language {
      out.raw(" (")
      Self.appendEscaped(language, property: true, to: &out)
      out.byte(UInt8(ascii: ")"))
    }
    out.raw("::")
    Self.appendEscaped(finding.message, property: false, to: &out)
  }

  /// The closing notice: the totals, and where to find what GitHub does not show.
  func notice(_ summary: FindingSummary, bundles: Int, passed: Bool, to out: inout OutputBytes) {
    var text = "settings-l10n check \(passed ? "passed" : "failed"): \(summary.description)"
    if bundles > 1 { text += " in \(bundles) bundles" }
    if summary.errors > Self.annotationsShown || summary.warnings > Self.annotationsShown {
      text +=
        "; GitHub annotates only the first \(Self.annotationsShown) errors and \(Self.annotationsShown) warnings "
        + "of a step, so see the job summary (check --format markdown) for all of them"
    } else {
      text += "; the job summary (check --format markdown) has coverage per language"
    }
    out.raw("::notice title=settings-l10n::")
    Self.appendEscaped(text, property: false, to: &out)
    out.raw("\n")
  }

  /// The bytes escaped in a message (`%`, CR, LF) and in a property value (`:` and `,` too).
  private static let messageSpecials: [UInt8] = [UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
  private static let propertySpecials: [UInt8] = [
    UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ":"), UInt8(ascii: ","),
  ]

  /// Appends a command's message escaped (`%`, CR and LF), or with `property` a property value
  /// (`:` and `,` too). Other control characters are shown as escapes first, so none reaches the log.
  static func appendEscaped(_ text: String, property: Bool, to out: inout OutputBytes) {
    let shown = PrintableText.escapingControls(text)  // the same string when nothing needs escaping
    // Most messages need nothing escaped: copy them whole.
    guard PrintableText.contains(anyOf: property ? propertySpecials : messageSpecials, in: shown) else {
      return out.plain(shown)
    }
    for b in shown.utf8 {
      switch b {
      case UInt8(ascii: "%"): out.raw("%25")
      case UInt8(ascii: "\r"): out.raw("%0D")
      case UInt8(ascii: "\n"): out.raw("%0A")
      case UInt8(ascii: ":") where property: out.raw("%3A")
      case UInt8(ascii: ",") where property: out.raw("%2C")
      default: out.byte(b)
      }
    }
  }
}

extension CheckFormat {
  /// GitHub Actions workflow commands (`::error file=…,line=…::`), which annotate pull requests.
  public static let github = CheckFormat(name: "github")
}
