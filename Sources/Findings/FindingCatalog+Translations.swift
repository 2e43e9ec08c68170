import ByteCore

extension FindingCatalog {
  /// The findings about a language's tables against the pages and the development language.
  static let translationRules: [FindingRule] = [
    FindingRule(
      id: AuditID.missingKey, severity: .error, rank: 1,
      title: "A key the development table has is missing from a language's table.",
      meaning: """
        A page shows the string (or the app's own code reads it from the table), the development \
        language's table translates it, and this language's table, which exists, lacks the key. Also a key \
        written as text that the development table lacks too, while another language translates it: this \
        language shows it in English.
        """,
      onDevice: """
        The Settings app reads a table whole from the first folder of the user's languages that has it \
        and never falls back key by key: a user of this language sees the raw key (often an identifier \
        such as SETTINGS_SOUND, or the English text when the key is the English text).
        """,
      fix: """
        Add the translation, or send the string to translators: `export`/`import` carry it to a \
        translator and back. `settings-l10n sync BUNDLE` lists the keys each language lacks and changes \
        nothing for them; `sync --fill-with-source` adds them with the development value (marked \
        untranslated), so that the device shows that text rather than the raw key until the translation comes. \
        Under the pull-request policy (the default without `--policy` or `policy:`) it is a warning, a \
        string waiting for translators; `--policy release` makes it an error.
        """,
      example: """
        de.lproj/Root.strings: error: "Fast" is missing: the Settings app shows the raw key (en.lproj/Root.strings:7 has it) [missing-key]
        """),
    FindingRule(
      id: AuditID.missingTable, severity: .error, rank: 0,
      title: "A table the pages use is missing from a language's folder.",
      meaning: """
        A page names a strings table (`StringsTable`) that the development language has, and this \
        language's folder has no such file. Not reported for a variant of the development language \
        (`en-GB` of `en`) that falls back to a table of its own language: it reads that text, as meant.
        """,
      onDevice: """
        The Settings app takes the whole table from the next folder in the user's fallback chain, \
        usually the development language: every string of the pages using that table shows in the \
        development language.
        """,
      fix: """
        Create the table: `settings-l10n sync BUNDLE` writes it with the keys the pages use; then translate it. \
        Under the pull-request policy (the default without `--policy` or `policy:`) it is a warning; \
        `--policy release` makes it an error.
        """,
      example: """
        de.lproj/Advanced.strings: error: Advanced.strings is missing: 2 keys untranslated ("Network", "Use cellular data"); the Settings app shows en.lproj/Advanced.strings instead [missing-table]
        """),
    FindingRule(
      id: AuditID.notInDevelopmentTable, severity: .warning, rank: 0,
      title: "A string the pages use is not in the development language's table.",
      meaning: """
        A page shows a `Title`, `Titles`, `ShortTitles` or `FooterText` whose key the development \
        language's table lacks, usually because a setting was added and `extract` was not run. \
        Other languages are not asked for it until the development table has it. Not reported: text \
        no language translates in a table keyed by identifiers (`SETTINGS_FONT` = "Font"), where \
        the team writes font names, encodings or sample text as they are on purpose, a key \
        every translating language has, and text languages keep as written (`"Ctrl" = "Ctrl";`) \
        that none translates: every user sees the same text. `extract` adds what this rule asks for.
        """,
      onDevice: "Every language that lacks the key shows it as written in the page.",
      fix: """
        Run `settings-l10n extract BUNDLE` to write the key into the development table, then `sync` and translate. \
        Under the pull-request policy (the default without `--policy` or `policy:`) it is an error: the \
        change forgot `extract`.
        """,
      example: """
        Root.plist:62:4: warning: "Advanced" (Title): it is not in en.lproj/Root.strings: en, de show it as written in the page [not-in-development-table]
        """),
    FindingRule(
      id: AuditID.staleKey, severity: .warning, rank: 3,
      title: "A key no page file of the bundle uses.",
      meaning: """
        The table holds a key that nothing uses: no page file of the bundle takes it from that table \
        (under any element type), no string value of a page spells it, and the app's code around the \
        bundle (the source files the message counts) neither reads nor spells it. A setting was removed \
        or renamed and its strings were left behind.
        """,
      onDevice: "Nothing: the Settings app never shows the string. It costs translators' time and the bundle's size.",
      fix: """
        Remove it with `settings-l10n sync BUNDLE --prune` (and `extract --prune` for the development \
        language). If the app reads the key in a way the search cannot see (code outside the searched \
        sources: set `sources:` in `.settings-l10n.yml`), keep it and silence the finding for that key.
        """,
      example: """
        en.lproj/Root.strings:11:1: warning: "OLD_KEY" is used by no page file of the bundle with table Root (--prune removes it) [stale-key]
        """),
    FindingRule(
      id: AuditID.untranslated, severity: .warning,
      title: "A translation equals the development language's value.",
      meaning: """
        The value is the development language's, in a language that is not a variant of it, and it is \
        a phrase a translator would change. Names nobody translates (acronyms, codec and product names, \
        numbers with units, URLs, keys in `doNotTranslate`, a value most languages keep) are not flagged, \
        nor a word the language writes as English does (`Codecs` in German, `Notifications` in French: \
        the tool's list of such words, taken from each language's spelling dictionary).
        """,
      onDevice: "A user of this language reads the row in the development language.",
      fix: "Translate the value. If it is right as it is (a brand name), add its key to `doNotTranslate`.",
      example: """
        de.lproj/Root.strings:4:1: warning: "Speed" has the development language's value "Playback speed" [untranslated]
        """),
    FindingRule(
      id: AuditID.emptyValue, severity: .warning,
      title: "A key whose value is empty.",
      meaning: "The table maps the key to an empty string.",
      onDevice: "The row, group title or footer shows a blank label.",
      fix: "Write the translation, or remove the entry so that the finding becomes a `missing-key` a translator sees.",
      example: """
        de.lproj/Root.strings:5:1: warning: the value of "Slow" is empty: the Settings app shows a blank label [empty-value]
        """),
    FindingRule(
      id: AuditID.duplicateKey, severity: .warning,
      title: "A key defined more than once; the last definition wins.",
      meaning:
        "The table defines the same key twice. Foundation keeps the last definition and drops the others without a word.",
      onDevice: "The last value shows, which may not be the one a translator last edited.",
      fix: "Keep one entry with the right value and delete the others.",
      example: """
        en.lproj/Root.strings:10:1: warning: duplicate key "Sound" (first defined on line 4); the last definition wins [duplicate-key]
        """),
    FindingRule(
      id: AuditID.formatMismatch, severity: .note, rank: 1,
      title: "printf format specifiers of a translation differ from the development value's.",
      meaning: """
        The translation's `%d`, `%@` and other specifiers do not read the same arguments as the \
        development value's. Settings strings are shown as written, so this is about consistency: \
        a translator may have dropped or reordered a placeholder the text talks about.
        """,
      onDevice: "The text shows exactly as written, specifiers included.",
      fix: "Make the translation's placeholders match the development value's, or correct the development value.",
      example: """
        de.lproj/Root.strings:7:1: note: "DOWNLOADS_COUNT": argument 1 is %@ in the translation but %d in the development value ("%@ Downloads: %d" vs "%d downloads of %@") [format-mismatch]
        """),
    FindingRule(
      id: AuditID.whitespaceMismatch, severity: .warning,
      title: "Leading whitespace or a trailing line break differs from the development value's, or a value is blank.",
      meaning: """
        Spaces, tabs or line breaks at the start of the translation, or line breaks at its end, differ \
        from the development value's: usually a slip when pasting. Trailing spaces and tabs are not \
        compared: after a label's last word nobody sees them. A no-break space where French \
        typography wants one is fine.
        """,
      onDevice: "Labels look indented, or gain an empty line; a value of only spaces looks blank.",
      fix: "Trim the translation's edges to match the development value.",
      example: """
        de.lproj/Root.strings:17:1: warning: "Autoplay": the translation starts with a space where the development value starts with nothing [whitespace-mismatch]
        """),
    FindingRule(
      id: AuditID.tooLong, severity: .note,
      title: "A short title (ShortTitles) longer than its development value: it truncates beside the row's title.",
      meaning: """
        A `ShortTitles` entry, shown on one line beside a multi-value row's title, is longer than its \
        development value. Other text wraps in its row, so its length is not a finding.
        """,
      onDevice: "The Settings app cuts the short title with \"…\" on narrow iPhones.",
      fix: "Use a shorter word or an abbreviation; `settings-l10n render --width N` shows how it fits.",
      example: """
        de.lproj/Root.strings:7:1: note: "Lo" (a short title): the translation has 6 characters, more than the development value's 2; a short title is shown beside the row's title, where space is short [too-long]
        """),
    FindingRule(
      id: AuditID.orphanTable, severity: .warning, rank: 0,
      title: "A .strings table no reachable page uses.",
      meaning: """
        A table file in a language folder that no page reached from Root.plist names as its StringsTable. \
        A table named after a page without StringsTable is the one InAppSettingsKit reads for that page: \
        that page's `page-without-table` note covers it, not one warning per language.
        """,
      onDevice: "Nothing: the Settings app never reads it.",
      fix: "Delete the file, or link the page that should use it from a child pane.",
      example: """
        en.lproj/Legacy.strings: warning: no reachable page uses table Legacy; the Settings app never shows its strings [orphan-table]
        """),
    FindingRule(
      id: AuditID.notLocalized, severity: .warning,
      title: "A bundle with pages but no .lproj folder: nothing is localized.",
      meaning: "The bundle has pages but not one language folder, so none of its strings can be translated.",
      onDevice: "Every user sees the pages' strings as written, whatever their language.",
      fix:
        "Create the development language's folder (`en.lproj`) and run `settings-l10n extract BUNDLE` to write its tables; then add a folder per language and run `sync`.",
      example: """
        Settings.bundle: warning: the bundle has no .lproj folder: nothing is localized, and the Settings app shows every string as written in the pages [not-localized]
        """),
  ]
}

