import ByteCore

/// The JSON contract's field names, in the order they are written: the shape `Codable` would
/// give the fields themselves (absent optionals left out), which the box of strings hides.
extension Finding: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, severity, message, file, line, column, page, language, table, key, specifierIndex
  }

  /// Decodes a finding from the JSON contract's fields.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try values.decode(DiagnosticID.self, forKey: .id),
      severity: try values.decode(Severity.self, forKey: .severity),
      message: try values.decode(String.self, forKey: .message),
      file: try values.decodeIfPresent(String.self, forKey: .file),
      line: try values.decodeIfPresent(Int.self, forKey: .line),
      column: try values.decodeIfPresent(Int.self, forKey: .column),
      page: try values.decodeIfPresent(String.self, forKey: .page),
      language: try values.decodeIfPresent(String.self, forKey: .language),
      table: try values.decodeIfPresent(String.self, forKey: .table),
      key: try values.decodeIfPresent(String.self, forKey: .key),
      specifierIndex: try values.decodeIfPresent(Int.self, forKey: .specifierIndex))
  }

  /// Encodes the finding's fields, leaving out those it does not have.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(id, forKey: .id)
    try values.encode(severity, forKey: .severity)
    try values.encode(message, forKey: .message)
    try values.encodeIfPresent(file, forKey: .file)
    try values.encodeIfPresent(line, forKey: .line)
    try values.encodeIfPresent(column, forKey: .column)
    try values.encodeIfPresent(page, forKey: .page)
    try values.encodeIfPresent(language, forKey: .language)
    try values.encodeIfPresent(table, forKey: .table)
    try values.encodeIfPresent(key, forKey: .key)
    try values.encodeIfPresent(specifierIndex, forKey: .specifierIndex)
  }
}
