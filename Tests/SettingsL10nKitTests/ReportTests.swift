import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// The review report's fixture and golden.
enum ReportFixtures {
  static let folder = RenderFixtures.packageRoot.appendingPathComponent("Fixtures/report")
  static let bundle = folder.appendingPathComponent("Settings.bundle")
  static let expected = folder.appendingPathComponent("expected")

  /// The fixture's report, named as `report Settings.bundle` run in its folder names it.
  static func report(_ url: URL = bundle, options: ReviewOptions = ReviewOptions()) throws -> BundleReview {
    try BundleReviewBuilder.build(bundleAt: url, bundlePath: url.lastPathComponent, options: options)
  }
}

@Suite("report: the review page")
struct ReportTests {
  @Test("the fixture's report matches the golden HTML")
  func golden() throws {
    let html = try ReportFixtures.report().html()
    try Golden.check(html, against: ReportFixtures.expected.appendingPathComponent("report.html"))
  }

  @Test("one section per language, the development language first, every page in each")
  func sections() throws {
    let report = try ReportFixtures.report()
    #expect(report.development.coverage.lproj == "en")
    #expect(report.languages.map(\.coverage.lproj) == ["de", "fr", "he", "ja", "pt_BR"])
    #expect(report.pages == ["Root", "Privacy"])
    for language in report.allLanguages {
      #expect(language.pages.map(\.page) == report.pages, "\(language.coverage.lproj)")
    }
    #expect(report.pseudo.allSatisfy { $0.pseudo })
    let html = report.html()
    for lproj in ["en", "de", "fr", "he", "ja", "pt_BR"] {
      #expect(
        html.contains("<section class=\"language\(lproj == "he" ? " default" : "")\" data-lproj=\"\(lproj)\""),
        "\(lproj)")
      #expect(html.contains("<a class=\"anchor\" id=\"lang-\(lproj)\"></a>"))
      #expect(html.contains("<a href=\"#lang-\(lproj)\""))
    }
    // The development and pseudo screens are written once per page, not once per language.
    #expect(html.components(separatedBy: "<b>pseudo</b>").count - 1 == report.pages.count)
  }

  @Test("the chart: one bar per language, lowest coverage first, three colours with their numbers")
  func chart() throws {
    let report = try ReportFixtures.report()
    // French keeps "Version" as it is, a French word too (`Sources/L10nRules/SameWords+Lists.swift`): 18 of 20.
    #expect(report.byCoverage.map(\.coverage.lproj) == ["he", "pt_BR", "fr", "de", "en", "ja"])
    let french = try #require(report.languages.first { $0.coverage.lproj == "fr" })
    #expect((french.translatedOnly, french.untranslated, french.coverage.missing) == (18, 0, 2))
    let html = report.html()
    let svg = try #require(
      html.range(of: "<svg").flatMap { start in html.range(of: "</svg>").map { html[start.lowerBound..<$0.upperBound] }
      })
    let labels = svg.components(separatedBy: "<text class=\"lang\"").dropFirst().map {
      $0.split(separator: ">")[1].split(separator: "<")[0]
    }
    #expect(labels == ["he", "pt_BR", "fr", "de", "en", "ja"])
    #expect(
      svg.contains("<text class=\"in-translated\"") && svg.contains("<text class=\"in-untranslated\"")
        && svg.contains("<text class=\"in-missing\""))
    #expect(
      svg.contains("title>fr: 18 translated, 0 untranslated, 2 missing of 20 required strings (90.0% covered)</title>"))
  }

  @Test("raw and untranslated text is marked as render marks it; right-to-left screens say so")
  func marking() throws {
    let report = try ReportFixtures.report()
    let french = try #require(report.languages.first { $0.coverage.lproj == "fr" })
    let root = try #require(french.pages.first { $0.page == "Root" })
    #expect(root.rawStrings.map(\.key) == ["Sync_Interval"])
    let html = report.html()
    #expect(html.contains("<mark class=\"raw\">Sync_Interval</mark>"))
    #expect(html.contains("<mark class=\"untranslated\">Use cellular data</mark>"))
    #expect(html.contains("<div class=\"screen\" lang=\"he\" dir=\"rtl\">"))
    #expect(!html.contains("lang=\"de\" dir=\"rtl\""))
  }

  @Test("findings: a table per language by kind, with file, line and message; counts by kind")
  func findings() throws {
    let report = try ReportFixtures.report()
    let html = report.html()
    #expect(
      html.contains(
        "<td>fr.lproj/Root.strings</td><td>16:1</td><td>&quot;Old_Forecast_Title&quot; is used by no page file of the bundle with table Root (--prune removes it)</td>"
      ))
    #expect(
      html.contains(
        "<tr><td><code>untranslated</code></td><td><span class=\"sev sev-warning\">warning</span></td><td class=\"num\">5</td><td class=\"num\">2</td></tr>"
      ))
    // Every finding of the audit is in the page once, in a findings table.
    let tables = html.components(separatedBy: "<table class=\"findings\">").dropFirst().map {
      $0.components(separatedBy: "</table>")[0]
    }
    let rows = tables.reduce(0) { $0 + $1.components(separatedBy: "<tr><td>").count - 1 }
    #expect(rows == report.audit.findings.count)
  }

  @Test("self-contained: no script, no request, no external asset")
  func selfContained() throws {
    let html = try ReportFixtures.report().html()
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for forbidden in ["<script", "<link", "<img", "<iframe", " src=", "url(", "@import", "href=\"http", "href=\"//"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
  }
}
