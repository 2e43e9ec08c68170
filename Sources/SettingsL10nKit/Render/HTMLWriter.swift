import ByteCore
import TextSyntax

/// HTML being written as UTF-8 bytes: what `render --format html` and `report` append to, so a
/// report of every page in every language builds no string per element.
struct HTMLWriter {
  /// The bytes written so far (a report is tens of thousands of small pieces: see `OutputBuffer`).
  private var buffer: OutputBuffer
  /// Whether each shown string is followed by its key: a translator's Notes page, where a row is
  /// looked for by the key the XLIFF names, not by its English text alone.
  var showsKeys = false

  /// An empty document with room for `capacity` bytes.
  init(capacity: Int = 0) { buffer = OutputBuffer(capacity: capacity) }

  /// Appends markup that needs no escaping.
  mutating func raw(_ markup: StaticString) { buffer.write(markup) }

  /// Appends markup built at run time from trusted parts (numbers, class names). Disfavored, so
  /// that a literal takes the `StaticString` form: as a `String` it went through the generic
  /// `ByteSink.write(utf8:)`, the largest cost of writing a report.
  @_disfavoredOverload
  mutating func raw(_ markup: String) { buffer.write(utf8: markup) }

  /// Appends an integer.
  mutating func number(_ value: Int) { raw(String(value)) }

  /// Appends text, escaped for element content and quoted attribute values: `& < > " '` as
  /// references, and control characters other than tab and line feed (which a browser would drop
  /// or draw as boxes) as visible `\u{…}` escapes, so no string of a bundle can add markup;
  /// bidirectional controls and line separators as character references (see `PrintableText.isEscaped`).
  mutating func text(_ text: String) { HTMLEscaping.append(text, to: &buffer) }

  /// Appends the doctype, the head (UTF-8, phone viewport, light colours, the title, the
  /// styles inline) and opens the body.
  mutating func documentStart(language: String, direction: LayoutDirection, title: String, styles: [StaticString]) {
    raw("<!DOCTYPE html>\n<html lang=\"")
    text(language)
    raw("\" dir=\"")
    raw(direction.rawValue)
    raw(
      "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    )
    raw("<meta name=\"color-scheme\" content=\"light\">\n<title>")
    text(title)
    raw("</title>\n<style>\n")
    for style in styles { raw(style) }
    raw("\n</style>\n</head>\n<body>\n")
  }

  /// The document as text.
  var string: String { buffer.text }

  /// The document's bytes, handed over uncopied; the writer is empty afterwards.
  mutating func finish() -> [UInt8] { buffer.finish() }
}
