import ByteCore

extension FindingCatalog {
  /// The findings of the commands that write: refused writes, interrupted ones, refused imports.
  static let writeRules: [FindingRule] = [
    FindingRule(
      id: .interruptedWrite, severity: .warning,
      title: "A write of several files was interrupted.",
      meaning: """
        A writing command was stopped (killed, a full disk, a crash) while it replaced several tables, \
        and left its journal, `.settings-l10n.journal`, in the bundle. Commands that only read change \
        nothing: they read the bundle as it was before that write.
        """,
      onDevice: "Nothing until the bundle is built: then some tables may be old and some new.",
      fix:
        "Run the writing command again (not a `--dry-run`, which only reports it): it first finishes or undoes the interrupted write, and says so.",
      example: """
        Settings.bundle/.settings-l10n.journal: warning: a write of 3 files (de.lproj/Root.strings, …) was interrupted; the bundle is read as it was before it, and the next command that writes this bundle undoes it (every file keeps its old content) [interrupted-write]
        """, silenceable: false),
    FindingRule(
      id: .invalidJournal, severity: .error,
      title: "A journal settings-l10n did not write, or whose files are not the ones it recorded.",
      meaning: """
        `.settings-l10n.journal` names files this tool did not make, was written for another folder \
        (copied in from a repository or an archive), or its files changed since. Recovery trusts \
        nothing it did not write on this machine, so nothing is touched.
        """,
      onDevice: "Nothing.",
      fix:
        "If no write of yours was interrupted, delete `.settings-l10n.journal` (and never commit it: list it in `.gitignore`).",
      example: """
        Settings.bundle/.settings-l10n.journal: error: not a journal settings-l10n wrote in this bundle, or its files changed since; it is left alone and nothing was recovered (remove it if no write was interrupted) [invalid-journal]
        """, silenceable: false),
    FindingRule(
      id: .changedOnDisk, severity: .error,
      title: "A file another program changed after the command read it.",
      meaning: """
        Between reading a table and replacing it, another program (an editor, a sync client, a second \
        command) changed it. The whole write is refused, so that edit is not lost.
        """,
      onDevice: "Nothing: no file was written.",
      fix: "Run the command again once the other program is done.",
      example: """
        de.lproj/Root.strings: error: the file changed after it was read (another program wrote it); it is not overwritten (run the command again) [changed-on-disk]
        """, silenceable: false),
    FindingRule(
      id: .readOnlyFile, severity: .error,
      title: "A table without its owner's write permission, which a write would replace.",
      meaning:
        "The file is read-only (no owner write bit): someone asked for it to stay as it is (a Perforce checkout, a locked file).",
      onDevice: "Nothing: no file was written.",
      fix: "Make it writable (`chmod u+w FILE`, or check it out for editing) and run the command again.",
      example: """
        en.lproj/Root.strings: error: is read-only (mode 444); it is not replaced [read-only-file]
        """, silenceable: false),
    FindingRule(
      id: .notARegularFile, severity: .error,
      title: "A path to write that is no regular file.",
      meaning: """
        Where a table is to be written stands a device, a FIFO, a folder or a symbolic link that cannot \
        be followed; writing there could block, or write somewhere nobody meant.
        """,
      onDevice: "Nothing: no file was written.",
      fix: "Replace what stands at the path with a regular file (or delete it), then run the command again.",
      example: """
        de.lproj/Root.strings: error: not a regular file [not-a-regular-file]
        """, silenceable: false),
    FindingRule(
      id: .duplicateTarget, severity: .error,
      title: "Two tables of one write that are the same file.",
      meaning: """
        Two tables the command would write resolve, through a symbolic link, to one file: writing both \
        would keep only the last.
        """,
      onDevice: "Nothing: no file was written.",
      fix: "Replace the symbolic link with a file of its own, then run the command again.",
      example: """
        fr.lproj/Root.strings: error: is the same file as de.lproj/Root.strings (through a symbolic link) [duplicate-target]
        """, silenceable: false),
    FindingRule(
      id: .hardLinkedFile, severity: .error,
      title: "A table with other hard links, which a write would break.",
      meaning:
        "The file has more than one name (hard links); replacing it would leave the other names with the old content.",
      onDevice: "Nothing: no file was written.",
      fix:
        "Break the link (copy the file over itself as a new file) or write the other name; then run the command again.",
      example: """
        de.lproj/Root.strings: error: has 2 hard links; replacing it would break them, so it is not written [hard-linked-file]
        """, silenceable: false),
    FindingRule(
      id: .developmentLanguageTarget, severity: .error,
      title: "An import whose target language is the development language.",
      meaning: """
        The file's target language is the development language, whose values every other language is \
        checked against: most often a translator's slip (a German file labelled English).
        """,
      onDevice: "Nothing: the import wrote nothing.",
      fix:
        "Correct the file's target language; pass `--allow-development-language` if replacing the development values is meant.",
      example: """
        de.xliff: error: Root.strings: target-language en is the development language (en.lproj); importing it would replace the values every language is checked against (--allow-development-language writes it) [development-language-target]
        """, silenceable: false),
    FindingRule(
      id: .nothingMatched, severity: .error,
      title: "An import file none of whose units is for a key the bundle's pages use.",
      meaning:
        "No unit of the file is for a table and key this bundle's pages use: it is most likely for another bundle.",
      onDevice: "Nothing: the import wrote nothing.",
      fix: "Import the file into the bundle it was exported from.",
      example: """
        other.xliff: error: nothing in this file matches a key the bundle's pages use: its 3 units are for table Other; the bundle's pages use table Root; is it for another bundle? [nothing-matched]
        """, silenceable: false),
  ]
}

