import ByteCore
import StringsFormat
import Testing

@Suite("PrintableText.visible")
struct ReportTextTests {
  @Test(
    "characters that print as nothing or as a plain space are shown as escapes",
    arguments: [
      ("Sync\u{200B}", "Sync\\u{200b}"),
      ("\u{FEFF}Wi-Fi", "\\u{feff}Wi-Fi"),
      ("Nom\u{A0}:", "Nom\\u{a0}:"),
      ("a\u{202F}b", "a\\u{202f}b"),
      ("\u{200F}שלום\u{200E}", "\\u{200f}שלום\\u{200e}"),
      ("\u{202E}evil", "\\u{202e}evil"),
      ("x\u{2066}y\u{2069}", "x\\u{2066}y\\u{2069}"),
      ("soft\u{AD}hyphen", "soft\\u{ad}hyphen"),
      ("Name ", "Name\\u{20}"),
      ("  ", "\\u{20}\\u{20}"),
      ("line\nbreak", "line\\nbreak"),
      ("bell\u{7}", "bell\\u{7}"),
    ])
  func escaped(_ input: String, _ expected: String) {
    #expect(PrintableText.visible(input) == expected)
  }

  @Test("plain text, inner spaces and visible non-ASCII come back unchanged")
  func unchanged() {
    for text in ["Plain", "two words", "Über Mobilfunk", "日本語", "Wi‑Fi", "👩‍👩‍👧 family", "“quoted”", "مرحبا"] {
      #expect(PrintableText.visible(text) == text)
    }
  }

  @Test("quotes are escaped inside quotes; line breaks can stay for paragraphs")
  func options() {
    #expect(PrintableText.visible("say \"hi\" ", quotes: true) == "say \\\"hi\\\"\\u{20}")
    #expect(PrintableText.visible("one\ntwo\u{200B}", lineBreaks: true) == "one\ntwo\\u{200b}")
  }

  @Test("keys that differ only by an invisible character never look the same")
  func distinct() {
    for key in ["Sync\u{200B}", "Sync ", "\u{FEFF}Sync", "Sync\u{A0}", "Sy\u{2060}nc"] {
      let shown = PrintableText.visible(key)
      #expect(shown != "Sync" && shown.hasPrefix(shown.hasPrefix("\\") ? "\\u{" : "Sy"))
      #expect(shown.unicodeScalars.allSatisfy { $0.isASCII }, "\(shown)")
    }
  }
}
