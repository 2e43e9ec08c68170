import ByteCore
import StringsFormat
import Testing

@Suite("PrintableText: text made safe for one report line")
struct ReportTextEscapingTests {
  @Test(
    "control, C1 and bidirectional-override characters become visible escapes",
    arguments: [
      ("plain", "plain"), ("a\nb", #"a\nb"#), ("a\rb", #"a\rb"#), ("a\tb", #"a\tb"#),
      ("\u{1B}[2J", #"\u{1b}[2J"#), ("\u{1B}]8;;x\u{07}", #"\u{1b}]8;;x\u{7}"#), ("\u{9B}31m", #"\u{9b}31m"#),
      ("\u{7F}", #"\u{7f}"#), ("a\u{202E}b", #"a\u{202e}b"#), ("x\u{2028}y", #"x\u{2028}y"#),
      ("x\u{85}y", #"x\u{85}y"#), ("é → 日本", "é → 日本"),
    ])
  func escapes(_ input: String, _ expected: String) {
    #expect(PrintableText.escapingControls(input) == expected)
  }

  @Test("per line, line breaks and tabs stay and everything else is escaped")
  func perLine() {
    #expect(
      PrintableText.escapingControlsPerLine("-\"a\" = \"\u{1B}[31m\";\n+\t\"b\"\n")
        == "-\"a\" = \"\\u{1b}[31m\";\n+\t\"b\"\n")
    let plain = "@@ -1 +1 @@\n-a\n+b\n"
    #expect(PrintableText.escapingControlsPerLine(plain) == plain)
  }
}