/// The wording of the findings about a language's tables, beside their entries above. Keys and
/// values come quoted (`quoted`) and lists of languages or keys written out (`languages`, `keys`)
/// by the audit's `AuditMessage`, which shortens and escapes them.
extension FindingText {
  /// A required key written as text that the development table lacks too, which other languages translate.
  package static func missingKey(
    quoted: String, field: String, language: String, translatedBy languages: String, count: Int
  )
    -> FindingText
  {
    FindingText(
      AuditID.missingKey,
      "\(quoted) (\(field)) is missing: written as text and absent from the development table too, it shows in "
        + "English in \(language), while \(languages) translate\(count == 1 ? "s" : "") it")
  }

  /// Keys `sync` would add to a table (`shown`, the first five), or the table it would create: a
  /// warning, since `sync` reports what it leaves for translators and gates on nothing (`check`'s
  /// policy decides whether a missing translation blocks).
  package static func missingKeys(count keys: Int, shown: String, wholeTable: Bool) -> FindingText {
    wholeTable
      ? FindingText(
        AuditID.missingTable,
        "the table is missing (\(count(keys, "key")): \(shown)); the device shows the development table (--fill-with-source creates it)",
        severity: .warning)
      : FindingText(
        AuditID.missingKey,
        "\(count(keys, "key")) missing: \(shown) (--fill-with-source adds them with the development value)",
        severity: .warning)
  }

