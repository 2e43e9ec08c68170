/// An inline element inside an XLIFF source or target, and how it becomes plain text: a
/// `.strings` value holds no markup, so text-carrying elements are flattened, placeholders
/// give their native code or text equivalent, and a placeholder with neither cannot be
/// written (its unit is left out and said to be, not the whole file).
struct InlineCode {
  /// What the element stands for.
  enum Kind {
    /// Markup around text (`<g>`, `<mrk>`, `<pc>`): its text is the value's.
    case text
    /// A code that is no text (`<bx/>`, `<ex/>`, `<sc/>`, `<ec/>`, `<sm/>`, `<em/>`): a tag's
    /// start or end, or a marker; it adds nothing, as `<g>`'s own tags add nothing.
    case empty
    /// A placeholder (`<x/>`, `<ph>`, `<bpt>`, `<ept>`, `<it>`): its native code (1.2's content)
    /// or its text equivalent (`equiv-text`, 2.0's `equiv` or `disp`).
    case placeholder
    /// An element no XLIFF version defines inline, or `<sub>`: a sub-flow cannot be placed.
    case unknown
  }

  /// What ending the element adds to the text.
  enum Resolution: Equatable {
    /// The text inside it stays as it is.
    case kept
    /// This text is added.
    case text(String)
    /// The value cannot be written; why.
    case unwritable(String)
  }

  var kind: Kind
  /// How many UTF-8 bytes the collected text had when the element started.
  var start: Int
  /// The text equivalent the element names, if any.
  var equivalent: String?
  /// The element's name, for messages.
  var name: String

  init(kind: Kind, start: Int, equivalent: String?, name: String) {
    self.kind = kind
    self.start = start
    self.equivalent = equivalent
    self.name = name
  }

  /// The code an element of this local name stands for (XLIFF 1.2 and 2.0 names alike).
  init(_ name: String, start: Int, equivalent: String?) {
    let kind: Kind =
      switch name {
      case "g", "mrk", "pc": .text
      case "bx", "ex", "sc", "ec", "sm", "em": .empty
      case "x", "ph", "bpt", "ept", "it": .placeholder
      default: .unknown
      }
    self.init(kind: kind, start: start, equivalent: equivalent, name: name)
  }

  /// What the element adds once it ends; `grew` is whether text was collected inside it.
  func resolve(grew: Bool) -> Resolution {
    switch kind {
    case .text, .empty: return .kept
    case .placeholder:
      if grew { return .kept }
      if let equivalent, !equivalent.isEmpty { return .text(equivalent) }
      return .unwritable("<\(name)> has no text to write in its place (no native code, no text equivalent)")
    case .unknown:
      return .unwritable("<\(name)> cannot be written to a .strings table")
    }
  }
}
