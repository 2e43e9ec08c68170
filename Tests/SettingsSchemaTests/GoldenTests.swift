import Foundation
import SettingsSchema
import TestSupport
import Testing

/// Each fixture bundle's `inspect` report (text and JSON, with and without --iask, strings listed)
/// against the goldens in `Fixtures/bundles/<name>/expected/`.
@Suite struct GoldenTests {
  @Test(arguments: Paths.fixtureNames)
  func inspectReport(fixture: String) throws {
    let expected = Paths.fixtures.appendingPathComponent("\(fixture)/expected")
    for iask in [false, true] {
      let report = InspectReport(
        bundle: "Settings.bundle", walk: try walk(Paths.bundle(fixture), iask: iask), includeStrings: true)
      let stem = iask ? "inspect-iask" : "inspect"
      try Golden.check(report.text(), against: expected.appendingPathComponent("\(stem).txt"))
      try Golden.check(try report.json(), against: expected.appendingPathComponent("\(stem).json"))
    }
  }

  @Test func everyFixtureIsFound() {
    #expect(Paths.fixtureNames.count >= 6)
  }
}
