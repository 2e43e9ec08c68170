import ByteCore

extension FindingCatalog {
  /// Why the errors of reading a table cannot be silenced.
  private static let lintOnly = """
    `strings lint` reads no configuration and reports every error of the file it reads; `check` reports \
    the same error as `syntax-error`, which a configuration can silence.
    """

  /// An error that keeps the device from loading the whole table: `strings lint` reports it by
  /// this id, `check` as `syntax-error` naming it.
  private static func syntax(
    _ id: DiagnosticID, title: String, meaning: String, fix: String, example: String
  ) -> FindingRule {
    FindingRule(
      id: id, severity: .error, rank: 0, title: title, meaning: meaning,
      onDevice:
        "Foundation loads nothing from the file: every string of that table shows its raw key in that language.",
      fix: fix, example: example, unsilenceableBecause: lintOnly)
  }

  /// The errors of reading a `.strings` file: its bytes, its encoding and its syntax. (An example's
  /// `\("0x")` keeps printed text apart from hex literals in code.)
  static let syntaxRules: [FindingRule] = [
    syntax(
      .emptyFile, title: "An empty .strings file.",
      meaning: "The file has no bytes, or only a byte order mark; the device does not read it as a table.",
      fix: "Put the table's entries in it, or delete the file if the language has no strings for that table.",
      example: "de.lproj/Root.strings: error: the file is empty (0 bytes); the device cannot load it [empty-file]"),
    syntax(
      .invalidEncoding, title: "A file in no encoding the device reads.",
      meaning: "The file's byte order mark names UTF-32 (or another encoding), and its bytes are not valid in it.",
      fix: "Save the file as UTF-8 (Xcode's choice) or as UTF-16 with a byte order mark.",
      example: """
        de.lproj/Root.strings: error: invalid UTF-32: code unit \("0x")110000 at offset 4 is no Unicode scalar [invalid-encoding]
        """),
    syntax(
      .invalidUTF8, title: "Bytes that are not UTF-8 in a UTF-8 file.",
      meaning: "The file has no byte order mark, so it is read as UTF-8, and a byte sequence in it is not UTF-8.",
      fix: "Save the file as UTF-8; the message names the offset of the first bad byte.",
      example: """
        de.lproj/Root.strings:1:8: error: invalid UTF-8: byte \("0x")FF at offset 7 is not valid UTF-8 here; save the file as UTF-8 [invalid-utf8]
        """),
    syntax(
      .utf16WithoutBOM, title: "UTF-16 text without a byte order mark.",
      meaning: "The bytes are UTF-16 (every other byte is zero) but the file does not start with a byte order mark.",
      fix: "Save the file as UTF-8, or as UTF-16 with a byte order mark.",
      example: """
        de.lproj/Root.strings:1:1: error: the file looks like UTF-16 without a byte order mark; a device mis-reads it (it drops the first character): save it as UTF-8, or as UTF-16 with a BOM [utf16-without-bom]
        """),
    syntax(
      .invalidPlist, title: "A property list saved as .strings that is not a valid one.",
      meaning:
        "The file starts like an XML or binary property list (Xcode can write tables so), and it cannot be read as one.",
      fix: "Write the table again from its source, or as text: `\"key\" = \"value\";` entries.",
      example: """
        de.lproj/Root.strings: error: invalid binary property list: too short for a binary property list [invalid-plist]
        """),
    syntax(
      .notATable, title: "A file that holds something other than a table.",
      meaning:
        "The file is a valid property list or value, but an array, a single string or data: not a dictionary of strings.",
      fix: "Write the table as `\"key\" = \"value\";` entries.",
      example: """
        de.lproj/Root.strings:1:1: error: the file holds an array, not a table of "key" = "value"; entries; the device ignores it [not-a-table]
        """),
    syntax(
      .expectedEquals, title: "A key not followed by `=`.",
      meaning: "After a quoted key comes something other than `=` (or `;`, which makes the key its own value).",
      fix: "Put `=` between the key and its value.",
      example: """
        de.lproj/Root.strings:1:5: error: expected '=' or ';' after key "A", found '"' [expected-equals]
        """),
    syntax(
      .missingSemicolon, title: "An entry not ended by `;`.",
      meaning: "After an entry's value comes something other than `;`: usually the next entry, a `;` forgotten.",
      fix: "End the entry with `;` at the line and column given.",
      example: """
        de.lproj/Root.strings:1:10: error: missing ';' after the entry for key "A", found '"' [missing-semicolon]
        """),
    syntax(
      .unexpectedCharacter, title: "A character where the syntax allows none.",
      meaning:
        "Where a quoted key or value must start, the file has another character (an unquoted word, a stray `=`).",
      fix: "Quote the key or value, or delete the character.",
      example: """
        de.lproj/Root.strings:1:14: error: unexpected '=': expected a key or '}' [unexpected-character]
        """),
    syntax(
      .unexpectedEOF, title: "The file ends in the middle of an entry.",
      meaning: "The last entry has a key and `=` but no value: the file was cut short.",
      fix: "Complete the entry: `\"key\" = \"value\";`.",
      example: """
        de.lproj/Root.strings:1:6: error: unexpected end of file: expected a value after '=' [unexpected-eof]
        """),
    syntax(
      .unterminatedString, title: "A quoted string without its closing quote.",
      meaning: "A `\"` opens a string that no `\"` closes before the end of the file.",
      fix: "Close the string at the line and column given (an unescaped `\"` inside a value ends it early).",
      example: """
        de.lproj/Root.strings:1:7: error: unterminated quoted string: no closing '"' before the end of the file [unterminated-string]
        """),
    syntax(
      .unterminatedEscape, title: "A backslash at the end of the file.",
      meaning: "The file ends just after a `\\`, inside a string.",
      fix: "Complete the escape (`\\\\` for a backslash) and close the string.",
      example: """
        de.lproj/Root.strings:1:9: error: unterminated backslash sequence at the end of the file [unterminated-escape]
        """),
    syntax(
      .unterminatedArray, title: "An array value without its closing `)`.",
      meaning: "A value starts with `(` and the array is not closed, or its items are not separated by `,`.",
      fix: "Write the value as a quoted string: a Settings table holds strings only.",
      example: """
        de.lproj/Root.strings:1:16: error: expected ',' or ')' in the array, found ';' [unterminated-array]
        """),
    syntax(
      .unterminatedDictionary, title: "A dictionary without its closing `}`.",
      meaning: "A `{` (the whole table's, or a value's) is not closed before the end of the file.",
      fix: "Close the `{` with `}`, or write the value as a quoted string.",
      example: """
        de.lproj/Root.strings:1:7: error: this '{' has no closing '}' [unterminated-dictionary]
        """),
    syntax(
      .unterminatedData, title: "A data value without its closing `>`.",
      meaning: "A value starts with `<` (data in hexadecimal digits) and no `>` closes it.",
      fix: "Write the value as a quoted string.",
      example: """
        de.lproj/Root.strings:1:7: error: this '<' has no closing '>' [unterminated-data]
        """),
    syntax(
      .malformedData, title: "A data value with characters that are not hexadecimal digits.",
      meaning:
        "Between `<` and `>` stands something other than pairs of hexadecimal digits: often an XML property list the tool read as text.",
      fix: "Write the value as a quoted string; an XML property list must start with `<?xml` or `<plist`.",
      example: """
        de.lproj/Root.strings:1:10: error: invalid hex digit 'z' in data [malformed-data]
        """),
    syntax(
      .junkAfterPlist, title: "Text after the table's closing `}`.",
      meaning: "The table is written inside `{ … }`, and more text follows the `}`.",
      fix: "Delete the text after the `}`, or move its entries inside.",
      example: """
        de.lproj/Root.strings:1:16: error: unexpected 'x' after the closing '}' [junk-after-plist]
        """),
    syntax(
      .nestingTooDeep, title: "Values nested deeper than the parser follows.",
      meaning:
        "Arrays or dictionaries are nested more than 512 deep: no table is built so, and reading it would exhaust the stack.",
      fix: "Write the value as a quoted string.",
      example: """
        de.lproj/Root.strings:1:519: error: more than 512 nested arrays or dictionaries [nesting-too-deep]
        """),
  ]
}

