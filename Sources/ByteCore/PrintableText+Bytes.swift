extension PrintableText {
  /// Bytes that may not be UTF-8 (a file name on Linux may hold any byte but `/` and NUL) as
  /// printable text: each run of well-formed UTF-8 as `escapingControls` shows it, each other
  /// byte as `\x{e9}`, so that a path is shown byte for byte and no two paths look the same.
  public static func escapingBytes(_ bytes: [UInt8]) -> String {
    guard UTF8Validation.firstInvalidByte(in: bytes) != nil else {
      return escapingControls(String(decoding: bytes, as: UTF8.self))
    }
    var out = ""
    var run: [UInt8] = []
    bytes.withUnsafeBufferPointer { p in
      var i = 0
      while i < p.count {
        if let length = UTF8Validation.sequenceLength(at: i, in: p) {
          run.append(contentsOf: p[i..<(i + length)])
          i += length
          continue
        }
        out += escapingControls(String(decoding: run, as: UTF8.self))
        run.removeAll(keepingCapacity: true)
        out += "\\x{\(String(p[i], radix: 16))}"
        i += 1
      }
    }
    return out + escapingControls(String(decoding: run, as: UTF8.self))
  }
}
