import ByteCore

extension FindingCatalog {
  /// The findings about table files as files: reading, syntax and what the parser warns of.
  static let fileRules: [FindingRule] = [
    FindingRule(
      id: .syntaxError, severity: .error, rank: 0,
      title: "A .strings file the device cannot load.",
      meaning: """
        The table (or a page) has a syntax error: a missing `;`, an unterminated string, an empty file. \
        Foundation then loads nothing from the whole file.
        """,
      onDevice: "Every string of that table shows its raw key in that language, not just the broken entry.",
      fix: """
        Correct the file at the line and column given; `settings-l10n strings lint FILE` lists every \
        error, and `strings format` rewrites a correct file in Xcode's style.
        """,
      example: """
        fr.lproj/Root.strings:2:72: error: missing ';' after the entry for key "FOOTER_GENERAL", found '"' (missing-semicolon); the Settings app loads nothing from this file, so every Root string shows its raw key in fr [syntax-error]
        """),
    FindingRule(
      id: .fileTooLarge, severity: .error, rank: 0,
      title: "A table file over the size the tool reads.",
      meaning: "The file is larger than `--max-file-size` (64 MiB unless set), so it was not read.",
      onDevice: "Nothing in itself: a Settings table is kilobytes, so such a file is probably not a table.",
      fix: "Look at what the file is; raise `--max-file-size` only if the table really is that large.",
      example: """
        de.lproj/Root.strings: error: the file is 83886080 bytes, over the limit of 67108864; it was not read [file-too-large]
        """),
    FindingRule(
      id: .unreadableFile, severity: .error, rank: 0,
      title: "A table that cannot be read.",
      meaning: "The file cannot be opened or read (permissions, a FIFO or device named like a table, an I/O error).",
      onDevice: "A FIFO or device is not a table: the app's copy of the bundle has no such strings.",
      fix: "Make the file a readable regular file.",
      example: """
        de.lproj/Root.strings: error: cannot read the file: Permission denied [unreadable-file]
        """),
    FindingRule(
      id: .ignoredTail, severity: .warning,
      title: "The device stops reading the file before its end.",
      meaning: """
        Foundation stops at this point without an error (an unclosed quote in a key, a stray `;`, \
        text after the last entry): every entry after it is lost on the device.
        """,
      onDevice: "The keys after this point show raw.",
      fix: "Correct the text at the line and column given.",
      example: """
        de.lproj/Root.strings:9:1: warning: this key's quote is never closed: the device stops reading the file here; nothing after it is read [ignored-tail]
        """),
    FindingRule(
      id: .nonStringValue, severity: .warning,
      title: "A value that is not a string.",
      meaning: "The entry's value is an array, dictionary or data, which a strings table cannot show.",
      onDevice: "The Settings app shows no text for the key.",
      fix: "Write the value as a quoted string.",
      example: """
        nl.lproj/Root.strings:1:13: warning: the value of "Display" is not a string [non-string-value]
        """),
    FindingRule(
      id: .undefinedOctalEscape, severity: .warning,
      title: "An octal escape naming a byte NeXTSTEP Latin leaves undefined.",
      meaning: "An octal escape such as `\\376` names a byte that decodes to U+0000.",
      onDevice: "The character shows as nothing (or cuts the text) on the device.",
      fix: "Write the character itself, or a `\\U` escape.",
      example: """
        de.lproj/Root.strings:3:12: warning: octal escape names byte 254, which NeXTSTEP Latin leaves undefined; it reads as U+0000 [undefined-octal-escape]
        """),
    FindingRule(
      id: .unpairedSurrogate, severity: .warning,
      title: "Half of a UTF-16 surrogate pair.",
      meaning: "A `\\U` escape or the file's UTF-16 holds half of a surrogate pair.",
      onDevice: "The character shows as U+FFFD (�).",
      fix: "Write the character itself, or both halves of the pair.",
      example: """
        de.lproj/Root.strings:2:9: warning: \\U escape is an unpaired surrogate; it shows as U+FFFD [unpaired-surrogate]
        """),
    FindingRule(
      id: .unterminatedComment, severity: .warning,
      title: "A /* comment that never ends.",
      meaning: "A block comment is opened and never closed: the rest of the file is comment.",
      onDevice: "The entries after it are lost.",
      fix: "Close the comment with `*/`.",
      example: """
        de.lproj/Root.strings:5:1: warning: unterminated '/*' comment: everything after it is ignored on device [unterminated-comment]
        """),
    FindingRule(
      id: .strayByte, severity: .warning,
      title: "A stray byte after the last UTF-16 code unit.",
      meaning: "A UTF-16 file has an odd number of bytes: the last byte belongs to no character.",
      onDevice: "The device ignores the byte; nothing shows.",
      fix: "Save the file again as UTF-16 or UTF-8 (`settings-l10n strings format` keeps its encoding).",
      example: """
        de.lproj/Root.strings:1:9: warning: a stray byte follows the last UTF-16 code unit; the device ignores it [stray-byte]
        """),
  ]
}

/// The wording of the findings about table files as files, beside their entries above.
extension FindingText {
  /// An error of the `.strings` reader as `check` reports it: the reader's message and id, and
  /// (for a file's first error) what the device does with the file.
  package static func syntaxError(_ diagnostic: Diagnostic, consequence: String) -> FindingText {
    FindingText(.syntaxError, "\(diagnostic.message) (\(diagnostic.id))" + consequence)
  }

  /// A file whose text, as UTF-8, is over the size the parser reads.
  package static func fileTooLarge(textBytes: Int, limit: Int) -> FindingText {
    FindingText(.fileTooLarge, "the file's text is \(textBytes) bytes as UTF-8, over the \(limit) this tool reads")
  }

  /// A UTF-16 file holding half of a surrogate pair.
  package static func unpairedSurrogateInFile() -> FindingText {
    FindingText(.unpairedSurrogate, "unpaired UTF-16 surrogate in the file; it shows as U+FFFD")
  }

  /// A UTF-16 file of an odd number of bytes.
  package static func strayByte() -> FindingText {
    FindingText(.strayByte, "a stray byte follows the last UTF-16 code unit; the device ignores it")
  }
}
