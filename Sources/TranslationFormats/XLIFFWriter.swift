extension XLIFFDocument {
  /// The document as XLIFF 1.2 text, shaped like Xcode's export: an XML declaration, the
  /// `xliff` root with the 1.2 namespace and schema location, two-space indentation, one
  /// `<file>` with a header per table, `xml:space="preserve"` on every unit. Values are escaped;
  /// callers leave out units whose key or value XML 1.0 cannot carry (see `XMLEscaping`).
  public func xml() -> String { String(decoding: xmlBytes(), as: UTF8.self) }

  /// The document as XLIFF 1.2 UTF-8 bytes (see `xml()`).
  public func xmlBytes() -> [UInt8] {
    xmlBytes(reusing: nil)
  }

  /// The bytes of `xmlBytes()`, reusing the markup of units that documents written before with
  /// the same memo share (see `XLIFFUnitMemo`).
  package func xmlBytes(reusing memo: XLIFFUnitMemo?) -> [UInt8] {
    var output = XMLOutput(capacity: 1024 + files.reduce(0) { $0 + $1.units.count } * 400)
    output.xliff(self, reusing: memo)
    return output.finish()
  }

  /// The `from` of the header `<note>` that holds the folder a `<file>`'s targets come from and
  /// go back to. XLIFF 1.2's strict schema admits no attribute of another namespace on `<file>`
  /// without a schema for it, so the folder is a note, which every XLIFF 1.2 tool keeps.
  static let folderNoteAuthor = "settings-l10n:lproj"
}

/// The markup around the targets of units that many XLIFF 1.2 documents share: every language
/// of one `export --all` has the same units (id, source, note) and differs only in targets, so
/// the markup before a unit's target and after it is escaped once, for the first document,
/// and copied for the others. A unit is reused only when its id, source and note equal the
/// remembered unit's at the same place in a file of the same `original`, so the bytes are
/// always those the unit would get written out. A place remembers a unit for each `approved`
/// (a translated target is approved, others not): languages of one task alternate between them.
package final class XLIFFUnitMemo {
  fileprivate struct Unit {
    let id: String
    let resname: String?
    let source: String
    let note: String?
    let maxWidth: Int?
    let translate: Bool
    let approved: Bool?
    /// `<trans-unit …>` and the `<source>`.
    let head: [UInt8]
    /// The `<note>` and `</trans-unit>`.
    let tail: [UInt8]

    func matches(_ unit: XLIFFDocument.Unit) -> Bool {
      // Strings made once and shared compare without a look at their bytes.
      unit.id == id && unit.resname == resname && unit.source == source && unit.note == note
        && unit.maxWidth == maxWidth
        && unit.translate == translate && unit.approved == approved
    }
  }

  /// By the file's `original`, for each `approved` (`variant(of:)`), the unit at each place.
  fileprivate var files: [String: [[Unit?]]] = [:]

  /// The variant a unit is remembered under: by its `approved`.
  fileprivate static func variant(of unit: XLIFFDocument.Unit) -> Int {
    switch unit.approved {
    case true?: 0
    case false?: 1
    case nil: 2
    }
  }

  /// An empty memo.
  package init() {}
}

extension XMLOutput {
  /// Writes an XLIFF 1.2 document (see `XLIFFDocument.xml()`).
  fileprivate mutating func xliff(_ document: XLIFFDocument, reusing memo: XLIFFUnitMemo?) {
    markup(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """)
    for file in document.files {
      fileStart(file)
      if let memo {
        // Taken out while it is updated, so that it is not copied.
        var remembered = memo.files.removeValue(forKey: file.original) ?? [[], [], []]
        for index in file.units.indices {
          let variant = XLIFFUnitMemo.variant(of: file.units[index])
          if index < remembered[variant].count, let known = remembered[variant][index], known.matches(file.units[index])
          {
            markup(known.head)
            target(of: file.units[index])
            markup(known.tail)
          } else {
            let written = unitRemembered(file.units[index])
            if remembered[variant].count <= index {
              remembered[variant] += Array(repeating: nil, count: index + 1 - remembered[variant].count)
            }
            remembered[variant][index] = written
          }
        }
        memo.files[file.original] = remembered
      } else {
        for index in file.units.indices {
          unitHead(file.units[index])
          target(of: file.units[index])
          unitTail(file.units[index])
        }
      }
      markup("    </body>\n  </file>\n")
    }
    markup("</xliff>\n")
  }

  /// `<file …>`, its header and `<body>`.
  private mutating func fileStart(_ file: XLIFFDocument.File) {
    markup("  <file")
    attribute("original", file.original)
    attribute("source-language", file.sourceLanguage)
    if let target = file.targetLanguage { attribute("target-language", target) }
    attribute("datatype", file.datatype)
    markup(">\n")
    if file.tool != nil || file.lproj != nil {
      markup("    <header>\n")
      if let tool = file.tool {
        markup("      <tool")
        attribute("tool-id", tool.id)
        attribute("tool-name", tool.name)
        if let version = tool.version { attribute("tool-version", version) }
        markup("/>\n")
      }
      if let lproj = file.lproj {
        markup("      <note")
        attribute("from", XLIFFDocument.folderNoteAuthor)
        markup(">")
        text(lproj)
        markup("</note>\n")
      }
      markup("    </header>\n")
    }
    markup("    <body>\n")
  }

  /// Writes a unit, and returns it with the markup around its target for reuse.
  private mutating func unitRemembered(_ unit: XLIFFDocument.Unit) -> XLIFFUnitMemo.Unit {
    let start = count
    unitHead(unit)
    let head = bytes(from: start)
    target(of: unit)
    let afterTarget = count
    unitTail(unit)
    return XLIFFUnitMemo.Unit(
      id: unit.id, resname: unit.resname, source: unit.source, note: unit.note, maxWidth: unit.maxWidth,
      translate: unit.translate,
      approved: unit.approved, head: head,
      tail: bytes(from: afterTarget))
  }

  /// `<trans-unit …>` (with `maxwidth` when the screen limits the text) and the `<source>`.
  private mutating func unitHead(_ unit: XLIFFDocument.Unit) {
    markup("      <trans-unit")
    attribute("id", unit.id)
    // A tool that numbers its units keeps the key here; written back, it reads as the same key.
    if let resname = unit.resname { attribute("resname", resname) }
    if !unit.translate { attribute("translate", "no") }
    if let approved = unit.approved { attribute("approved", approved ? "yes" : "no") }
    if let maxWidth = unit.maxWidth {
      attribute("maxwidth", String(maxWidth))
      attribute("size-unit", "char")
    }
    markup(" xml:space=\"preserve\">\n        <source>")
    text(unit.source)
    markup("</source>\n")
  }

  /// The `<target>`, when the unit has one.
  private mutating func target(of unit: XLIFFDocument.Unit) {
    guard let target = unit.target else { return }
    markup("        <target")
    if let state = unit.state { attribute("state", state) }
    if let qualifier = unit.qualifier { attribute("state-qualifier", qualifier) }
    markup(">")
    text(target)
    markup("</target>\n")
  }

  /// The `<note>`, when the unit has one, and `</trans-unit>`. The note is the developer's
  /// (`from="developer"`), as translate-toolkit needs to keep it.
  private mutating func unitTail(_ unit: XLIFFDocument.Unit) {
    if let note = unit.note {
      if note.isEmpty {
        markup("        <note from=\"developer\"/>\n")
      } else {
        markup("        <note from=\"developer\">")
        text(note)
        markup("</note>\n")
      }
    }
    markup("      </trans-unit>\n")
  }
}
