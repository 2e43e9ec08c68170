import ByteCore

/// Renders the outcome of `check` in one output form. A new form is its reporter's file and one
/// line in `CheckReporters.all`.
public protocol CheckReporter: Sendable {
  /// The `--format` name that selects it.
  static var format: CheckFormat { get }
  /// What `--help` says of the format after its name (`workflow annotations`); nil when the
  /// name says it.
  static var formatHelp: String? { get }
  /// True for a format read by programs, which lists every finding: `--quiet` and
  /// `--max-findings` are refused with it.
  static var listsEveryFinding: Bool { get }

  /// The reporter `check` uses with these options.
  init(options: ReporterOptions)

  /// The whole output as UTF-8 bytes, ending with a newline when not empty: what the command
  /// writes, with no string made of it.
  func renderBytes(_ outcome: CheckOutcome) -> [UInt8]

  /// The output of a check of several bundles, as one report.
  func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8]
}

extension CheckReporter {
  /// The name says what the format is.
  public static var formatHelp: String? { nil }
}

/// What the options of `check` give a reporter.
public struct ReporterOptions: Sendable, Hashable {
  /// ANSI colour (text).
  public var color: Bool
  /// How many findings line-oriented output lists.
  public var listing: FindingListing
  /// The tool's version, for formats that record it (SARIF).
  public var toolVersion: String?
  /// Where findings link to (Markdown).
  public var linkBase: String?

  /// Options.
  public init(
    color: Bool = false, listing: FindingListing = FindingListing(), toolVersion: String? = nil,
    linkBase: String? = nil
  ) {
    self.color = color
    self.listing = listing
    self.toolVersion = toolVersion
    self.linkBase = linkBase
  }
}

/// Every output form of `check`, one line each.
public enum CheckReporters {
  /// The reporters, in the order `--help` lists their formats.
  public static let all: [any CheckReporter.Type] = [
    TextReporter.self,
    JSONReporter.self,
    XcodeReporter.self,
    GitHubReporter.self,
    SARIFReporter.self,
    MarkdownReporter.self,
    JUnitReporter.self,
    GitLabReporter.self,
  ]

  /// The reporter of `format` (a `CheckFormat` is made only for a registered reporter).
  static func type(of format: CheckFormat) -> any CheckReporter.Type {
    all.first { $0.format == format } ?? TextReporter.self
  }

  /// The reporter of `format` with `options`.
  public static func reporter(_ format: CheckFormat, options: ReporterOptions) -> any CheckReporter {
    type(of: format).init(options: options)
  }

  /// The verdict over several bundles: passed, or which bundles failed; with the policy applied
  /// when every bundle had the same one (each bundle's own verdict names its policy).
  static func verdict(_ outcomes: [CheckOutcome]) -> String {
    let failing = outcomes.filter { !$0.gate.passed }.map { PrintableText.escapingControls($0.report.bundle) }
    let policies = Set(outcomes.map(\.gate.gate.policy))
    let policy = policies.count == 1 ? policies.first.flatMap { $0 }.map { " (policy \($0.rawValue))" } ?? "" : ""
    return failing.isEmpty
      ? "check passed" + policy
      : "check failed\(policy): \(AuditMessage.count(failing.count, "bundle")) failed (\(failing.joined(separator: ", ")))"
  }

  /// `--format`'s help: every format, with what each is.
  public static var help: String {
    let names = all.map { type in type.formatHelp.map { "\(type.format.rawValue) (\($0))" } ?? type.format.rawValue }
    return "Output format: " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") + "."
  }
}

extension CheckReporter {
  /// The whole output as text, ending with a newline when not empty.
  public func render(_ outcome: CheckOutcome) -> String { String(decoding: renderBytes(outcome), as: UTF8.self) }
}

extension RandomAccessCollection where Element == Finding, Index == Int {
  /// Calls `body` with each finding's index and the finding, borrowed: reporters read its
  /// fields where it is, where passing an owned finding would copy it (retaining each of its
  /// strings) once per finding.
  func forEachInPlace(_ body: (Int, borrowing Finding) -> Void) {
    for index in indices { body(index, self[index]) }
  }
}

/// Paths as reporters print them.
enum PrintedPaths {
  /// A bundle-relative path joined to the bundle path as the user gave it (`App/Settings.bundle/de.lproj/Root.strings`),
  /// so that editors and GitHub find the file from where the command ran.
  static func join(_ bundle: String, _ file: String) -> String {
    let base = normalized(bundle)
    return base == "." ? file : base + "/" + file
  }

  /// The bundle path without `./` in front or `/` at the end (`.` for the working directory).
  static func normalized(_ bundle: String) -> String {
    var base = bundle
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    while base.hasPrefix("./") { base.removeFirst(2) }
    return base.isEmpty ? "." : base
  }

  /// The place of a finding for a line-oriented report: `path:line:col`, `path`, or the bundle.
  static func place(_ finding: Finding, bundle: String) -> String {
    guard let file = finding.file else { return normalized(bundle) }
    var place = join(bundle, file)
    if let line = finding.line {
      place += ":\(line)"
      if let column = finding.column { place += ":\(column)" }
    }
    return place
  }

  /// Appends `place(finding, bundle:)` with its control characters escaped, given `base`, the
  /// bundle's `normalized` path (worked out once per report, not per finding).
  /// (The finding is borrowed: copying it would retain each of its strings.)
  static func appendPlace(_ finding: borrowing Finding, base: String, to out: inout OutputBytes) {
    guard let file = finding.file else { return out.escaped(base) }
    if base != "." {
      out.escaped(base)
      out.byte(UInt8(ascii: "/"))
    }
    out.escaped(file)
    appendLineColumn(finding, to: &out)
  }

  /// Appends `:line:column` (or `:line`, or nothing) of a finding.
  static func appendLineColumn(_ finding: borrowing Finding, to out: inout OutputBytes) {
    guard let line = finding.line else { return }
    out.byte(UInt8(ascii: ":"))
    out.number(line)
    if let column = finding.column {
      out.byte(UInt8(ascii: ":"))
      out.number(column)
    }
  }

  /// `error: `, `warning: ` or `note: `, as one piece (a line has enough of them).
  static func label(_ severity: Severity) -> StaticString {
    switch severity {
    case .error: "error: "
    case .warning: "warning: "
    case .note: "note: "
    }
  }

  /// Appends `path` as a relative URI reference: each byte outside RFC 3986's unreserved set and
  /// `/` percent-encoded, so that nothing in it needs escaping in JSON, Markdown or HTML.
  static func appendPercentEncoded(_ path: String, to out: inout OutputBytes) {
    // Most paths are plain: copy them whole.
    guard !path.utf8.allSatisfy(isUnreserved) else { return out.plain(path) }
    for byte in path.utf8 {
      if isUnreserved(byte) {
        out.byte(byte)
      } else {
        out.byte(UInt8(ascii: "%"))
        out.byte(hexDigit(byte >> 4, uppercase: true))
        out.byte(hexDigit(byte % 16, uppercase: true))
      }
    }
  }

  /// RFC 3986's unreserved characters and `/`.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
      true
    default: false
    }
  }
}
