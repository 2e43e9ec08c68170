import ByteCore
import StringsFormat

/// XLIFF 2.0 (OASIS, core module only): one `<file>` per table, one `<unit>` per key with its
/// development value and translation in one `<segment>`, and the comment as a `<note>`.
///
/// A unit's `id` must be an XML name token, which a key often is not (`Advanced mode`), so the
/// writer numbers units (`u1`, `u2`…) and gives the key in `name`, the attribute XLIFF 2.0 has
/// for a resource's name; the reader takes `name`, else `id`.
public enum XLIFF2 {
  /// The namespace of the `lproj` attribute on `<file>` (XLIFF 2.0 allows other namespaces'
  /// attributes there, unvalidated): the folder a file was exported from, when its tag alone
  /// would not find it again.
  static let folderNamespace = "urn:settings-l10n:xliff"

  /// The Size and Length Restriction module's namespace: a unit's `slr:sizeRestriction`, in the
  /// code points the file's `slr:profiles` names, is the most the screen has room for.
  static let sizeRestrictionNamespace = "urn:oasis:names:tc:xliff:sizerestriction:2.0"

  /// The states a segment can have, in the order of progress.
  static let states = ["initial", "translated", "reviewed", "final"]

  /// The document of exported tables, each segment's `state` and `subState` from
  /// `TranslationState`'s table: translated values `translated`, copies of the development
  /// value `initial` marked copied with their target, missing ones `initial` without a target.
  public static func xml(_ files: [TranslationFile]) -> String { document(files).string }

  /// The document of exported tables as UTF-8 bytes (see `xml`).
  public static func xmlBytes(_ files: [TranslationFile]) -> [UInt8] {
    var document = document(files)
    return document.finish()
  }

  private static func document(_ files: [TranslationFile]) -> XMLOutput {
    var out = XMLOutput(capacity: 1024 + files.reduce(0) { $0 + $1.units.count } * 400)
    out.markup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"")
    out.attribute("version", "2.0")
    out.attribute("srcLang", files.first?.sourceLanguage ?? "en")
    if let target = files.first?.targetLanguage { out.attribute("trgLang", target) }
    out.markup(">\n")
    for (fileIndex, file) in files.enumerated() {
      out.markup("  <file")
      out.attribute("id", "f\(fileIndex + 1)")
      out.attribute("original", file.original)
      if let lproj = file.lproj {
        out.attribute("xmlns:l10n", folderNamespace)
        out.attribute("l10n:lproj", lproj)
      }
      let restricts = file.units.contains { $0.maxLength != nil }
      if restricts { out.attribute("xmlns:slr", sizeRestrictionNamespace) }
      out.markup(">\n")
      if restricts { out.markup("    <slr:profiles generalProfile=\"xliff:codepoints\"/>\n") }
      // XLIFF 2.0 wants a unit or a group in every file; a table with nothing to translate gets
      // an empty group, which the schema allows and every reader skips.
      if file.units.isEmpty { out.markup("    <group id=\"g1\"/>\n") }
      for (unitIndex, unit) in file.units.enumerated() {
        out.markup("    <unit")
        out.attribute("id", "u\(unitIndex + 1)")
        out.attribute("name", unit.key)
        if unit.state == .doNotTranslate { out.attribute("translate", "no") }
        if let limit = unit.maxLength { out.attribute("slr:sizeRestriction", String(limit)) }
        out.markup(" xml:space=\"preserve\">\n")
        if let note = unit.note, !note.isEmpty {
          out.markup("      <notes>\n        <note>")
          out.text(note)
          out.markup("</note>\n      </notes>\n")
        }
        let marks = unit.state.xliff2
        out.markup("      <segment")
        out.attribute("state", marks.state)
        if let subState = marks.subState { out.attribute("subState", subState) }
        out.markup(">\n")
        out.markup("        <source>")
        out.text(unit.source)
        out.markup("</source>\n")
        // As in XLIFF 1.2, a unit in state `new` carries no target (`TranslationState`'s table).
        if let target = unit.target, unit.state != .new {
          out.markup("        <target>")
          out.text(target)
          out.markup("</target>\n")
        }
        out.markup("      </segment>\n    </unit>\n")
      }
      out.markup("  </file>\n")
    }
    out.markup("</xliff>\n")
    return out
  }

  /// True when the bytes are an XLIFF document of version 2.x (the root's `version`).
  package static func isVersion2(_ xml: CheckedXML) -> Bool {
    var parser = XMLPullParser(xml.bytes)
    while let event = try? parser.next() {
      if case .start(let name, let attributes, _) = event {
        return name == "xliff" && (attributes["version"]?.hasPrefix("2.") ?? false)
      }
    }
    return false
  }

  /// Parses XLIFF 2.x: units in files and groups, the text of every segment and ignorable in
  /// order, `<cp hex>` characters. Inline markup is made plain text (`InlineCode`): `<pc>` and
  /// `<mrk>` keep their text, `<sc/>`, `<ec/>`, `<sm/>`, `<em/>` add none, `<ph/>` its `equiv`
  /// or else `disp`; a placeholder with neither makes its unit unwritable, not the file.
  /// Throws the first problem, located.
  public static func parse(_ bytes: [UInt8]) throws(TranslationFormatError) -> [TranslationFile] {
    try parse(CheckedXML(bytes))
  }

  /// Parses XLIFF 2.x from bytes already checked to be UTF-8 (see `parse(_:)`).
  package static func parse(_ xml: CheckedXML) throws(TranslationFormatError) -> [TranslationFile] {
    var parser = XMLPullParser(xml.bytes)
    var reader = XLIFF2Reader()
    while let event = try parser.next(skippingText: !reader.collectsText) {
      try reader.read(event)
    }
    return reader.files
  }
}

