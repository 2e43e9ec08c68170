import ByteCore
import StringsFormat

/// A problem that makes a translation file unusable (XLIFF 1.2 or 2.0, a String Catalog, an
/// `.xcloc`'s `contents.json`), with where it is: the one error of every reader of this module.
public struct TranslationFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where in the file, when the parser knows.
  public var location: SourceLocation?
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation?, message: String) {
    self.location = location
    self.message = message
  }

  /// `line:col: message`.
  public var description: String { location.map { "\($0): \(message)" } ?? message }
}
