import Foundation
import L10nRules
import SettingsSchema

/// Keys written as text (Apple's own convention: the key is the English string) that the
/// development table lacks. The development language shows the key, which is its text: it is
/// fine. A translating language that lacks such a key while another translating language
/// translates it shows English among its own strings: a gap of that language, reported as its
/// `missing-key` and counted in its coverage (DESIGN.md, "Missing (what a language must have)").
extension AuditContext {
  /// A use of a table written as text, with the translating folders (indices in the audited
  /// folders) whose table has its key.
  typealias TextKeyUse = (use: Int, holders: [Int])

  /// True when `key` reads as text a user would see (`Show hidden files`, `Version`), not as an
  /// identifier (`SETTINGS_X`, `kDarkMode`, `app.theme`): shown as written, it is the English text.
  static func readsAsText(_ key: String) -> Bool {
    guard key.unicodeScalars.contains(where: \.properties.isLowercase) else { return false }
    if key.contains(where: \.isWhitespace) { return !key.contains("_") }
    // One word: letters only, capitalized at most at its start (`Codecs`, not `kDarkMode`).
    let scalars = Array(key.unicodeScalars)
    guard scalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "-" || $0 == "'" || $0 == "’" }) else {
      return false
    }
    return !scalars.dropFirst().contains(where: \.properties.isUppercase)
  }

  /// True when `value` is the key itself, or the key in other widths of the same characters and
  /// other spacing (`ANGLE（Metal）` for `ANGLE (Metal)`, as Japanese tables write brackets): no translation.
  static func copies(_ value: String, key: String) -> Bool {
    func folded(_ text: String) -> String {
      text.precomposedStringWithCompatibilityMapping.filter { !$0.isWhitespace }
    }
    return value == key || folded(value) == folded(key)
  }

  /// For each required table, by name, its uses written as text that the development table lacks
  /// and a translating folder translates (`textKeys(of:holders:audited:)`): the same for every
  /// folder, so found once per audit rather than once per language.
  func textKeys(holders: [String: [Int: [Int]]], audited: [Lproj]) -> [String: [TextKeyUse]] {
    required.mapValues { textKeys(of: $0, holders: holders[$0.name] ?? [:], audited: audited) }
  }

  /// The uses of `table` written as text that the development table lacks and a translating folder
  /// translates, each with those folders (indices in `audited`).
  func textKeys(of table: RequiredTable, holders: [Int: [Int]], audited: [Lproj]) -> [TextKeyUse] {
    table.uses.indices.compactMap { use in
      guard table.referenceOfUse[use] < 0, !table.isExempt[use], Self.readsAsText(table.uses[use].key),
        UntranslatedRule.needsTranslation(table.uses[use].key)
      else { return nil }
      let translating = (holders[use] ?? []).filter { comparesValues(of: audited[$0]) }
      return translating.isEmpty ? nil : (use, translating)
    }
  }

  /// A translating folder's share of the text keys of `table`: how many it must have and has,
  /// with a `missing-key` for each it lacks (none when the whole table is missing: that has its
  /// finding) and an `untranslated` for each it holds as written (`keptAsWritten`: `"Ctrl" = "Ctrl";`),
  /// which it has, but in English.
  func textKeyGaps(
    _ table: RequiredTable, lproj: Lproj, textKeys: [TextKeyUse], audited: [Lproj], tableRead: Bool,
    keptAsWritten: Set<Int> = [], into findings: inout [Finding]
  ) -> (required: Int, translated: Int, untranslated: Int) {
    guard comparesValues(of: lproj) else { return (0, 0, 0) }
    let mine = audited.firstIndex { $0.name == lproj.name }
    var required = 0
    var translated = 0
    var untranslated = 0
    for (use, translating) in textKeys {
      required += 1
      // A word this language writes as English does (German `Version`) is its own word, shown as written.
      if mine.map(translating.contains) == true || SameWords.readsTheSame(table.uses[use].key, in: lproj) {
        translated += 1
        continue
      }
      guard tableRead else { continue }
      let key = table.uses[use].key
      let others = translating.map { audited[$0].name }
      if keptAsWritten.contains(use) {
        guard UntranslatedRule.needsTranslation(key, in: lproj) else {
          translated += 1
          continue
        }
        untranslated += 1
        findings.append(
          Finding(
            .untranslated(
              quoted: MessageText.quoted(key), field: "\(table.uses[use].field)",
              translatedBy: AuditMessage.languages(others), count: others.count),
            file: lproj.path(ofTable: table.name), language: lproj.name, table: table.name, key: key))
        continue
      }
      findings.append(
        Finding(
          .missingKey(
            quoted: MessageText.quoted(key), field: "\(table.uses[use].field)", language: lproj.name,
            translatedBy: AuditMessage.languages(others), count: others.count),
          file: lproj.path(ofTable: table.name), language: lproj.name, table: table.name, key: key))
    }
    return (required, translated, untranslated)
  }
}
