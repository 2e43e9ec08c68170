import ByteCore

extension FindingCatalog {
  /// Why a finding of `export` or `import` cannot be silenced.
  private static let exchangeOnly = """
    `export` and `import` read no `ignore:` rules; the finding says which unit or file was left \
    out, so that nothing is lost without a word.
    """

  /// The findings of exporting and importing translations: units left out, inputs refused.
  static let exchangeRules: [FindingRule] = [
    FindingRule(
      id: .newLanguage, severity: .note,
      title: "A language exported before the bundle has a folder for it.",
      meaning:
        "The bundle has no `.lproj` folder for the language asked for, so the export has sources and no targets.",
      onDevice: "Nothing yet: the language exists on the device once its translations are imported.",
      fix: "Nothing to fix: send the file to the translators, and import their work with `--create`.",
      example: """
        note: the bundle has no folder for fr yet: the export has no targets; import it with --create [new-language]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unitNotExportable, severity: .warning,
      title: "A key left out of the export: XML cannot carry its text.",
      meaning:
        "The key or its value holds a control character XML 1.0 cannot carry, so no XLIFF or catalog can hold the unit.",
      onDevice: "Nothing changes: the key keeps its value, but translators never see it.",
      fix: "Remove the control character from the key or value (it is almost always a mistake).",
      example: """
        en.lproj/Root.strings:20:1: warning: key "MUL_VAL" is left out: its text holds U+0001, which XML 1.0 (and so XLIFF) cannot carry [unit-not-exportable]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .xliffMalformed, severity: .error, rank: 0,
      title: "An XLIFF file that cannot be imported.",
      meaning:
        "The input is not well-formed XML, or not XLIFF as Xcode writes it (a `<file>` without a target language, a unit twice).",
      onDevice: "Nothing changes: the import writes nothing.",
      fix: "Correct the file at the line and column given, or ask for it to be exported again.",
      example: """
        de.xliff:333:7: error: a second <trans-unit> with id "MUL_VAL_1" in the same <file> [xliff-malformed]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .catalogMalformed, severity: .error, rank: 0,
      title: "A String Catalog or .xcloc that cannot be imported.",
      meaning:
        "The `.xcstrings` file is not valid JSON, or not a String Catalog, or an `.xcloc` folder lacks its parts.",
      onDevice: "Nothing changes: the import writes nothing.",
      fix: "Correct the file at the line and column given, or export it again from Xcode.",
      example: """
        Root.xcstrings:3:16: error: a member name in double quotes was expected, found ',' [catalog-malformed]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unknownLanguage, severity: .error, rank: 0,
      title: "A target language that is no language tag.",
      meaning:
        "The input's target language cannot name an `.lproj` folder, so the import does not know where its translations go.",
      onDevice: "Nothing changes: that file's translations are not written.",
      fix: "Correct the target language, or name the folder with `--lproj`.",
      example: """
        de.xliff:3:3: error: target-language "zz-!!" is not a language tag [unknown-language]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unknownTable, severity: .warning,
      title: "Units for a table no page uses.",
      meaning: """
        A `<file>` (or catalog) names a table no page of the bundle uses, so its units are skipped; an input \
        that is only such a table is refused as an error.
        """,
      onDevice: "Nothing changes: the bundle shows no text from that table.",
      fix: "Export again from the bundle as it is now, or correct the file's `original` to a table the pages use.",
      example: """
        de.xliff:171:3: warning: no page uses the table of en.lproj/Nope.strings; its units are skipped [unknown-table]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .conflictingTargets, severity: .error,
      title: "Two units give one key different translations.",
      meaning:
        "The inputs hold the same key of the same table and language twice, with different targets; the import cannot choose.",
      onDevice: "Nothing changes: the import writes nothing.",
      fix: "Keep one of the two units (both places are named) and import again.",
      example: """
        de.xliff:341:7: error: unit "MUL_VAL_2" for de.lproj/Root.strings has another target at de.xliff:33:7 [conflicting-targets]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .stateNotImported, severity: .warning,
      title: "Units whose state says they are no translation to import.",
      meaning: """
        A tool's unfinished work: targets marked `needs-translation`, `needs-l10n`, \
        `needs-adaptation` or `approved="no"` (how translate-toolkit, Pootle, Virtaal and Weblate \
        mark fuzzy units), XLIFF 2.0 targets in `initial` or with no state, and targets marked \
        `new`; counted in one warning per file. A copy of the development value that nobody \
        changed gets a note: the table keeps its value.
        """,
      onDevice: "The keys keep the values they have.",
      fix: "Finish and accept the units in the translation tool, or import them on purpose with --accept-unfinished.",
      example: """
        de.xliff: warning: 3 targets are marked unfinished (fuzzy, needs-translation, initial or new); not imported (--accept-unfinished writes them) [state-not-imported]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .parentFolder, severity: .note,
      title: "A full language tag was written into its parent language's folder.",
      meaning: """
        The file's target language (`de-DE`, `zh-Hans-CN`, `es-MX`) has no folder of its own, and \
        its Apple parent chain reaches exactly one folder (`de`, `zh-Hans`, `es-419`): the targets \
        go there, as translation tools write full tags for the language the bundle has.
        """,
      onDevice: "Devices set to the language, and to its parent, show the new translations.",
      fix: "Nothing to do; name another folder with --lproj, or make the region's own with --create and --lproj.",
      example: """
        de.xliff:3:3: note: target-language de-DE has no folder of its own; written to de.lproj, which the device reads for it [parent-folder]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .mixedLanguages, severity: .note,
      title: "One file holds tables for different target languages.",
      meaning:
        "A `<file>` of the input names another `target-language` than the first one; each `<file>` is imported into its own language's folder.",
      onDevice: "The other language's folder changes too.",
      fix: "Nothing, if that was meant; otherwise correct the `target-language` of that `<file>` and import again.",
      example: """
        de.xliff:40:3: note: en.lproj/More.strings targets fr, the file's first <file> de; its units go to the folder of fr [mixed-languages]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .noRepository, severity: .note,
      title: "Original paths relative to the repository were asked for, and there is none.",
      meaning:
        "`export --original-paths repository` names each table from the repository's root (the folder holding `.git`); no such folder is above the bundle.",
      onDevice: "Nothing changes on the device.",
      fix: "Export from a clone of the repository, or leave out --original-paths.",
      example: """
        note: no repository (a folder holding .git) is above the bundle: original paths stay relative to the bundle [no-repository]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unfinishedImported, severity: .note,
      title: "Unfinished work was written because it was asked for.",
      meaning: "`--accept-unfinished` wrote targets their file marks fuzzy, machine-made, initial or new.",
      onDevice: "The device shows these targets, which nobody has accepted yet.",
      fix: "Have them reviewed in the translation tool and export them as translated.",
      example: """
        de.xliff: note: 3 targets are marked unfinished (fuzzy, needs-translation, initial or new); written as asked [unfinished-imported]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .needsReviewImported, severity: .note,
      title: "A translation still marked for review was imported.",
      meaning:
        "The unit's state asks for review (`needs-review-translation`, `needs_review`); its target is written all the same, as Xcode does.",
      onDevice: "The new text shows; it may still change after the review.",
      fix: "Nothing to fix: review the text, and import again once it is marked translated.",
      example: """
        de.xliff:18:7: note: unit "MUL_VALUE_TITLE": its target is marked for review; it replaces the value "Mehrere Werte" [needs-review-imported]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .sourceChanged, severity: .warning,
      title: "A unit translated from a source text that has changed since.",
      meaning: "The unit's source is no longer the development value of its key, so its target translates old text.",
      onDevice: "The key keeps the value it has until the new text is translated.",
      fix: "Export again and have the changed text translated.",
      example: """
        de.xliff:23:7: warning: unit "MUL_VAL": its source no longer equals the development value "Update at launch"; not imported [source-changed]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .emptyTarget, severity: .warning,
      title: "A unit whose target is empty.",
      meaning: "The unit has a target with no text; writing it would blank the string on the device.",
      onDevice: "The key keeps the value it has.",
      fix: "Have the unit translated, or leave its target out.",
      example: """
        de.xliff:28:7: warning: unit "MUL_VAL_1": the target is empty; not imported [empty-target]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .staleUnit, severity: .warning,
      title: "A unit for a key no page uses.",
      meaning: "The unit's key is in no table the pages use today (it was removed or renamed after the export).",
      onDevice: "Nothing: no page shows that key.",
      fix: "Nothing to fix; export again to give translators only the keys in use.",
      example: """
        de.xliff:165:13: warning: unit "GONE_KEY": no page uses this key; not imported [stale-unit]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .ambiguousUnit, severity: .warning,
      title: "A unit that names no table, for a key several tables use.",
      meaning:
        "The `<file>` names no table, so units are matched by key alone, and this key is in more than one table.",
      onDevice: "The key keeps the value it has in every table.",
      fix: "Name the table in the `<file>`'s `original`, as `en.lproj/Root.strings`.",
      example: """
        de.xliff:9:7: warning: unit "TITLE": Localizable.strings names no table, and the tables Root, Advanced each use this key; not imported (name the table in original, as en.lproj/Root.strings) [ambiguous-unit]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unitNotImportable, severity: .warning,
      title: "An entry or unit a .strings table cannot hold.",
      meaning:
        "A String Catalog entry varies by plural, device or substitution (the message names which), or an XLIFF unit holds an inline code with no text to write in its place (`<x/>`, `<ph/>` with no equivalent); a `.strings` table holds one plain text per key.",
      onDevice: "The key keeps the value it has.",
      fix:
        "Give the entry one text in the catalog, or keep it out of the Settings table; for XLIFF, type the placeholder's text instead of the code (or give it equiv-text).",
      example: """
        Root.xcstrings:12:9: warning: key "COUNT", de: its value varies by plural, which a .strings table cannot hold; not imported [unit-not-importable]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .unknownState, severity: .warning,
      title: "A String Catalog state the tool does not know.",
      meaning:
        "The localization's state is not `translated`, `needs_review` or `new`, so whether to write it is unknown.",
      onDevice: "The key keeps the value it has.",
      fix: "Open the catalog in Xcode and set the state, then import again.",
      example: """
        Root.xcstrings:12:9: warning: key "TITLE", de: its state "stale" is not translated, needs_review or new; not imported [unknown-state]
        """, unsilenceableBecause: exchangeOnly),
    FindingRule(
      id: .notEditable, severity: .error, rank: 0,
      title: "A table the import cannot edit.",
      meaning:
        "The language's table is a property list saved as `.strings`, or has syntax errors; editing it could lose entries.",
      onDevice: "Nothing changes: the table is not written.",
      fix: "Convert the file with `settings-l10n strings format`, or correct its errors, then import again.",
      example: """
        de.lproj/Root.strings: error: the file is a property list saved as .strings; it is not changed (convert it with 'settings-l10n strings format') [not-editable]
        """, unsilenceableBecause: exchangeOnly),
  ]
}

