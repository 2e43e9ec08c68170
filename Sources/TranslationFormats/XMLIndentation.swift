/// What XML tools do to an element's text when `xml:space="preserve"` does not apply: a text
/// that spans lines is the pretty-printer's layout, not the value. The rule, exactly: when the
/// text holds a line break, each run of whitespace (space, tab, CR, LF) that holds a line break
/// is dropped at the start and the end, and replaced by one space inside; runs without a line
/// break, and texts without one, stay as they are (a value may begin or end with a space).
package enum XMLIndentation {
  /// The text without its layout (see the type's rule).
  package static func dropped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
    var out = String.UnicodeScalarView()
    var run = String.UnicodeScalarView()
    var runBreaks = false
    var started = false
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
    for scalar in text.unicodeScalars {
      if isSpace(scalar) {
        run.append(scalar)
        if scalar == "\n" || scalar == "\r" { runBreaks = true }
        continue
      }
      if !run.isEmpty {
        if !runBreaks {
          out.append(contentsOf: run)
        } else if started {
          out.append(" ")
        }
        run.removeAll()
        runBreaks = false
      }
      out.append(scalar)
      started = true
    }
    if !runBreaks { out.append(contentsOf: run) }
    return String(out)
  }
}
