import ByteCore
import TextSyntax

/// JUnit XML, the test report Jenkins, GitLab, Bitrise and Azure Pipelines show: a test suite per
/// bundle, a test case per finding (a failure when it fails the gate, passed otherwise) and per
/// language below `--min-coverage`; a bundle with nothing to report is one passing test case.
public struct JUnitReporter: CheckReporter {
  /// Creates the reporter.
  public init() {}

  /// `--format junit`.
  public static var format: CheckFormat { .junit }
  /// What `--help` says of the format.
  public static var formatHelp: String? { "JUnit XML" }
  /// A format for programs: every finding is listed.
  public static var listsEveryFinding: Bool { true }

  /// The reporter with `check`'s options (none shape it).
  public init(options: ReporterOptions) { self.init() }

  /// The XML document, ending with a newline.
  public func renderBytes(_ outcome: CheckOutcome) -> [UInt8] { renderBytes(bundles: [outcome]) }

  /// One `<testsuites>` with a `<testsuite>` per bundle.
  public func renderBytes(bundles outcomes: [CheckOutcome]) -> [UInt8] {
    let suites = outcomes.map(Suite.init)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"settings-l10n\" tests=\"\(suites.reduce(0) { $0 + $1.cases.count })\""
    xml += " failures=\"\(suites.reduce(0) { $0 + $1.failures })\" errors=\"0\">\n"
    for suite in suites {
      xml +=
        "  <testsuite name=\(Self.quoted(suite.name)) tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\""
      xml += " errors=\"0\" skipped=\"0\">\n"
      for testCase in suite.cases {
        xml += "    <testcase classname=\(Self.quoted(testCase.className)) name=\(Self.quoted(testCase.name))"
        if let file = testCase.file { xml += " file=\(Self.quoted(file))" }
        if let line = testCase.line { xml += " line=\"\(line)\"" }
        guard let failure = testCase.failure else {
          xml +=
            testCase.output.map {
              ">\n      <system-out>\(XMLEscaping.text(PrintableText.escapingControls($0)))</system-out>\n    </testcase>\n"
            }
            ?? "/>\n"
          continue
        }
        xml += ">\n      <failure type=\(Self.quoted(failure.type)) message=\(Self.quoted(failure.message))>"
        xml += XMLEscaping.text(PrintableText.escapingControls(failure.detail)) + "</failure>\n    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return Array(xml.utf8)
  }

  /// An attribute value in quotes, control characters escaped so that no XML 1.0 parser refuses it.
  static func quoted(_ text: String) -> String {
    "\"" + XMLEscaping.attribute(PrintableText.escapingControls(text)) + "\""
  }

  /// One bundle's test cases.
  struct Suite {
    struct Failure {
      var type: String
      var message: String
      var detail: String
    }

    struct Case {
      var className: String
      var name: String
      var file: String?
      var line: Int?
      var failure: Failure?
      var output: String?
    }

    var name: String
    var cases: [Case] = []
    var failures: Int { cases.filter { $0.failure != nil }.count }

    init(_ outcome: CheckOutcome) {
      let report = outcome.report
      name = PrintedPaths.normalized(report.bundle)
      for finding in report.findings {
        let place = PrintedPaths.place(finding, bundle: report.bundle)
        let line = "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.id.rawValue)]"
        let fails = finding.severity >= outcome.gate.gate.failOn
        cases.append(
          Case(
            // The key too: two keys missing from one file are two test cases, named apart.
            className: name + (finding.language.map { "." + $0 } ?? ""),
            name: "\(finding.id.rawValue): \(place)" + (finding.key.map { " \"\($0)\"" } ?? ""),
            file: finding.file.map { PrintedPaths.join(report.bundle, $0) }, line: finding.line,
            failure: fails ? Failure(type: finding.id.rawValue, message: finding.message, detail: line) : nil,
            output: fails ? nil : line))
      }
      for row in outcome.gate.languagesBelow {
        let minimum = outcome.gate.gate.minCoverage.map(GateResult.percent) ?? ""
        let message = "\(row.lproj) is \(row.percentText) translated, below --min-coverage \(minimum)"
        cases.append(
          Case(
            className: name + "." + row.lproj, name: "coverage: \(row.lproj)",
            failure: Failure(type: "min-coverage", message: message, detail: message)))
      }
      if cases.isEmpty { cases.append(Case(className: name, name: "check")) }
    }
  }
}

extension CheckFormat {
  /// JUnit XML, the test report Jenkins, GitLab, Bitrise and Azure Pipelines read.
  public static let junit = CheckFormat(name: "junit")
}