/// The wording of the findings of `export`, `import` and `sync`, beside their entries above.
extension FindingText {
  /// An export for a language the bundle has no folder for yet.
  package static func newLanguage(_ language: String) -> FindingText {
    FindingText(
      .newLanguage, "the bundle has no folder for \(language) yet: the export has no targets; import it with --create")
  }

  /// A key whose text holds a character (`scalar`, as `U+XXXX`'s digits) XML 1.0 cannot carry.
  package static func unitNotExportable(quoted: String, scalar: String) -> FindingText {
    FindingText(
      .unitNotExportable,
      "key \(quoted) is left out: its text holds U+\(scalar), which XML 1.0 (and so XLIFF) cannot carry")
  }

  /// An XLIFF file of an `.xcloc` (or a catalog file) that cannot be read (`message`: the reader's).
  package static func malformed(catalog: Bool, _ message: String) -> FindingText {
    FindingText(catalog ? .catalogMalformed : .xliffMalformed, message)
  }

  /// An `.xcloc` whose `contents.json` and XLIFF name different languages.
  package static func catalogMalformed(targetLocale: String, targetLanguage: String, original: String) -> FindingText {
    FindingText(
      .catalogMalformed,
      "contents.json's targetLocale \(targetLocale) and the target-language \(targetLanguage) of \(original) differ; nothing is imported from this catalog"
    )
  }

