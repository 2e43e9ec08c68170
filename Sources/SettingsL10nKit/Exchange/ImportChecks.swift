import BundleIO
import ByteCore
import Findings
import L10nRules
import LprojMatching

/// The checks `check` makes on a translation, run by `import` on each target before it is
/// written: a format-specifier mismatch (a note, as in `check`: the strings are shown as they
/// are, never formatted), an untranslated target, edge whitespace that differs and a short title
/// longer than its development value are reported; none refuses the import.
struct ImportChecks {
  /// Keys some element shows as a short title, by table.
  let shortTitles: [String: Set<ExactKey>]

  /// What the checks need of a development value, prepared once for all its languages.
  struct Development {
    /// The development value.
    let value: String
    /// Its shape (edge whitespace, length).
    let shape: TextShape
    /// An element shows the key as a short title.
    let shortTitle: Bool
    /// The value may hold a printf specifier (`%`).
    let mayContainSpecifiers: Bool
  }

  /// The checks for the targets of every folder.
  init(bundle: LocalizedBundle) {
    shortTitles = Self.shortTitles(bundle)
  }

  /// True when targets for the folder are compared with the development value for
  /// `untranslated` (the folder is not a variant of the development language).
  static func comparesUntranslated(_ bundle: LocalizedBundle, lproj: String) -> Bool {
    if let folder = bundle.localizations.lproj(named: lproj) {
      return !UntranslatedRule.isDevelopmentVariant(folder, development: bundle.developmentLproj)
    }
    if let tag = try? LocaleTag(lproj), let development = bundle.developmentLproj?.locale {
      return !tag.isSameLanguage(as: development)
    }
    return true
  }

  /// Keys some element shows as a short title, by table.
  static func shortTitles(_ bundle: LocalizedBundle) -> [String: Set<ExactKey>] {
    var shortTitles: [String: Set<ExactKey>] = [:]
    for string in bundle.walk.strings {
      guard let table = string.table, case .shortTitles = string.field else { continue }
      shortTitles[table, default: []].insert(ExactKey(string.key))
    }
    return shortTitles
  }

  /// What the checks need of the development `value` of `key` in `table`.
  func development(key: String, table: String, value: String) -> Development {
    Development(
      value: value, shape: TextShape(value), shortTitle: shortTitles[table]?.contains(ExactKey(key)) == true,
      mayContainSpecifiers: FormatSpecifiers.mayContainSpecifiers(value))
  }

  /// What is wrong with `target` against the development value: the findings to report.
  func check(
    _ development: Development, target: String, comparesUntranslated checksUntranslated: Bool, in lproj: Lproj?
  ) -> [FindingText] {
    let value = development.value
    var findings: [FindingText] = []
    if development.mayContainSpecifiers || FormatSpecifiers.mayContainSpecifiers(target),
      let reason = FormatSpecifiers(value).mismatch(in: FormatSpecifiers(target))
    {
      findings.append(
        .formatMismatch(target: reason, got: MessageText.quoted(target), want: MessageText.quoted(value)))
    }
    if checksUntranslated, target == value, UntranslatedRule.needsTranslation(target, in: lproj) {
      findings.append(.untranslated(target: MessageText.quoted(value)))
    }
    let short = development.shortTitle
    let shape = development.shape
    // Most targets cannot differ in edge whitespace nor be too long, which their bytes show.
    let bytes = Array(target.utf8)
    if !target.isEmpty, shape.bounds.clears(bytes, bytes.indices, shortTitle: short) { return findings }
    let limit = shape.lengthLimit(shortTitle: short)
    let mine = TextShape(target, limit: limit)
    if mine.isBlank {
      findings.append(.blankValue(target: Whitespace.describe(target[...])))
    } else if !shape.isBlank {
      if let difference = mine.whitespaceDifference(from: shape) {
        findings.append(.whitespaceMismatch(target: difference))
      }
      if limit < .max, mine.length > limit {
        findings.append(.tooLong(target: mine.length, developmentLength: shape.length))
      }
    }
    return findings
  }
}
