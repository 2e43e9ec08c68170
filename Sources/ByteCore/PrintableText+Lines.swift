extension PrintableText {
  /// Multi-line text (a diff) with each line's control characters escaped, and what would start a
  /// CI command in it (`startsCICommand`, judged line by line); line breaks and tabs stay.
  public static func escapingControlsPerLine(_ text: String) -> String {
    let plain = withUTF8(text) { bytes in
      !bytes.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 >= 0x7F || $0 == 0x23 || $0 == 0x3A }
    }
    guard !plain else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escapingControls(String($0), keepingTabs: true) }.joined(separator: "\n")
  }
}
