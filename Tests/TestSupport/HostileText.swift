/// Text a hostile bundle can carry into a JSON output: every kind of character the JSON quoting
/// treats apart (C0 controls with and without a short escape, `"`, `\`, `/`, DEL, C1 controls,
/// U+061C, the bidirectional and line-separator block), beside what must pass as it is (no-break
/// space, a combining accent, a byte-order mark, emoji and a ZWJ sequence beyond the BMP).
public enum HostileText {
  /// All of them in one string.
  public static let all =
    "\u{0}\u{1}\u{8}\t\n\u{B}\u{C}\r\u{1B}[31m\u{1F} \"q\" \\ a/b </script> \u{7F}\u{80}\u{85}\u{9F}\u{A0}"
    + " é e\u{301} \u{61C}\u{200E}\u{200F}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}\u{FEFF}\u{FFFD}"
    + " 😀 👩‍👩‍👧 \u{10FFFF} 中文"

  /// A few short ones, one kind each.
  public static let pieces = ["", "/", "\u{7F}", "\u{2028}", "😀", "\u{1B}", "\"", "\u{85}", "a\\b"]
}
