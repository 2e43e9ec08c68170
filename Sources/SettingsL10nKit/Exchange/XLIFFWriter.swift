extension XLIFFDocument {
  /// The document as XLIFF 1.2 text, shaped like Xcode's export: an XML declaration, the
  /// `xliff` root with the 1.2 namespace and schema location, two-space indentation, one
  /// `<file>` with a header per table, `xml:space="preserve"` on every unit. Values are escaped;
  /// callers leave out units whose key or value XML 1.0 cannot carry (see `XMLEscaping`).
  public func xml() -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    for file in files {
      var attributes = [("original", file.original), ("source-language", file.sourceLanguage)]
      if let target = file.targetLanguage { attributes.append(("target-language", target)) }
      attributes.append(("datatype", file.datatype))
      if let lproj = file.lproj {
        attributes += [("xmlns:\(Self.folderPrefix)", Self.folderNamespace), ("\(Self.folderPrefix):lproj", lproj)]
      }
      out += "  <file \(Self.attributes(attributes))>\n"
      if let tool = file.tool {
        var toolAttributes = [("tool-id", tool.id), ("tool-name", tool.name)]
        if let version = tool.version { toolAttributes.append(("tool-version", version)) }
        out += "    <header>\n      <tool \(Self.attributes(toolAttributes))/>\n    </header>\n"
      }
      out += "    <body>\n"
      for unit in file.units {
        out += "      <trans-unit id=\"\(XMLEscaping.attribute(unit.id))\" xml:space=\"preserve\">\n"
        out += "        <source>\(XMLEscaping.text(unit.source))</source>\n"
        if let target = unit.target {
          let state = unit.state.map { " state=\"\(XMLEscaping.attribute($0))\"" } ?? ""
          out += "        <target\(state)>\(XMLEscaping.text(target))</target>\n"
        }
        if let note = unit.note {
          out += note.isEmpty ? "        <note/>\n" : "        <note>\(XMLEscaping.text(note))</note>\n"
        }
        out += "      </trans-unit>\n"
      }
      out += "    </body>\n  </file>\n"
    }
    return out + "</xliff>\n"
  }

  /// The namespace of the `lproj` attribute on `<file>` (XLIFF 1.2 allows other namespaces' attributes there).
  static let folderNamespace = "urn:settings-l10n:xliff"
  static let folderPrefix = "l10n"

  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined(separator: " ")
  }
}