/// The wording of the errors of reading a `.strings` file, beside their entries above.
extension FindingText {
  /// A file of no bytes, or (`byteOrderMark` naming its encoding) of only a byte order mark.
  package static func emptyFile(byteOrderMark: String? = nil) -> FindingText {
    guard let byteOrderMark else {
      return FindingText(.emptyFile, "the file is empty (0 bytes); the device cannot load it")
    }
    return FindingText(.emptyFile, "the file holds only a \(byteOrderMark) byte order mark; the device cannot load it")
  }

  /// A UTF-32 code unit (`hex`, lowercase) at a byte offset that is no Unicode scalar.
  package static func invalidEncoding(utf32Unit hex: String, offset: Int) -> FindingText {
    FindingText(.invalidEncoding, "invalid UTF-32: code unit 0x\(hex) at offset \(offset) is no Unicode scalar")
  }

  /// A byte (`hex`, uppercase) at an offset that is not valid UTF-8 there.
  package static func invalidUTF8(byte hex: String, offset: Int) -> FindingText {
    FindingText(
      .invalidUTF8, "invalid UTF-8: byte 0x\(hex) at offset \(offset) is not valid UTF-8 here; save the file as UTF-8")
  }

  /// Bytes that look like UTF-16 with no byte order mark.
  package static func utf16WithoutBOM() -> FindingText {
    FindingText(
      .utf16WithoutBOM,
      "the file looks like UTF-16 without a byte order mark; a device mis-reads it (it drops the first character): save it as UTF-8, or as UTF-16 with a BOM"
    )
  }

  /// A property list of a syntax (`binary`, `XML`) that Foundation or the binary check cannot read.
  package static func invalidPlist(_ syntax: String, _ problem: String) -> FindingText {
    FindingText(.invalidPlist, "invalid \(syntax) property list: \(problem)")
  }

  /// A property list whose root is no dictionary.
  package static func notATable() -> FindingText {
    FindingText(.notATable, "the property list is not a dictionary; the device ignores it")
  }
}