  /// A String Catalog read from standard input, which names no table: refused, so an error (as
  /// the entry says of an input that is only such a table).
  package static func unknownTable(catalogFromStandardInput: Void = ()) -> FindingText {
    FindingText(
      .unknownTable,
      "a String Catalog names its table only by its file name (Root.xcstrings): import it from its file",
      severity: .error)
  }

  /// An app-wide export's tables of files outside the bundle (`shown`, the first names): a note,
  /// since such an export holds the app's other files by design.
  package static func unknownTable(otherTables count: Int, shown: String) -> FindingText {
    FindingText(
      .unknownTable,
      "the file also holds \(count) table\(count == 1 ? "" : "s") of the app outside the bundle (\(shown)); skipped",
      severity: .note)
  }

  /// Two units of one import for one key with different targets.
  package static func conflictingTargets(quoted: String, file: String, previous: String) -> FindingText {
    FindingText(.conflictingTargets, "unit \(quoted) for \(file) has another target at \(previous)")
  }

  /// Unfinished targets (`units`: "1 target is", "3 targets are") left out of an import.
  package static func stateNotImported(units: String) -> FindingText {
    FindingText(
      .stateNotImported,
      "\(units) marked unfinished (fuzzy, needs-translation, initial or new); not imported (--accept-unfinished writes them)"
    )
  }

