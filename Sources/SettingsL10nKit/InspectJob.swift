import BundleIO
import Foundation
import LprojMatching
import SettingsSchema

/// What `settings-l10n inspect` reports on a bundle.
public enum InspectJob {
  /// The bundle's page tree and findings, with those about its `.lproj` folders (the same
  /// `invalid-lproj-name` and `duplicate-lproj` findings `check` reports), less those `isDropped`
  /// accepts (the configuration's `ignore:` rules, as `check` drops them).
  public static func report(
    bundleAt url: URL, bundlePath: String, iask: Bool, strings: Bool, isDropped: (Finding) -> Bool = { _ in false }
  ) throws -> InspectReport {
    var walk = try SettingsBundle(url: url, options: .init(iaskTableConvention: iask)).walk()
    let localizations: BundleLocalizations
    do {
      localizations = try BundleLocalizations.beforeInterruptedWrite(url)
    } catch {
      throw BundleError(path: url.path, reason: "\(error)")
    }
    walk.findings = (walk.findings + localizations.findings.map(\.finding)).filter { !isDropped($0) }
      .sortedStably()
    return InspectReport(bundle: bundlePath, walk: walk, includeStrings: strings)
  }
}
