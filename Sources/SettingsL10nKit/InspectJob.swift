import BundleIO
import Foundation
import LprojMatching
import SettingsSchema

/// What `settings-l10n inspect` reports on a bundle.
public enum InspectJob {
  /// The bundle's page tree and findings, with those about its `.lproj` folders (the same
  /// `invalid-lproj-name` and `duplicate-lproj` findings `check` reports).
  public static func report(bundleAt url: URL, bundlePath: String, iask: Bool, strings: Bool) throws -> InspectReport {
    var walk = try SettingsBundle(url: url, options: .init(iaskTableConvention: iask)).walk()
    let localizations: BundleLocalizations
    do {
      localizations = try BundleLocalizations.beforeInterruptedWrite(url)
    } catch {
      throw BundleError(path: url.path, reason: "\(error)")
    }
    walk.findings = (walk.findings + localizations.findings.map(\.finding)).sortedStably()
    return InspectReport(bundle: bundlePath, walk: walk, includeStrings: strings)
  }
}
