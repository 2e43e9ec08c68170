import Foundation
import StringsFormat
import Testing

@testable import ByteCore
@testable import L10nRules
@testable import SettingsL10nKit

/// The audit's shortcuts (locating a table's findings in one pass, judging values by their bytes,
/// ordering findings by integer keys, joining messages as bytes) give what the plain way gives.
@Suite("Audit fast paths")
struct AuditFastPathTests {
  static let texts: [String] = [
    "", "a", "\n", "\n\n", "a\nb\nc", "a\r\nb\r\nc\r\n", "a\rb\rc", "a\r\n\rb\n\r\nc", "\r\n", "\r",
    "ä\nöü\r\n€ 𝄞\rx", String(repeating: "\"k\" = \"Größe\"; ", count: 200),
    String(repeating: "/* é */\n\"key\" = \"value\";\r\n", count: 50), "end with CR\r", "end with CRLF\r\n",
  ]

  @Test("an ASCII scalar's traits, read from its value, are what Unicode's properties say")
  func asciiTraits() {
    for value in UInt8(0)...UInt8(0x7F) {
      let scalar = Unicode.Scalar(value)
      let properties = scalar.properties
      let traits = NamesAndPlaceables.traits(of: scalar)
      #expect(traits.digit == (properties.numericType != nil && !properties.isAlphabetic), "\(value)")
      #expect(traits.letter == properties.isAlphabetic, "\(value)")
      #expect(!traits.letter || traits.upper == properties.isUppercase, "\(value)")
      #expect(!traits.letter || traits.lower == properties.isLowercase, "\(value)")
    }
  }

  @Test("a text's runs between whitespace, read by bytes when it is ASCII, are split(whereSeparator:)'s")
  func tokens() {
    // Every ASCII character next to each other (each whitespace one among them, and CR LF), and
    // the texts above, which are not all ASCII.
    let ascii = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
    var texts = Self.texts + ["(ICE)  Video:\t\u{0B}\u{0C}“OK”", "a \u{301}b", "e\u{301} x"]
    for first in ascii { texts.append(String(first) + "a" + String(first) + String(ascii.reversed()) + "\r\nb") }
    for text in texts {
      var runs: [Substring] = []
      NamesAndPlaceables.forEachToken(in: text) {
        runs.append($0)
        return true
      }
      #expect(runs == text.split(whereSeparator: \.isWhitespace), "\(text.debugDescription)")
    }
  }

