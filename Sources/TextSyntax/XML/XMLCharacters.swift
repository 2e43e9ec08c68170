import ByteCore

extension XMLBytes {
  /// True when the bytes from `start` on are well-formed UTF-8 holding no control character XML
  /// forbids (C0 but TAB, LF, CR) and no U+FEFF: what a strict reader takes as written, checked
  /// once for the whole document instead of at every character, comment and DOCTYPE.
  package func holdsOnlyPlainCharacters(from start: Int) -> Bool {
    guard UTF8Validation.firstInvalidByte(in: bytes) == nil else { return false }
    return { (p: [UInt8]) -> Bool in
      var j = start
      while j < p.count {
        let b = p[j]
        if b < 0x20 {
          guard !XMLTokenizer.isForbidden(b) else { return false }
        } else if b == 0xEF, j + 2 < p.count, p[j + 1] == 0xBB, p[j + 2] == 0xBF {
          return false
        }
        j += 1
      }
      return true
    }(bytes)
  }
}
