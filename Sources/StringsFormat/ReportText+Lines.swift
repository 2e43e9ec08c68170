extension ReportText {
  /// Multi-line text (a diff) with each line's control characters escaped; line breaks and tabs stay.
  public static func escapingControlsPerLine(_ text: String) -> String {
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 >= 0x7F }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escapingControls(String($0), keepingTabs: true) }.joined(separator: "\n")
  }
}
