import TestSupport
import Testing

@testable import ByteCore
@testable import SettingsL10nKit

/// The core's Markdown escaping loop (`MarkupBytes.appendMarkdownEscaped`, behind
/// `MarkdownText.escape`) against a plain loop over the same bytes, the rules written once more
/// one byte at a time.
@Suite("Markdown escaping: the core's loop against a plain one")
struct MarkdownEscapingTests {
  /// `MarkdownText.escape` as a plain loop: control characters escaped, then each byte looked at
  /// with the bytes around it.
  static func reference(_ text: String) -> String {
    let bytes = Array(PrintableText.escapingControls(text).utf8)
    func word(_ index: Int) -> Bool {
      guard index < bytes.count else { return false }
      let byte = bytes[index]
      return (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
        || byte == 0x2B || byte == 0x2D || byte == 0x5F
    }
    var out: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      switch Character(Unicode.Scalar(byte)) {
      case "&": out += Array("&amp;".utf8)
      case "<": out += Array("&lt;".utf8)
      case ">": out += Array("&gt;".utf8)
      case "@" where word(index + 1): out += Array("@\u{200B}".utf8)
      case ":" where word(index + 1): out += Array("\\:".utf8)
      case ":" where index + 1 < bytes.count && bytes[index + 1] == 0x2F: out += Array(":\u{200B}".utf8)
      case "." where index >= 3 && bytes[(index - 3)..<index].allSatisfy({ $0 == 0x77 || $0 == 0x57 }):
        out += Array("\u{200B}.".utf8)
      case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "$":
        out += [0x5C, byte]
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  @Test(
    "each rule, at the text's start and end, and text that needs nothing",
    arguments: [
      "", "plain text", "@", "@a", "a@", ":", ":a", "a:", ":/", "https://x.org", "www.", "WwW.x", "ww.", ".www",
      "w.ww.www.", "&<>", "\\`*_[]|~!$", "日本語 @日本 :é", "x\ny\u{7F}", "\u{200B}@\u{200B}", "a.b", "...",
    ])
  func rules(_ text: String) {
    #expect(MarkdownText.escape(text) == Self.reference(text))
    var out = OutputBytes(capacity: 0)
    MarkdownText.append(text, to: &out)
    #expect(out.text == Self.reference(text))
  }

  @Test("random text of the bytes the rules look at, and others")
  func random() {
    let pieces =
      [
        "@", ":", "/", ".", "w", "W", "a", "Z", "0", "+", "-", "_", "&", "<", ">", "\\", "`", "*", "[",
        "]", "|", "~", "!", "$", " ", "é", "日", "\n", "\u{1B}", "😀",
      ] + HostileText.pieces
    var random = SplitMix(state: 0x6D61_726B)
    for _ in 0..<2_000 {
      let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
      #expect(MarkdownText.escape(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }
}
