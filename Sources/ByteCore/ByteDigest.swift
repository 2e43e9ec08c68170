/// A 64-bit digest of a byte string, with Swift's `Hasher` seeded afresh in each process: two
/// byte strings of one process have the same digest when their bytes are the same, and any two
/// others collide with a chance of about 2⁻⁶⁴, which no file can raise (it cannot know the seed).
/// For sets of text too many to keep as strings, asked only "is this text among them" (the code
/// search's literals): never stored across runs, never compared between processes.
package enum ByteDigest {
  /// The digest of `bytes`.
  package static func of(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBytes { raw in
      var hasher = Hasher()
      hasher.combine(bytes: raw)
      return hasher.finalize()
    }
  }

  /// The digest of `bytes`.
  package static func of(_ bytes: [UInt8]) -> Int { of(bytes[...]) }

  /// The digest of the bytes a view lends: the same as `of(Array(view))`, copying nothing (a
  /// table's keys are looked up among the digests as its index holds them, not as strings).
  package static func of(_ view: ByteView) -> Int {
    var hasher = Hasher()
    view.hash(into: &hasher)
    return hasher.finalize()
  }

  /// The digest of the string the bytes decode to (`String(decoding:as:)`, which repairs
  /// invalid UTF-8): the bytes' own digest when they are ASCII, making no string.
  package static func of(decoding view: ByteView) -> Int {
    PrintableText.isASCII(view.base) ? of(view) : of(utf8: view.string)
  }

  /// The digest of a string's UTF-8 bytes: the same as `of(Array(text.utf8))`.
  package static func of(utf8 text: String) -> Int {
    var text = text
    return text.withUTF8 { buffer in
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
      return hasher.finalize()
    }
  }
}
