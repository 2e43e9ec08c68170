import BundleIO
import ByteCore
import Foundation

/// `settings-l10n init`: a commented `.settings-l10n.yml` for the bundles below a folder.
public enum StarterConfig {
  /// What `init` did.
  public struct Result: Sendable, Hashable {
    /// The file written.
    public var file: URL
    /// The bundles it lists, relative to its folder.
    public var bundles: [String]
  }

  /// A file that is there already.
  public struct ExistsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Its path as reports name it.
    public var path: String
    /// A one-line message.
    public var description: String { "\(path) exists; use --force to replace it" }
  }

  /// Writes the starter file into `folder` (by the output rule of `OutputDestination`), listing the bundles found below it;
  /// refuses to replace an existing file unless `force`.
  public static func write(in folder: URL, force: Bool) throws -> Result {
    let file = folder.standardizedFileURL.appendingPathComponent(RepositoryConfig.fileName)
    if !force, (try? file.checkResourceIsReachable()) == true || isSymbolicLink(file) {
      throw ExistsError(path: RepositoryConfig.fileName)
    }
    let bundles = BundleDiscovery.bundles(below: folder).map { url in
      (path: configPath(of: url, from: folder), iask: hasInAppPages(url))
    }
    // The one output rule: a regular file replaced, a link to one written through, a FIFO or
    // device streamed, anything else (a link to nothing) refused.
    try OutputDestination.resolve(file.path, shown: RepositoryConfig.fileName).write(
      Array(text(bundles: bundles).utf8), shown: RepositoryConfig.fileName)
    return Result(file: file, bundles: bundles.map(\.path))
  }

  /// How the file names the bundle at `url`: its path relative to `folder`; below a folder whose
  /// name is not UTF-8 (which YAML cannot hold), a pattern with `?` for each character of it
  /// that is not, as patterns match such names.
  static func configPath(of url: URL, from folder: URL) -> String {
    guard url.path.hasPrefix(PathAliases.prefix) else { return BundleDiscovery.relativePath(of: url, from: folder) }
    let top = PathAliases.bytes(of: folder.standardizedFileURL.path) + [UInt8(ascii: "/")]
    let bytes = PathAliases.bytes(of: url.path)
    guard bytes.starts(with: top) else { return BundleDiscovery.relativePath(of: url, from: folder) }
    return String(String(decoding: bytes.dropFirst(top.count), as: UTF8.self).map { $0 == "\u{FFFD}" ? "?" : $0 })
  }

  /// The file's text for these bundles (paths relative to the file; `iask` for bundles with
  /// InAppSettingsKit's `*.inApp.plist` pages).
  public static func text(bundles: [(path: String, iask: Bool)]) -> String {
    var out = """
      # settings-l10n configuration. `settings-l10n check` run here or in a folder below reads it;
      # with no bundle named it checks the bundles listed here. Paths are relative to this file.
      # Command-line flags win over these values.

      # The bundles to check: paths or patterns (* and ? within a name, [a-z], ** for any folders),
      # each with its own settings if needed. Without this list every *.bundle holding a
      # Root*.plist below the current folder is checked.

      """
    if bundles.isEmpty {
      out += """
        # bundles:
        #   - App/Settings.bundle
        #   - path: Modules/*/Settings.bundle
        #     iask: true

        """
    } else {
      out += "bundles:\n"
      for bundle in bundles {
        let path = yamlString(bundle.path)
        if bundle.iask {
          out += "  - path: \(path)\n    iask: true  # it has *.inApp.plist pages (InAppSettingsKit)\n"
        } else {
          out += "  - \(path)\n"
        }
      }
    }
    out += """

      # The language whose tables are the reference (default: en if there is en.lproj, else
      # Base, else English).
      # developmentLanguage: en

      # InAppSettingsKit's conventions: a page without StringsTable uses the table named after
      # it, and *.inApp.plist pages are read.
      # iask: false

      # What blocks. pull-request: what a change breaks fails (a string missing from the
      # development table: run `settings-l10n extract`), while strings waiting for translators
      # (missing-key, missing-table) are warnings; it is the default without policy:. release:
      # every language needs every string.
      # Run `check --policy release` where you release (the GitHub Action picks release for tags
      # and pull-request otherwise).
      policy: pull-request

      # Per-id severities over the policy's: error, warning or note (`settings-l10n explain`
      # lists the ids).
      # severity:
      #   untranslated: note

      # Fail on findings of this severity or worse: error, warning or note.
      failOn: error

      # Fail when a language translates less of the required keys than this: a fraction (0.9)
      # or a percentage (90%).
      # minCoverage: 90%

      # Accept the findings recorded in this file (write it with
      # `settings-l10n check BUNDLE --write-baseline FILE`): then only new findings fail.
      # baseline: settings-l10n-baseline.json

      # Findings to drop. A rule drops the findings that match all of its fields: id, language,
      # table, key, file (relative to the bundle); each may be a pattern. `- untranslated`
      # alone drops an id everywhere.
      # ignore:
      #   - id: stale-key        # keys the app's own code reads from the table
      #     table: Root
      #     key: "SETTINGS_*"
      #   - id: untranslated
      #     language: en-GB
      #     reason: British English keeps most American spellings

      # Keys that are never translated: never required from any language, never untranslated
      # (brand names, units, font names).
      # doNotTranslate:
      #   - "*dB"
      #   - "Helvetica*"

      """
    return out
  }

  /// A YAML scalar for a path: plain when that reads back the same, else double-quoted.
  static func yamlString(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { s in
      s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "/._-".unicodeScalars.contains(s))
    }
    if plain, let first = text.unicodeScalars.first, first != "-", first != "." || text.hasPrefix("./") || text == "." {
      return text
    }
    var out = "\""
    for s in text.unicodeScalars {
      switch s {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where s < " " || s == "\u{7F}": out += String(format: "\\x%02X", s.value)
      default: out.unicodeScalars.append(s)
      }
    }
    return out + "\""
  }

  private static func hasInAppPages(_ bundle: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
    return names.contains { $0.hasSuffix(".inApp.plist") }
  }

  private static func isSymbolicLink(_ url: URL) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
  }
}
