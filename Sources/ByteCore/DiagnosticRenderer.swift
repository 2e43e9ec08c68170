/// Renders diagnostics for people: `path:line:col: severity: message [id]`, the source line,
/// and a caret under the column.
public struct DiagnosticRenderer: Sendable {
  /// Whether to use ANSI colours (the caller decides: only on a terminal, never with NO_COLOR).
  public var color: Bool
  /// Terminal columns a scalar takes, to place the caret. This module has no Unicode width data
  /// (it lives with ICU, in the callers' modules), so by default every scalar takes one column.
  public var columns: @Sendable (Unicode.Scalar) -> Int

  /// Creates a renderer; `columns` is the terminal width of a scalar (East Asian wide: 2).
  public init(color: Bool = false, columns: @escaping @Sendable (Unicode.Scalar) -> Int = { _ in 1 }) {
    self.color = color
    self.columns = columns
  }

  /// The first line alone: `path:line:col: severity: message [id]`.
  public func headline(_ diagnostic: Diagnostic, path: String) -> String {
    let path = PrintableText.escapingControls(path)
    let place = diagnostic.location.map { "\(path):\($0.line):\($0.column): " } ?? "\(path): "
    let severity = paint(diagnostic.severity.rawValue + ":", code: code(for: diagnostic.severity))
    return "\(place)\(severity) \(PrintableText.escapingControls(diagnostic.message)) [\(diagnostic.id)]"
  }

  /// The headline, then the source line and a caret when the diagnostic has a location.
  public func render(_ diagnostic: Diagnostic, path: String, lines: LineIndex?) -> String {
    var out = headline(diagnostic, path: path)
    guard let location = diagnostic.location, let lines else { return out }
    // A long line (a whole table on one line) is shown around the column, cut with "…".
    guard let offset = location.offset, let excerpt = lines.excerpt(at: offset),
      !excerpt.text.isEmpty || excerpt.column == 1
    else { return out }
    let source = (excerpt.cutBefore ? "…" : "") + excerpt.text + (excerpt.cutAfter ? "…" : "")
    let caretColumn = excerpt.column + (excerpt.cutBefore ? 1 : 0)
    var pad = ""
    for (column, scalar) in source.unicodeScalars.enumerated() where column < caretColumn - 1 {
      pad += scalar == "\t" ? "\t" : String(repeating: " ", count: columns(scalar))
    }
    out += "\n" + Self.printable(source) + "\n" + pad + paint("^", code: "32")
    return out
  }

  private func code(for severity: Severity) -> String {
    switch severity {
    case .error: "1;31"
    case .warning: "1;35"
    case .note: "1;36"
    }
  }

  private func paint(_ text: String, code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The line with control characters shown as visible symbols, so the terminal is not disturbed.
  static func printable(_ line: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20, scalar != "\t", let symbol = Unicode.Scalar(0x2400 + scalar.value) {
        out.append(symbol)
      } else if scalar.value == 0x7F || scalar.value == 0xFEFF {
        out.append("\u{FFFD}")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
