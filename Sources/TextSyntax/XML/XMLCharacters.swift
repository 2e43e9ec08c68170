import ByteCore

extension XMLBytes {
  /// True when the bytes from `start` on are well-formed UTF-8 holding no control character XML
  /// forbids (C0 but TAB, LF, CR) and no U+FEFF: what a strict reader takes as written, checked
  /// once for the whole document instead of at every character, comment and DOCTYPE.
  package func holdsOnlyPlainCharacters(from start: Int) -> Bool {
    guard UTF8Validation.firstInvalidByte(in: bytes) == nil else { return false }
    return XMLCharacterScan.holdsOnlyPlainCharacters(bytes, from: start)
  }
}
