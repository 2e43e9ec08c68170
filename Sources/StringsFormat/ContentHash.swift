import Foundation

/// A 64-bit hash of a file's bytes, to recognize a file this tool wrote (not a cryptographic digest).
public enum ContentHash {
  /// The hash of `bytes` (the multiply-and-fold hash the key index uses).
  public static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { KeyIndex.hash($0) }
  }
}