  /// Unfinished targets written, as `--accept-unfinished` asks.
  package static func unfinishedImported(units: String) -> FindingText {
    FindingText(
      .unfinishedImported, "\(units) marked unfinished (fuzzy, needs-translation, initial or new); written as asked")
  }

  /// No repository above the bundle for `--original-paths repository`.
  package static func noRepository() -> FindingText {
    FindingText(
      .noRepository,
      "no repository (a folder holding .git) is above the bundle: original paths stay relative to the bundle")
  }

  /// Units (`count`) of a file (`original`) for keys no page uses.
  package static func staleUnits(_ count: Int, of original: String) -> FindingText {
    FindingText(
      .staleUnit, "\(count) unit\(count == 1 ? " is" : "s are") of \(original) for keys no page uses; not imported")
  }

  /// A unit of a file that names no table whose key several tables use.
  package static func ambiguousUnit(quoted: String, original: String, tables: String, first: String) -> FindingText {
    FindingText(
      .ambiguousUnit,
      "unit \(quoted): \(original) names no table, and the tables \(tables) each use this key; not imported (name the table in original, as en.lproj/\(first).strings)"
    )
  }

  /// A String Catalog entry of a language (`why`) that is not imported; `id` is
  /// `unit-not-importable` or `unknown-state`.
  package static func catalogEntryNotImported(_ id: DiagnosticID, quoted: String, language: String, why: String)
    -> FindingText
  {
    FindingText(id, "key \(quoted), \(language): \(why); not imported")
  }

  /// An import none of whose units is for a key the pages use (`has`: what it holds; `expected`:
  /// what the pages use).
  package static func nothingMatched(has: String, expected: String) -> FindingText {
    FindingText(
      .nothingMatched,
      "nothing in this file matches a key the bundle's pages use: \(has); \(expected); is it for another bundle?")
  }

  /// A table saved as a property list, which is not edited.
  package static func notEditable(propertyList: Void = ()) -> FindingText {
    FindingText(
      .notEditable,
      "the file is a property list saved as .strings; it is not changed (convert it with 'settings-l10n strings format')"
    )
  }

  /// A table whose edit failed (`error`).
  package static func notEditable(error: String) -> FindingText { FindingText(.notEditable, error) }

  /// An error of the `.strings` reader that keeps a table from being edited.
  package static func notChanged(_ diagnostic: Diagnostic) -> FindingText {
    FindingText(
      diagnostic.id, "\(diagnostic.message); the file is not changed until this is fixed", severity: diagnostic.severity
    )
  }

  /// A table that exists and could not be read, which a write does not replace.
  package static func unreadableFile(notReplaced: Void = ()) -> FindingText {
    FindingText(.unreadableFile, "the file exists but could not be read; it is not replaced")
  }

  /// A finding about one unit of an import (`quoted`, its key; `language`, " for de.lproj" when
  /// the input holds several languages): the unit named before the rule's own text.
  package static func aboutUnit(quoted: String, language: String, _ text: FindingText) -> FindingText {
    FindingText(text.id, "unit \(quoted)\(language): \(text.message)", severity: text.severity)
  }

  /// A unit whose target cannot be written (`why`).
  package static func unitNotImportable(_ why: String) -> FindingText {
    FindingText(.unitNotImportable, "\(why); not imported")
  }

