extension XLIFFDocument {
  /// The document as XLIFF 1.2 text, shaped like Xcode's export: an XML declaration, the
  /// `xliff` root with the 1.2 namespace and schema location, two-space indentation, one
  /// `<file>` with a header per table, `xml:space="preserve"` on every unit. Values are escaped;
  /// callers leave out units whose key or value XML 1.0 cannot carry (see `XMLEscaping`).
  public func xml() -> String { XMLOutput(self).string }

  /// The document as XLIFF 1.2 UTF-8 bytes (see `xml()`).
  public func xmlBytes() -> [UInt8] { XMLOutput(self).bytes }

  /// The namespace of the `lproj` attribute on `<file>` (XLIFF 1.2 allows other namespaces' attributes there).
  static let folderNamespace = "urn:settings-l10n:xliff"
  static let folderPrefix = "l10n"
}

extension XMLOutput {
  /// Writes an XLIFF 1.2 document.
  fileprivate init(_ document: XLIFFDocument) {
    let units = document.files.reduce(0) { $0 + $1.units.count }
    self.init(capacity: 1024 + units * 400)
    markup(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """)
    for file in document.files {
      markup("  <file")
      attribute("original", file.original)
      attribute("source-language", file.sourceLanguage)
      if let target = file.targetLanguage { attribute("target-language", target) }
      attribute("datatype", file.datatype)
      if let lproj = file.lproj {
        attribute("xmlns:\(XLIFFDocument.folderPrefix)", XLIFFDocument.folderNamespace)
        attribute("\(XLIFFDocument.folderPrefix):lproj", lproj)
      }
      markup(">\n")
      if let tool = file.tool {
        markup("    <header>\n      <tool")
        attribute("tool-id", tool.id)
        attribute("tool-name", tool.name)
        if let version = tool.version { attribute("tool-version", version) }
        markup("/>\n    </header>\n")
      }
      markup("    <body>\n")
      for unit in file.units {
        markup("      <trans-unit")
        attribute("id", unit.id)
        markup(" xml:space=\"preserve\">\n        <source>")
        text(unit.source)
        markup("</source>\n")
        if let target = unit.target {
          markup("        <target")
          if let state = unit.state { attribute("state", state) }
          markup(">")
          text(target)
          markup("</target>\n")
        }
        if let note = unit.note {
          if note.isEmpty {
            markup("        <note/>\n")
          } else {
            markup("        <note>")
            text(note)
            markup("</note>\n")
          }
        }
        markup("      </trans-unit>\n")
      }
      markup("    </body>\n  </file>\n")
    }
    markup("</xliff>\n")
  }
}
