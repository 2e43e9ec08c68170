import LprojMatching

/// The checks `check` makes on a translation, run by `import` on each target before it is
/// written: a format-specifier mismatch refuses the import (unless allowed); an untranslated
/// target, edge whitespace that differs and a target far too long are reported.
struct ImportChecks {
  /// Compare with the development value for `untranslated` (the folder is not a variant of it).
  let checksUntranslated: Bool
  /// Keys some element shows as a short title, by table.
  let shortTitles: [String: Set<ExactKey>]

  init(bundle: LocalizedBundle, lproj: String) {
    let folder = bundle.localizations.lproj(named: lproj)
    if let folder {
      checksUntranslated = !UntranslatedRule.isDevelopmentVariant(folder, development: bundle.developmentLproj)
    } else if let tag = try? LocaleTag(lproj), let development = bundle.developmentLproj?.locale {
      checksUntranslated = !tag.isSameLanguage(as: development)
    } else {
      checksUntranslated = true
    }
    var shortTitles: [String: Set<ExactKey>] = [:]
    for string in bundle.walk.strings {
      guard let table = string.table, case .shortTitles = string.field else { continue }
      shortTitles[table, default: []].insert(ExactKey(string.key))
    }
    self.shortTitles = shortTitles
  }

  /// What is wrong with `target` for `key` of `table`, against the development `value`:
  /// the refusal (a format mismatch) and the findings to report.
  func check(key: String, table: String, value: String, target: String) -> (refusal: String?, findings: [(DiagnosticID, Severity, String)]) {
    var findings: [(DiagnosticID, Severity, String)] = []
    var refusal: String?
    if FormatSpecifiers.mayContainSpecifiers(value) || FormatSpecifiers.mayContainSpecifiers(target),
      let reason = FormatSpecifiers(value).mismatch(in: FormatSpecifiers(target))
    {
      refusal = "\(reason) (\(AuditMessage.quote(target)) vs \(AuditMessage.quote(value)))"
    }
    if checksUntranslated, target == value, UntranslatedRule.hasLetters(target) {
      findings.append((AuditID.untranslated, .warning, "the target equals the development value \(AuditMessage.quote(value))"))
    }
    let shape = TextShape(value)
    let mine = TextShape(target)
    if mine.isBlank {
      findings.append((AuditID.whitespaceMismatch, .warning, "the target is only whitespace (\(Whitespace.describe(target[...])))"))
    } else if !shape.isBlank {
      if let difference = mine.whitespaceDifference(from: shape) {
        findings.append((AuditID.whitespaceMismatch, .warning, "the target \(difference)"))
      }
      let short = shortTitles[table]?.contains(ExactKey(key)) == true
      if mine.length > shape.lengthLimit(shortTitle: short) {
        findings.append(
          (AuditID.tooLong, .note,
           "the target has \(mine.length) characters, "
             + (short ? "more than the short title's \(shape.length)" : "over twice the development value's \(shape.length)")))
      }
    }
    return (refusal, findings)
  }
}