  /// A unit marked a copy of the development value whose table has another value: a note, as
  /// the table keeps the value it has (nothing is lost).
  package static func stateNotImported(copyKept: Void = ()) -> FindingText {
    FindingText(
      .stateNotImported, "its target is marked a copy of the development value; the table's value is kept",
      severity: .note)
  }

  /// A target marked for review that replaces a value (`replaced`: " "old"" or nothing).
  package static func needsReviewImported(replaced: String) -> FindingText {
    FindingText(.needsReviewImported, "its target is marked for review; it replaces the value\(replaced)")
  }

  /// A unit for a key no page uses.
  package static func staleUnit() -> FindingText { FindingText(.staleUnit, "no page uses this key; not imported") }

  /// A unit for a key the development table no longer has.
  package static func sourceChanged(keyGone: Void = ()) -> FindingText {
    FindingText(.sourceChanged, "the development table no longer has this key; not imported")
  }

  /// A unit whose source is no longer the development value (`quoted`).
  package static func sourceChanged(value quoted: String) -> FindingText {
    FindingText(.sourceChanged, "its source no longer equals the development value \(quoted); not imported")
  }

  /// A unit with an empty target for a value that is not empty.
  package static func emptyTarget() -> FindingText { FindingText(.emptyTarget, "the target is empty; not imported") }

  /// A `<file>` without a target language.
  package static func xliffMalformed(noTargetLanguage original: String) -> FindingText {
    FindingText(.xliffMalformed, "\(original) has no target language")
  }

  /// A `<file>` whose target language differs from the file's first.
  package static func mixedLanguages(original: String, language: String, first: String) -> FindingText {
    FindingText(
      .mixedLanguages,
      "\(original) targets \(language), the file's first <file> \(first); its units go to the folder of \(language)")
  }

  /// A target language no folder can be found or made for (`message` says why).
  package static func unknownLanguage(_ message: String) -> FindingText { FindingText(.unknownLanguage, message) }

  /// A target language written into the folder of its parent.
  package static func parentFolder(language: String, folder: String) -> FindingText {
    FindingText(
      .parentFolder,
      "target-language \(language) has no folder of its own; written to \(folder).lproj, which the device reads for it")
  }

  /// A file whose target language is the development language's folder (`lproj`).
  package static func developmentLanguageTarget(original: String, language: String, lproj: String) -> FindingText {
    FindingText(
      .developmentLanguageTarget,
      "\(original): target-language \(language) is the development language (\(lproj).lproj); "
        + "importing it would replace the values every language is checked against (--allow-development-language writes it)"
    )
  }

  /// A `<file>` for a table no page uses.
  package static func unknownTable(original: String) -> FindingText {
    FindingText(.unknownTable, "no page uses the table of \(original); its units are skipped")
  }

  /// A `<file>` whose table the development language lacks: a warning, as the import goes on
  /// with the other files.
  package static func missingDevelopmentTable(_ table: String, original: String) -> FindingText {
    FindingText(
      AuditID.missingTable,
      "the development language has no \(table).strings; the units of \(original) are skipped", severity: .warning)
  }

  /// An imported target whose printf specifiers differ from the development value's (`got`, `want` quoted).
  package static func formatMismatch(target reason: String, got: String, want: String) -> FindingText {
    FindingText(AuditID.formatMismatch, "\(reason) (\(got) vs \(want))")
  }

  /// An imported target equal to the development value (`quoted`).
  package static func untranslated(target quoted: String) -> FindingText {
    FindingText(AuditID.untranslated, "the target equals the development value \(quoted)")
  }

  /// An imported target of only whitespace (`described`).
  package static func blankValue(target described: String) -> FindingText {
    FindingText(AuditID.whitespaceMismatch, "the target is only whitespace (\(described))")
  }

  /// An imported target whose edges differ from the development value's.
  package static func whitespaceMismatch(target difference: String) -> FindingText {
    FindingText(AuditID.whitespaceMismatch, "the target \(difference)")
  }

  /// An imported short title longer than the development value's.
  package static func tooLong(target length: Int, developmentLength: Int) -> FindingText {
    FindingText(
      AuditID.tooLong, "the target has \(length) characters, more than the short title's \(developmentLength)")
  }
}
