import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// With many findings, check's text output leads with what to do: counts, the first findings
/// of each id, the configuration that would accept the largest class; the full list on request.
@Suite("text: the digest of many findings")
struct TextDigestTests {
  /// 45 stale keys of Root in de, 2 missing keys in fr, 1 note.
  static let findings: [Finding] = {
    var findings = (1...45).map { (n: Int) in
      Finding(
        id: "stale-key", severity: .warning, message: "\"K\(n)\" is not used by any page of the bundle with table Root",
        file: "de.lproj/Root.strings", line: n, column: 1, language: "de", table: "Root", key: "K\(n)")
    }
    findings += (1...2).map { (n: Int) in
      Finding(
        id: "missing-key", severity: .error, message: "\"M\(n)\" is missing", file: "fr.lproj/Root.strings",
        language: "fr",
        table: "Root", key: "M\(n)")
    }
    findings.append(Finding(id: "orphan-page", severity: .note, message: "no page shows Old.plist", file: "Old.plist"))
    return findings
  }()

  static func outcome(sign: String? = nil) -> CheckOutcome {
    var report = AuditResult(
      bundle: "Settings.bundle", developmentLanguage: "en", findings: findings,
      languages: [
        LanguageCoverage(lproj: "de", locale: "de", isDevelopment: false, required: 3, translated: 2, stale: 45)
      ])
    report.inAppSettingsKitSign = sign
    return CheckOutcome(report: report, gate: CheckGate().evaluate(report))
  }

  @Test("the digest: counts first, errors first, three findings of each id, one ignore rule, how to list all")
  func digest() throws {
    let text = TextReporter().render(Self.outcome())
    try Golden.check(text, against: AuditFixtures.root.appendingPathComponent("digest/expected/digest.txt"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "Findings by id: stale-key 45, missing-key 2, orphan-page 1")
    #expect(text.components(separatedBy: "[stale-key]").count - 1 == 3)
    #expect(text.contains("  and 42 more\n"))
    #expect(text.range(of: "missing-key: 2 errors")!.lowerBound < text.range(of: "stale-key: 45 warnings")!.lowerBound)
    #expect(text.contains("ignore:\n  - id: stale-key\n    table: Root\n    language: de\n"))
    #expect(text.components(separatedBy: "ignore:").count == 2, "the rule is given once")
    #expect(text.contains("6 of 48 findings listed: --all-findings lists every one"))
    #expect(lines.count < 40)
  }

  @Test("--all-findings, --max-findings and a few findings list them as before")
  func fullList() {
    let all = TextReporter(listing: FindingListing(all: true)).render(Self.outcome())
    #expect(all.components(separatedBy: "[stale-key]").count - 1 == 45)
    #expect(!all.contains("ignore:"))
    let limited = TextReporter(listing: FindingListing(limit: 5)).render(Self.outcome())
    #expect(limited.contains("43 findings not listed (--max-findings 5)"))
    var few = Self.outcome()
    few.report.findings = Array(Self.findings.prefix(FindingListing.digestAbove))
    let plain = TextReporter().render(few)
    #expect(plain.components(separatedBy: "[stale-key]").count - 1 == FindingListing.digestAbove)
  }

  @Test("an InAppSettingsKit bundle read without --iask gets the hint once")
  func inAppSettingsKitHint() {
    let text = TextReporter().render(Self.outcome(sign: "Root.inApp.plist"))
    #expect(text.components(separatedBy: "--iask").count - 1 == 1)
    #expect(text.contains("This bundle is written for InAppSettingsKit (Root.inApp.plist): check it with --iask"))
    #expect(!TextReporter().render(Self.outcome()).contains("--iask"))
  }
}
