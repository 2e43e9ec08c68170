/// FNV-1a, 64 bits: an unseeded hash for identities that must stay the same from run to run
/// (SARIF's result fingerprints). Never for indexing keys from files: see `KeyIndex.hash`.
package struct FNV1a {
  /// The hash of what was combined so far.
  package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// The hash of nothing.
  package init() {}

  /// Adds one byte.
  @inline(__always)
  package mutating func combine(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }

  /// Adds the UTF-8 bytes of a string.
  package mutating func combine(utf8 text: String) {
    value = PrintableText.withUTF8(text) { bytes in bytes.reduce(value) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 } }
  }
}
