import StringsFormat
import Testing

@Suite("Bytes that may not be UTF-8 shown byte for byte")
struct PrintableTextBytesTests {
  @Test(
    "each byte of no UTF-8 sequence as \\x{…}, the rest as escapingControls shows it",
    arguments: [
      ([0x72, 0xE9, 0x70], "r\\x{e9}p"),
      (Array("Réglages/Settings.bundle".utf8), "Réglages/Settings.bundle"),
      ([0xC3, 0xA9, 0xC3], "é\\x{c3}"),
      ([0xED, 0xA0, 0x80], "\\x{ed}\\x{a0}\\x{80}"),
      ([0xFF, 0x0A, 0x41], "\\x{ff}\\nA"),
      ([0x3A, 0x3A, 0x80], "\\u{3a}:\\x{80}"),
    ] as [([UInt8], String)])
  func escapingBytes(bytes: [UInt8], shown: String) {
    #expect(PrintableText.escapingBytes(bytes) == shown)
  }
}
