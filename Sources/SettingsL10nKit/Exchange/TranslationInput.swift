/// What one file given to `import` holds, read by the reader of its format.
public struct TranslationInput: Sendable {
  /// The path as the user gave it (for messages).
  public var path: String
  /// The tables and languages it carries.
  public var files: [TranslationFile]
  /// What the reader found: errors refuse the import, warnings and notes are reported.
  public var findings: [Finding]

  /// Creates an input.
  public init(path: String, files: [TranslationFile], findings: [Finding] = []) {
    self.path = path
    self.files = files
    self.findings = findings
  }
}
