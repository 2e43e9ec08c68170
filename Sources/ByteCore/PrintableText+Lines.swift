extension PrintableText {
  /// Multi-line text (a diff) with each line's control characters escaped, and what would start a
  /// CI command in it (`startsCICommand`, judged line by line); line breaks and tabs stay.
  public static func escapingControlsPerLine(_ text: String) -> String {
    guard withUTF8(text, { mayNeedEscapingInALine(ByteView($0)) }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escapingControls(String($0), keepingTabs: true) }.joined(separator: "\n")
  }

  /// Whether `escapingControls(_:keepingTabs: true)` might change a line of these bytes: true
  /// for a control character but the tab (and the line feed between lines), anything not ASCII,
  /// and the `#` and `:` a CI command starts with. False means the bytes print as they are.
  package static func mayNeedEscapingInALine(_ bytes: ByteView) -> Bool {
    bytes.base.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 >= 0x7F || $0 == 0x23 || $0 == 0x3A }
  }
}