/// The wording of the findings of writing, beside their entries above.
extension FindingText {
  /// A write of several files interrupted (`files`: which), read as before it or with it, and
  /// what the next writing command does (`next`).
  package static func interruptedWrite(files: String, readAsBefore: Bool, next: String) -> FindingText {
    let read =
      readAsBefore
      ? "; the bundle is read as it was before it"
      : " after every file had its new content; the bundle is read with it"
    return FindingText(.interruptedWrite, "a write of \(files) was interrupted\(read), and \(next)")
  }

  /// A journal this tool did not write, or whose files no longer match it.
  package static func invalidJournal() -> FindingText {
    FindingText(
      .invalidJournal,
      "not a journal settings-l10n wrote in this bundle, or its files changed since; it is left alone and nothing was recovered (remove it if no write was interrupted)"
    )
  }

  /// A file that changed (or, `appeared`, came to be) after the command read the bundle.
  package static func changedOnDisk(appeared: Bool) -> FindingText {
    FindingText(
      .changedOnDisk,
      appeared
        ? "the file appeared after the bundle was read; it is not overwritten (run the command again)"
        : "the file changed after it was read (another program wrote it); it is not overwritten (run the command again)"
    )
  }

  /// A path to write that is no regular file (`reason` says what it is).
  package static func notARegularFile(_ reason: String) -> FindingText { FindingText(.notARegularFile, reason) }

  /// A file a rename would not replace faithfully: hard-linked, or read-only (`reason` says how).
  package static func refusedReplacement(hardLinked: Bool, _ reason: String) -> FindingText {
    FindingText(hardLinked ? .hardLinkedFile : .readOnlyFile, reason)
  }

  /// A destination of a write outside the bundle (`reason`: where it resolves).
  package static func pathOutsideBundle(write reason: String) -> FindingText {
    FindingText(.pathOutsideBundle, reason)
  }

  /// A table whose real path is outside the bundle, which is not read.
  package static func pathOutsideBundle(table path: String, resolvesTo real: String) -> FindingText {
    FindingText(.pathOutsideBundle, "\(path) resolves to \(real), outside the bundle; it is not read")
  }

  /// Two tables of one write that are one file through a symbolic link.
  package static func duplicateTarget(of other: String) -> FindingText {
    FindingText(.duplicateTarget, "is the same file as \(other) (through a symbolic link)")
  }

  /// A table file over the size limit, which was not read.
  package static func fileTooLarge(size: String, limit: String) -> FindingText {
    FindingText(.fileTooLarge, "the file is \(size), over the limit of \(limit); it was not read")
  }

  /// A table file that cannot be read (`reason`).
  package static func unreadableFile(_ reason: String) -> FindingText {
    FindingText(.unreadableFile, "cannot read the file: \(reason)")
  }

  /// A table file whose read failed with an error of its own.
  package static func unreadableFile(error: String) -> FindingText { FindingText(.unreadableFile, error) }
}
