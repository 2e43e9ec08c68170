import ByteCore

/// Text escaped for HTML, as `render --format html` and `report` write it.
package enum HTMLEscaping {
  /// Appends `text`, escaped for element content and quoted attribute values: `& < > " '` as
  /// references, and control characters other than tab and line feed (which a browser would drop
  /// or draw as boxes) as visible `\u{…}` escapes, so no string of a bundle can add markup;
  /// bidirectional controls and line separators as character references (see `PrintableText.isEscaped`),
  /// and the `#` or `:` that would start a CI command in a log (`PrintableText.startsCICommand`) too.
  package static func append(_ text: String, to buffer: inout OutputBuffer) {
    MarkupBytes.appendHTMLEscaped(text, to: &buffer)
  }
}