  @Test("the punctuation trimmed off an ASCII token's edges is what its general category says")
  func asciiEdges() {
    for value in UInt8(0)...UInt8(0x7F) {
      let scalar = Unicode.Scalar(value)
      let punctuation: Set<Unicode.GeneralCategory> = [
        .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
        .dashPunctuation, .connectorPunctuation,
      ]
      let expected = punctuation.contains(scalar.properties.generalCategory) && scalar != "%" && scalar != "#"
      #expect(
        NamesAndPlaceables.trimmed("a" + String(scalar) + "b" + String(scalar))
          == (expected ? "a" + String(scalar) + "b" : "a" + String(scalar) + "b" + String(scalar)), "\(value)")
    }
  }

  @Test("one pass over the text locates every offset as LineIndex does", arguments: texts)
  func locator(text: String) {
    let bytes = Array(text.utf8)
    let index = LineIndex(text: bytes)
    let offsets = Array(0...bytes.count)
    let every = LineCursor.locations(of: offsets, in: bytes)
    #expect(every == offsets.map(index.location(of:)))
    // A few offsets far apart, and repeated ones, as a table's findings are.
    let some = offsets.enumerated().filter { $0.offset % 7 == 3 }.map(\.element).flatMap { [$0, $0] }
    let found = LineCursor.locations(of: some, in: bytes)
    #expect(found == some.map(index.location(of:)))
  }

  @Test("findings located by TableFindings sit where their keys are, in stable order")
  func tableFindings() {
    let text = Array("\"b\" = \"x\";\r\n\"a\" = \"y\";\n\"c\" = \"z\";".utf8)
    var findings = TableFindings()
    for (key, offset) in [("c", 23), ("a", 12), ("b", 0)] {
      var finding = Finding(id: "stale-key", severity: .warning, message: key, file: "de.lproj/Root.strings")
      finding.key = key
      findings.append(finding, at: offset)
    }
    findings.append(
      Finding(id: "syntax-error", severity: .error, message: "m", file: "de.lproj/Root.strings", line: 2, column: 5))
    let located = findings.located(in: text)
    #expect(located.map(\.key) == ["b", "a", nil, "c"])
    #expect(located.map(\.line) == [1, 2, 2, 3])
    #expect(located.map(\.column) == [1, 1, 5, 1])
  }

  static let values: [String] = [
    "", " ", "  ", "\t\n", "\u{A0}", "\u{85}", "\u{3000}", "\u{2003}", "\u{1680}", "\u{2028}", " \u{301}", "\u{301}",
    "Größe", "Привет", "日本語", "ひらがな", "\u{3000}x", "x\u{3000}", " a ", "مرحبا", "\u{1F600}", "\u{FEFF}", "\u{180E}",
    "\u{200B}", "…", "• dot",
  ]

  @Test("a value judged by its bytes is empty or blank exactly when its decoded text is", arguments: values)
  func valueLook(value: String) {
    let placed = Array(("x" + value + "x").utf8)
    let look = ValueLook.of(placed, 1..<(placed.count - 1))
    let blank = !value.isEmpty && value.allSatisfy(\.isWhitespace)
    switch look {
    case .empty: #expect(value.isEmpty)
    case .text: #expect(!value.isEmpty && !blank)
    case .maybeBlank: #expect(!value.isEmpty)
    }
    if value.isEmpty { #expect(look == .empty) }
  }

  @Test("a translation cleared by its bytes has no whitespace or length finding", arguments: values)
  func shapeBounds(translation: String) {
    for development in Self.values + ["Size", "A much longer development value", "x"] {
      let shape = TextShape(development)
      let mine = TextShape(translation)
      for shortTitle in [false, true] {
        let placed = Array(("x" + translation + "x").utf8)
        let cleared = shape.bounds.clears(placed, 1..<(placed.count - 1), shortTitle: shortTitle)
        guard cleared, !translation.isEmpty, !mine.isBlank else { continue }
        #expect(
          mine.whitespaceDifference(from: shape) == nil,
          "\(development.debugDescription) → \(translation.debugDescription)")
        #expect(mine.length <= shape.lengthLimit(shortTitle: shortTitle))
      }
    }
  }

  @Test(
    "the shape of an ASCII value read from its bytes is its shape character by character",
    arguments: values + [
      "Size", " Size", "Size ", "\tSize\r\n", "\r\n", "\r\n\r\n", "a\r\nb", "\r", "\n\r", " \u{1C}a\u{1F} ", "\u{1C}",
      "\u{0B}\u{0C}x\u{0B}", "%@ of %d", "  ",
    ])
  func asciiShape(text: String) {
    #expect(TextShape(text) == TextShape(characters: text))
  }

  @Test("findings are put in the stable order, however they come")
  func order() {
    var findings: [Finding] = []
    for file in ["b.lproj/Root.strings", "a.lproj/Root.strings", "Root.plist"] as [String?] + [nil] {
      for line in [3, 1, 2] as [Int?] + [nil] {
        for id in ["stale-key", "missing-key"] {
          findings.append(
            Finding(
              id: DiagnosticID(rawValue: id), severity: .warning, message: "\(id) \(line ?? 0)", file: file, line: line,
              column: line.map { 9 - $0 }, key: id))
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      var shuffled = findings.shuffled(using: &generator)
      AuditOrder.sort(&shuffled)
      #expect(shuffled == findings.sortedStably())
    }
    var sorted = findings.sortedStably()
    AuditOrder.sort(&sorted)
    #expect(sorted == findings.sortedStably())
  }
}
