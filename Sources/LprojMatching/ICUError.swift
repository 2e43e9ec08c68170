internal import CLocaleMatcher

/// An ICU status code that signals failure, with ICU's name for it.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The UErrorCode value (positive for errors).
  public var code: Int32

  /// Wraps a status code.
  public init(code: Int32) { self.code = code }

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String { ICU.errorName(code) }

  /// The name and the number.
  public var description: String { "\(name) (\(code))" }
}

/// The status a CLocaleMatcher function reports: 0 success, < 0 a warning, > 0 an error.
typealias ICUStatus = Int32

extension ICUStatus {
  /// Success or a warning.
  var isSuccess: Bool { self <= CLM_ZERO_ERROR }

  /// Throws the status when it is an error.
  func checkSuccess() throws(ICUError) {
    if !isSuccess { throw ICUError(code: self) }
  }
}
