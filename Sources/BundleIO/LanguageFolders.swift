import ByteCore
import Findings
import Foundation
import LprojMatching
import SettingsSchema

/// Which `.lproj` folder a language names: one rule for every command.
///
/// A value that is a folder's exact name (`es_MX`, `English`) names that folder; otherwise the
/// folder whose canonical tag equals the value's (`es-MX` finds `es_MX.lproj`). Two folders
/// with one canonical tag make the tag ambiguous: readers take the first and say so, writers
/// refuse. Closest-match fallback (`zh-Hans` to `zh_CN`) is `resolve`'s, never a write's.
public enum LanguageFolders {
  /// What a language value names.
  public enum Match: Sendable, Hashable {
    /// Exactly one folder.
    case folder(Lproj)
    /// Several folders share the value's canonical tag (`es-MX.lproj` and `es_MX.lproj`).
    case ambiguous([Lproj])
    /// No folder (the value may still be a language tag: a folder to create).
    case none
  }

  /// Applies the rule; with `exactNames` false the value is taken as a tag only (an XLIFF
  /// `target-language`), so a folder spelled like the tag does not hide its twin.
  public static func match(_ value: String, in localizations: BundleLocalizations, exactNames: Bool = true) -> Match {
    match(value, tag: nil, in: localizations, exactNames: exactNames)
  }

  /// `match(_:in:exactNames:)` with the value's tag, when the caller has asked ICU for it already.
  static func match(_ value: String, tag known: LocaleTag?, in localizations: BundleLocalizations, exactNames: Bool)
    -> Match
  {
    if exactNames, let lproj = localizations.lproj(named: value) { return .folder(lproj) }
    guard let tag = known ?? (try? LocaleTag(value)) else { return .none }
    let candidates = localizations.lprojs.filter { $0.locale?.canonical == tag.canonical }
    switch candidates.count {
    case 0: return .none
    case 1: return .folder(candidates[0])
    default: return .ambiguous(candidates)
    }
  }

  /// The folder a write for `value` goes to; nil when there is none. Throws `.unsafe` (exit 2)
  /// for an ambiguous value, naming both folders and the option (`option`) that names one.
  public static func folderForWriting(
    _ value: String, in localizations: BundleLocalizations, exactNames: Bool = true, file: String? = nil,
    location: SourceLocation? = nil, option: String = "--language"
  ) throws(ExchangeError) -> Lproj? {
    try folderForWriting(
      value, tag: nil, in: localizations, exactNames: exactNames, file: file, location: location, option: option)
  }

  /// `folderForWriting(_:in:exactNames:file:location:option:)` with the value's tag, when the caller has it.
  package static func folderForWriting(
    _ value: String, tag: LocaleTag?, in localizations: BundleLocalizations, exactNames: Bool, file: String?,
    location: SourceLocation?, option: String = "--language"
  ) throws(ExchangeError) -> Lproj? {
    switch match(value, tag: tag, in: localizations, exactNames: exactNames) {
    case .folder(let lproj): return lproj
    case .none: return nil
    case .ambiguous(let folders):
      throw .unsafe([ambiguity(value, folders, file: file, location: location, option: option)])
    }
  }

  /// The folder a write for a full tag with no folder of its own goes to: the one folder
  /// nearest on its Apple parent chain (`de-DE` → `de`, `zh-Hans-CN` → `zh-Hans`, `es-MX` →
  /// `es-419`), which the device reads for that language; nil when the chain reaches no folder
  /// or two of one locale. Translation tools write full tags where the bundle has the language:
  /// creating `de-DE.lproj` beside `de.lproj` would split one language in two.
  public static func parentFolderForWriting(_ tag: LocaleTag, in localizations: BundleLocalizations) -> Lproj? {
    let found = localizations.nearestParentFolders(of: tag)
    return found.count == 1 ? found[0] : nil
  }

  /// True when `lproj` may take the writes of `tag`: its folder (same canonical tag), or one on
  /// the tag's Apple parent chain (`--lproj de` for `de-DE`).
  public static func isFolder(_ lproj: Lproj, forWriting tag: LocaleTag) -> Bool {
    guard let locale = lproj.locale else { return false }
    return locale.canonical == tag.canonical || tag.chainReaches(locale)
  }

  /// True when another folder of the bundle has `lproj`'s canonical tag (`es-MX.lproj` beside
  /// `es_MX.lproj`, `ja.lproj` beside `Japanese.lproj`): the tag alone cannot say which one an
  /// export came from, so every format names the folder.
  public static func hasTwin(_ lproj: Lproj, in localizations: BundleLocalizations) -> Bool {
    guard let tag = lproj.locale?.canonical else { return false }
    return localizations.lprojs.contains { $0.name != lproj.name && $0.locale?.canonical == tag }
  }

  /// The folder a read for `value` uses: the first of several (with a note saying so).
  package static func folderForReading(_ value: String, in localizations: BundleLocalizations) -> (Lproj?, Finding?) {
    switch match(value, in: localizations) {
    case .folder(let lproj): return (lproj, nil)
    case .none: return (nil, nil)
    case .ambiguous(let folders):
      let note = Finding(
        .duplicateLproj(
          reading: PrintableText.escapingControls(value), names: folders.map(\.folderName).joined(separator: " and "),
          read: folders[0].folderName))
      return (folders[0], note)
    }
  }

  /// A name that may become a new folder: one plain file name that names a locale.
  public static func isCreatable(_ name: String) -> Bool {
    TableNames.isPlain(name) && (try? Lproj(name: name)) != nil
  }

  private static func ambiguity(
    _ value: String, _ folders: [Lproj], file: String?, location: SourceLocation?, option: String
  ) -> Finding {
    let names = folders.map(\.folderName).joined(separator: " and ")
    let text = FindingText.duplicateLproj(
      ambiguous: PrintableText.escapingControls(value), names: names, option: option, folder: folders[0].name)
    return Finding(text, file: file, line: location?.line, column: location?.column)
  }
}
