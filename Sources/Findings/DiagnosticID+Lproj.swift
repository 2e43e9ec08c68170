import ByteCore

/// The ids of findings about a bundle's `.lproj` folders.
extension DiagnosticID {
  /// A folder the Settings app cannot use as a localization (`el.proj`, `xx.lproj`).
  public static let invalidLprojName: DiagnosticID = "invalid-lproj-name"
  /// Two folders for one locale (`en-GB.lproj` and `en_GB.lproj`).
  public static let duplicateLproj: DiagnosticID = "duplicate-lproj"
}