  /// A table the pages use that a language's folder lacks, with what the device shows instead.
  package static func missingTable(_ table: String, count keys: Int, keys list: String, shown: String) -> FindingText {
    FindingText(
      AuditID.missingTable, "\(table).strings is missing: \(count(keys, "key")) untranslated (\(list)); \(shown)")
  }

  /// The development language lacks a table an export would take its strings from: a warning,
  /// as the export goes on with the other tables.
  package static func missingDevelopmentTable(_ table: String) -> FindingText {
    FindingText(
      AuditID.missingTable,
      "the development language has no \(table).strings; its strings are not exported (run 'settings-l10n extract')",
      severity: .warning)
  }

  /// A key a page shows that the development table lacks (`reason`), with who shows it how (`shown`).
  package static func notInDevelopmentTable(quoted: String, field: String, reason: String, shown: String)
    -> FindingText
  {
    FindingText(AuditID.notInDevelopmentTable, "\(quoted) (\(field)): \(reason): \(shown)")
  }

  /// A key written as text that a language keeps as written while others translate it.
  package static func untranslated(quoted: String, field: String, translatedBy languages: String, count: Int)
    -> FindingText
  {
    FindingText(
      AuditID.untranslated,
      "\(quoted) (\(field)) is kept as written, in English, while \(languages) translate\(count == 1 ? "s" : "") it")
  }