/// Builds translation files from the events of one XLIFF 2.x parse.
private struct XLIFF2Reader {
  var files: [TranslationFile] = []

  private var stack: [String] = []
  private var sourceLanguage = ""
  private var targetLanguage: String?
  private var keys: Set<ExactKey> = []
  private var unit: (id: String, key: String, location: SourceLocation, translate: Bool)?
  /// `translate` of each open `<file>` and `<group>`: a unit inherits it, as XLIFF 2.0 says.
  private var translates: [Bool] = []
  private var source = ""
  private var target = ""
  /// Every segment so far had a target.
  private var complete = true
  private var sawSegment = false
  /// The current segment's or ignorable's source and target.
  private var part: (source: String, target: String?)?
  private var notes: [String] = []
  private var state: Int?
  /// The segments' `subState`s.
  private var subStates: Set<String> = []
  /// The text being collected (`source`, `target` or `note`) and how deep inside it the parser is.
  private var capture: (element: String, text: String, depth: Int)?
  /// The inline elements open inside the source or target being collected.
  private var inline: [InlineCode] = []
  /// Why the unit's text cannot be written as plain text, if it cannot (see `InlineCode`).
  private var unwritable: String?
  /// For each open element, whether `xml:space="preserve"` applies to it (inherited).
  private var preserves: [Bool] = []

  /// True inside an element whose text is kept: text elsewhere need not be read.
  var collectsText: Bool { capture != nil }

  mutating func read(_ event: XMLPullParser.Event) throws(TranslationFormatError) {
    switch event {
    case .start(let name, let attributes, let location): try start(name, attributes, location)
    case .text(let text): if capture != nil { capture?.text += text.string }
    case .end(let name): end(name)
    }
  }

