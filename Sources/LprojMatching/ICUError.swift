internal import CLocaleMatcher

/// An ICU status code that signals failure, with ICU's name for it.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The UErrorCode value (positive for errors).
  public var code: Int32

  /// Wraps a status code.
  public init(code: Int32) { self.code = code }

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String { String(cString: clm_error_name(code)) }

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

/// Calls a CLocaleMatcher string function with a buffer, and once more with a buffer of the
/// reported length when the first was too small (ICU's preflighting convention).
func withStringResult(
  initialCapacity: Int = 64,
  _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
) throws(ICUError) -> String {
  var capacity = initialCapacity
  for _ in 0..<2 {
    var status = ICUStatus(CLM_ZERO_ERROR)
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
      guard let base = pointer.baseAddress else { return 0 }
      return Int(body(base, Int32(pointer.count), &status))
    }
    if status == CLM_BUFFER_OVERFLOW_ERROR || status == CLM_STRING_NOT_TERMINATED_WARNING {
      capacity = length + 1
      continue
    }
    try status.checkSuccess()
    let bytes = buffer.prefix(length).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
  throw ICUError(code: CLM_BUFFER_OVERFLOW_ERROR)
}