  /// Where an empty value is used, for its message.
  package enum EmptyUse: Sendable {
    /// A page the reader (named) shows uses the key.
    case shown(by: String)
    /// Only a page the reader (named) does not show uses it.
    case unshown(by: String)
    /// No page uses the key.
    case unused
    /// No reachable page uses the table (named).
    case tableUnused(String)
  }

  /// An empty value in a table of the bundle.
  package static func emptyValue(quoted: String, _ use: EmptyUse) -> FindingText {
    let empty = "the value of \(quoted) is empty"
    return switch use {
    case .shown(let reader): FindingText(AuditID.emptyValue, empty + ": \(reader) shows a blank label")
    case .unshown(let reader):
      FindingText(AuditID.emptyValue, empty + ": a page \(reader) does not show uses it, and would show a blank label")
    case .unused: FindingText(AuditID.emptyValue, empty + " (no page uses the key)")
    case .tableUnused(let table): FindingText(AuditID.emptyValue, empty + " (no reachable page uses table \(table))")
    }
  }

  /// An empty value, as `strings lint` words it (`debugKey`: the key as Swift's debug description).
  package static func emptyValue(debugKey: String) -> FindingText {
    FindingText(AuditID.emptyValue, "the value of \(debugKey) is empty: the device shows a blank row")
  }

  /// A key defined again (`firstLine`: where first, for text files), as `strings lint` words it.
  package static func duplicateKey(debugKey: String, firstLine: Int?) -> FindingText {
    let there = firstLine.map { " (first defined on line \($0))" } ?? ""
    return FindingText(AuditID.duplicateKey, "duplicate key \(debugKey)\(there); the last definition wins")
  }

  /// A value of only whitespace (`described`, as `Whitespace.describe` names it).
  package static func blankValue(quoted: String, described: String) -> FindingText {
    FindingText(AuditID.whitespaceMismatch, "the value of \(quoted) is only whitespace (\(described))")
  }

  /// A translation whose edges differ from the development value's (`difference` says how).
  package static func whitespaceMismatch(quoted: String, difference: String) -> FindingText {
    FindingText(AuditID.whitespaceMismatch, "\(quoted): the translation \(difference)")
  }

  /// A short title longer than the development value's.
  package static func tooLong(quoted: String, length: Int, developmentLength: Int) -> FindingText {
    FindingText(
      AuditID.tooLong,
      "\(quoted) (a short title): the translation has \(length) characters, more than the development value's "
        + "\(developmentLength); a short title is shown beside the row's title, where space is short")
  }

  /// printf specifiers that differ (`reason`), with both values quoted.
  package static func formatMismatch(quoted: String, reason: String, got: String, want: String) -> FindingText {
    FindingText(AuditID.formatMismatch, "\(quoted): \(reason) (\(got) vs \(want))")
  }

