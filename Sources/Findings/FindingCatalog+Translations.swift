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
        en.lproj/Root.strings:11:1: warning: "OLD_KEY" is not used by any page of the bundle with table Root [stale-key]
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
