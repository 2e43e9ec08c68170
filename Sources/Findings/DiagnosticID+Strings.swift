import ByteCore

/// The ids this module's reading, parsing and writing of `.strings` files report, declared once
/// here so every raise site and the kit's `FindingCatalog` name the same values.
extension DiagnosticID {
  /// A file of 0 bytes, or only a byte order mark.
  public static let emptyFile: DiagnosticID = "empty-file"
  /// Bytes that are no text encoding the device reads.
  public static let invalidEncoding: DiagnosticID = "invalid-encoding"
  /// A file that starts like a property list and is not a valid one.
  public static let invalidPlist: DiagnosticID = "invalid-plist"
  /// A byte sequence that is not UTF-8 in a file read as UTF-8.
  public static let invalidUTF8: DiagnosticID = "invalid-utf8"
  /// UTF-16 text without a byte order mark.
  public static let utf16WithoutBOM: DiagnosticID = "utf16-without-bom"
  /// A property list or value that is not a dictionary of strings.
  public static let notATable: DiagnosticID = "not-a-table"
  /// A key not followed by `=` or `;`.
  public static let expectedEquals: DiagnosticID = "expected-equals"
  /// An entry not ended by `;`.
  public static let missingSemicolon: DiagnosticID = "missing-semicolon"
  /// A character where the syntax allows none.
  public static let unexpectedCharacter: DiagnosticID = "unexpected-character"
  /// The end of the file in the middle of an entry.
  public static let unexpectedEOF: DiagnosticID = "unexpected-eof"
  /// A `(` without its `)`.
  public static let unterminatedArray: DiagnosticID = "unterminated-array"
  /// A `<` without its `>`.
  public static let unterminatedData: DiagnosticID = "unterminated-data"
  /// A `{` without its `}`.
  public static let unterminatedDictionary: DiagnosticID = "unterminated-dictionary"
  /// A backslash at the end of the file.
  public static let unterminatedEscape: DiagnosticID = "unterminated-escape"
  /// A quoted string without its closing quote.
  public static let unterminatedString: DiagnosticID = "unterminated-string"
  /// A `/*` comment without its `*/`.
  public static let unterminatedComment: DiagnosticID = "unterminated-comment"
  /// Text after the property list's closing `}`.
  public static let junkAfterPlist: DiagnosticID = "junk-after-plist"
  /// A `<…>` data value with characters that are not hexadecimal digits.
  public static let malformedData: DiagnosticID = "malformed-data"
  /// Arrays or dictionaries nested deeper than the parser follows.
  public static let nestingTooDeep: DiagnosticID = "nesting-too-deep"
  /// Text the device stops reading at, without an error.
  public static let ignoredTail: DiagnosticID = "ignored-tail"
  /// A value that is an array, dictionary or data.
  public static let nonStringValue: DiagnosticID = "non-string-value"
  /// An octal escape naming a byte NeXTSTEP Latin leaves undefined.
  public static let undefinedOctalEscape: DiagnosticID = "undefined-octal-escape"
  /// A UTF-16 surrogate without its pair.
  public static let unpairedSurrogate: DiagnosticID = "unpaired-surrogate"
  /// An odd byte after the last UTF-16 code unit.
  public static let strayByte: DiagnosticID = "stray-byte"
  /// A file over the size the tool reads.
  public static let fileTooLarge: DiagnosticID = "file-too-large"
  /// A key defined more than once in a table.
  public static let duplicateKey: DiagnosticID = "duplicate-key"
  /// A key whose value is empty.
  public static let emptyValue: DiagnosticID = "empty-value"
  /// A file with hard links, which replacing it would break.
  public static let hardLinkedFile: DiagnosticID = "hard-linked-file"
  /// A read-only file, which is not replaced.
  public static let readOnlyFile: DiagnosticID = "read-only-file"
}