  private mutating func start(_ name: String, _ attributes: XMLAttributes, _ here: SourceLocation)
    throws(TranslationFormatError)
  {
    func fail(_ message: String) -> TranslationFormatError { TranslationFormatError(location: here, message: message) }
    let parent = stack.last
    stack.append(name)
    preserves.append(attributes["space"].map { $0 == "preserve" } ?? (preserves.last ?? false))
    if var open = capture {
      // Markup inside a note is left out; its text is kept.
      guard open.element != "note" else {
        open.depth += 1
        capture = open
        return
      }
      guard name == "cp" else {
        let equivalent = attributes["equiv"].flatMap { $0.isEmpty ? nil : $0 } ?? attributes["disp"]
        inline.append(InlineCode(name, start: open.text.utf8.count, equivalent: equivalent))
        open.depth += 1
        capture = open
        return
      }
      guard let hex = attributes["hex"], let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw fail("<cp> needs a hex attribute naming a Unicode character")
      }
      open.text.unicodeScalars.append(scalar)
      open.depth += 1
      capture = open
      return
    }
    switch (parent, name) {
    case (nil, "xliff"):
      guard let version = attributes["version"], version.hasPrefix("2.") else {
        throw fail("XLIFF version \(attributes["version"] ?? "(none)") is not 2.x")
      }
      guard let source = attributes["srcLang"] else { throw fail("<xliff> has no srcLang attribute") }
      sourceLanguage = source
      targetLanguage = attributes["trgLang"]
    case (nil, _):
      throw fail("the root element is <\(name)>, not <xliff>")
    case ("xliff", "file"):
      guard let original = attributes["original"] else {
        throw fail("<file> has no original attribute, which names the table (en.lproj/Root.strings)")
      }
      keys = []
      translates = [attributes["translate"] != "no"]
      files.append(
        TranslationFile(
          original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: [], location: here,
          lproj: attributes["lproj"]))
    case ("file", "group"), ("group", "group"):
      translates.append(attributes["translate"].map { $0 != "no" } ?? (translates.last ?? true))
    case ("file", "unit"), ("group", "unit"):
      guard let id = attributes["id"] else { throw fail("<unit> has no id attribute") }
      let key = attributes["name"] ?? id
      guard keys.insert(ExactKey(key)).inserted else {
        throw fail("a second <unit> for the key \(key.debugDescription) in the same <file>")
      }
      unit = (id, key, here, attributes["translate"].map { $0 != "no" } ?? (translates.last ?? true))
      source = ""
      target = ""
      complete = true
      sawSegment = false
      notes = []
      state = nil
      subStates = []
      unwritable = nil
    case ("notes", "note") where stack.dropLast(2).last == "unit":
      capture = ("note", "", 0)
    case ("segment", "source"), ("ignorable", "source"):
      capture = ("source", "", 0)
    case ("segment", "target"), ("ignorable", "target"):
      if let order = attributes["order"] {
        throw fail("<target order=\"\(order)\">: reordered segments are not supported")
      }
      capture = ("target", "", 0)
    case ("unit", "ignorable"):
      part = ("", nil)
    case ("unit", "segment"):
      part = ("", nil)
      sawSegment = true
      if let subState = attributes["subState"] { subStates.insert(subState) }
      if let given = attributes["state"] {
        guard let rank = XLIFF2.states.firstIndex(of: given) else {
          throw fail("state \(given.debugDescription) is not initial, translated, reviewed or final")
        }
        state = min(state ?? rank, rank)
      } else {
        state = 0
      }
    default:
      break
    }
  }

  private mutating func end(_ name: String) {
    stack.removeLast()
    let preserved = preserves.popLast() ?? false
    if var open = capture {
      if open.depth > 0 {
        open.depth -= 1
        if name != "cp", open.element != "note", let code = inline.popLast() {
          switch code.resolve(grew: open.text.utf8.count > code.start) {
          case .kept: break
          case .text(let text): open.text += text
          case .unwritable(let why): if unwritable == nil { unwritable = why }
          }
        }
        capture = open
        return
      }
      // Without xml:space="preserve", text laid out on lines of its own loses that layout.
      let text = preserved ? open.text : XMLIndentation.dropped(open.text)
      switch open.element {
      case "source": part?.source += text
      case "target":
        let before = part?.target ?? ""
        part?.target = before + text
      default: notes.append(open.text)
      }
      capture = nil
      return
    }
    if name == "segment" || name == "ignorable", let done = part, stack.last == "unit" {
      source += done.source
      if let text = done.target {
        target += text
      } else if name == "ignorable" {
        // An ignorable without a target keeps its source, as XLIFF 2.0 merges it.
        target += done.source
      } else {
        complete = false
      }
      part = nil
      return
    }
    if name == "group", stack.last == "file" || stack.last == "group" {
      if !translates.isEmpty { translates.removeLast() }
      return
    }
    guard name == "unit", let finished = unit, !files.isEmpty else { return }
    unit = nil
    let hasTarget = sawSegment && complete
    let progress = state ?? 0
    files[files.count - 1].units.append(
      TranslationUnit(
        key: finished.key, source: source, target: hasTarget ? target : nil,
        state: !finished.translate
          ? .doNotTranslate
          : hasTarget ? TranslationState(xliff2: XLIFF2.states[progress], subStates: subStates, translate: true) : .new,
        note: notes.isEmpty ? nil : notes.joined(separator: "\n"), location: finished.location,
        unwritable: unwritable))
  }
}
