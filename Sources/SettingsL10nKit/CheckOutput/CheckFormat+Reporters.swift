extension CheckFormat: RawRepresentable, CaseIterable {
  /// The format of a registered reporter named `rawValue`; nil for any other name.
  public init?(rawValue: String) {
    guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = format
  }

  /// Every registered format, in the order `--help` lists them.
  public static var allCases: [CheckFormat] { CheckReporters.all.map { $0.format } }
}
