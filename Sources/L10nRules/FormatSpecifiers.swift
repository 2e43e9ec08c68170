import ByteCore
import SettingsSchema

/// The printf-style conversion specifiers of a string (`%@`, `%d`, `%ld`, `%1$@`, `%.2f`), as
/// `String(format:)` would consume its arguments; `%%` is a literal percent sign.
public struct FormatSpecifiers: Sendable, Hashable {
  /// One conversion specifier.
  public struct Specifier: Sendable, Hashable, CustomStringConvertible {
    /// The text as written (`%1$@`, `%ld`).
    public var text: String
    /// The argument index it names (`1` in `%1$@`), when positional.
    public var position: Int?
    /// What argument it reads.
    public var kind: ArgumentKind

    /// The text as written.
    public var description: String { text }
  }

  /// The kind of argument a specifier reads: conversions reading the same kind are interchangeable.
  public enum ArgumentKind: String, Sendable, Hashable {
    /// `%@`: an object.
    case object
    /// `%d %i %u %o %x %X %c` without a length: a 32-bit integer.
    case int
    /// `%ld %lu %zd %td %jd %qd %lld %llu …`: a 64-bit integer.
    case long
    /// `%hd %hhd …`: a short integer (promoted to int when passed).
    case short
    /// `%f %e %g %a` (and `%lf`): a double.
    case double
    /// `%Lf`: a long double.
    case longDouble
    /// `%C %lc`: a unichar.
    case unichar
    /// `%s`: a C string.
    case cString
    /// `%S %ls`: a unichar string.
    case unicharString
    /// `%p`: a pointer.
    case pointer
    /// `%n`: writes the count.
    case count
  }

  /// The specifiers in the order they appear.
  public var specifiers: [Specifier]

  /// Scans a string. `%` followed by something that is no conversion (`100%`, `50 % off`) is plain text.
  public init(_ text: String) {
    specifiers = []
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "%" else {
        i += 1
        continue
      }
      if let (specifier, end) = Self.scan(scalars, from: i) {
        if let specifier { specifiers.append(specifier) }
        i = end
      } else {
        i += 1
      }
    }
  }

  /// True when the string has no `%` at all (the fast path: nothing to compare).
  public static func mayContainSpecifiers(_ text: String) -> Bool {
    // Searched in the contiguous UTF-8 many bytes a step: the generic `utf8.contains` walks the
    // view byte by byte through its iterator, and this runs for every value a command compares.
    TextBytes.contains(UInt8(ascii: "%"), in: text)
  }

  /// Parses one specifier at `start` (a `%`): nil when it is none; a nil specifier for `%%`.
  private static func scan(_ s: [Unicode.Scalar], from start: Int) -> (Specifier?, Int)? {
    var i = start + 1
    func peek() -> Unicode.Scalar? { i < s.count ? s[i] : nil }
    func digits() -> Int? {
      var value: Int?
      while let c = peek(), ("0"..."9").contains(c) {
        // Capped, so that the next digit cannot overflow.
        value = min((value ?? 0) * 10 + Int(c.value - 48), 1 << 20)
        i += 1
      }
      return value
    }
    if peek() == "%" { return (nil, i + 1) }
    var position: Int?
    let mark = i
    if let n = digits(), peek() == "$", n > 0 {
      position = n
      i += 1
    } else {
      i = mark
    }
    // Flags (the space flag is left out: `50 % off` is text, not `% o`).
    while let c = peek(), "-+#0'".unicodeScalars.contains(c) { i += 1 }
    // Width and precision, possibly `*` (which reads an int argument; rare in strings files).
    if peek() == "*" { i += 1 } else { _ = digits() }
    if peek() == "." {
      i += 1
      if peek() == "*" { i += 1 } else { _ = digits() }
    }
    var length = ""
    while let c = peek(), "hlqLzjt".unicodeScalars.contains(c), length.count < 2 {
      length.unicodeScalars.append(c)
      i += 1
    }
    guard let conversion = peek(), let kind = kind(conversion, length: length) else { return nil }
    i += 1
    let text = String(String.UnicodeScalarView(s[start..<i]))
    return (Specifier(text: text, position: position, kind: kind), i)
  }

  private static func kind(_ conversion: Unicode.Scalar, length: String) -> ArgumentKind? {
    switch conversion {
    case "@": return length.isEmpty ? .object : nil
    case "d", "i", "u", "o", "x", "X", "D", "U", "O":
      switch length {
      case "": return "DUO".unicodeScalars.contains(conversion) ? .long : .int
      case "h", "hh": return .short
      case "l", "ll", "q", "z", "j", "t": return .long
      default: return nil
      }
    case "c": return length == "l" ? .unichar : (length.isEmpty ? .int : nil)
    case "C": return length.isEmpty ? .unichar : nil
    case "f", "F", "e", "E", "g", "G", "a", "A":
      switch length {
      case "", "l": return .double
      case "L": return .longDouble
      default: return nil
      }
    case "s": return length == "l" ? .unicharString : (length.isEmpty ? .cString : nil)
    case "S": return length.isEmpty ? .unicharString : nil
    case "p": return length.isEmpty ? .pointer : nil
    case "n": return .count
    default: return nil
    }
  }

  /// The specifier that first reads each argument position (1-based), positional and
  /// sequential specifiers counted as `String(format:)` counts them.
  public var arguments: [Int: Specifier] {
    var result: [Int: Specifier] = [:]
    var next = 1
    for specifier in specifiers {
      let position: Int
      if let explicit = specifier.position {
        position = explicit
      } else {
        position = next
        next += 1
      }
      if result[position] == nil { result[position] = specifier }
    }
    return result
  }

  /// Why `translation` cannot stand in for this format, or nil when it can: each argument is
  /// read as the same kind, and no argument is dropped or added.
  public func mismatch(in translation: FormatSpecifiers) -> String? {
    guard !specifiers.isEmpty || !translation.specifiers.isEmpty else { return nil }
    let mine = arguments
    let theirs = translation.arguments
    for position in Set(mine.keys).union(theirs.keys).sorted() {
      switch (mine[position], theirs[position]) {
      case (let want?, let got?) where want.kind != got.kind:
        return "argument \(position) is \(got) in the translation but \(want) in the development value"
      case (let want?, nil):
        return "argument \(position) (\(want)) is missing from the translation"
      case (nil, let got?):
        return "argument \(position) (\(got)) is not in the development value"
      default:
        continue
      }
    }
    return nil
  }
}