  /// A table no reachable page uses, as `check` reports it.
  package static func orphanTable(_ table: String, reader: String) -> FindingText {
    FindingText(AuditID.orphanTable, "no reachable page uses table \(table); \(reader) never shows its strings")
  }

  /// A table no page uses, which `extract` leaves as it is: a note, as the command only says what it left alone.
  package static func orphanTableLeft(_ table: String) -> FindingText {
    FindingText(AuditID.orphanTable, "no page uses the table \(table); the file is left as it is", severity: .note)
  }

  /// Pages without one `.lproj` folder in the bundle.
  package static func notLocalized(reader: String) -> FindingText {
    FindingText(
      AuditID.notLocalized,
      "the bundle has no .lproj folder: nothing is localized, and \(reader) shows every string as written in the pages")
  }
}

extension FindingText {
  /// A stale key before its message is put together (`staleKey(_:table:searched:pruned:in:)`, once
  /// the finding is kept): a note when the command removes the key (`sync --prune`), whose report
  /// then says what it did.
  package static func staleKey(pruned: Bool) -> FindingText {
    FindingText(AuditID.staleKey, "", severity: pruned ? .note : staleKeySeverity)
  }

  /// `stale-key`'s catalog severity, looked up once: a table can hold thousands of stale keys,
  /// and each lookup hashes the id.
  private static let staleKeySeverity = FindingCatalog.severity(of: AuditID.staleKey)

  /// A key nothing uses in a table; `searched` says what else was searched (the app's code), and
  /// `pruned` that the command removes the key.
  package static func staleKey(
    _ key: String, table: String, searched: String, pruned: Bool, in message: inout MessageText
  ) -> FindingText {
    message.quote(key)
    message.add(" is used by no page file of the bundle with table ")
    message.add(table)
    message.add(searched)
    message.add(pruned ? "; removed" : " (--prune removes it)")
    return FindingText(AuditID.staleKey, message.take(), severity: staleKey(pruned: pruned).severity)
  }

  /// A required key the development table has (at `reference`, its file and line) and this table
  /// lacks, perhaps holding a key that looks the same (`lookalike`, in the file at its path).
  package static func missingKey(
    _ key: String, reader: String, reference: (path: String, line: Int)?, lookalike: (path: String, key: String)?,
    in message: inout MessageText
  ) -> FindingText {
    message.quote(key)
    message.add(" is missing: ")
    message.add(reader)
    message.add(" shows the raw key")
    if let reference {
      message.add(" (")
      message.add(reference.path)
      message.add(":")
      message.add(reference.line)
      message.add(" has it)")
    }
    if let lookalike {
      message.add("; ")
      message.add(lookalike.path)
      message.add(" has ")
      message.quote(lookalike.key)
      message.add(", which looks the same but is another key")
    }
    return FindingText(AuditID.missingKey, message.take())
  }

  /// A translation equal to the development value: the value decoded (`value`), or the range of
  /// its bytes (`plain`) in the table's text.
  package static func untranslated(
    _ key: String, value: String?, plain: Range<Int>?, of text: [UInt8], in message: inout MessageText
  ) -> FindingText {
    message.quote(key)
    message.add(" has the development language's value ")
    if let value { message.quote(value) } else if let plain { message.quote(utf8: text, plain) }
    return FindingText(AuditID.untranslated, message.take(), severity: untranslatedSeverity)
  }

  /// `untranslated`'s catalog severity, looked up once, as `stale-key`'s is: a bundle can hold
  /// thousands of copies of development values.
  private static let untranslatedSeverity = FindingCatalog.severity(of: AuditID.untranslated)

  /// A finding of an id with no message, to ask whether the configuration's `ignore:` drops it.
  package static func probe(_ id: DiagnosticID) -> FindingText { FindingText(id, "") }
}
