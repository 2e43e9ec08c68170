/// Strict UTF-8 validation (no overlongs, surrogates or values past U+10FFFF).
public enum UTF8Validation {
  /// The offset of the first byte that is not valid UTF-8, or `nil` when every byte is.
  public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { Transcoding.firstInvalidUTF8($0) }
  }
}
