import ByteCore
import StringsFormat

/// An XLIFF 1.2 document as this tool writes and reads it: files of translation units.
public struct XLIFFDocument: Sendable, Hashable {
  /// The `<tool>` of each file's header.
  public struct Tool: Sendable, Hashable {
    /// `tool-id`.
    public var id: String
    /// `tool-name`.
    public var name: String
    /// `tool-version`.
    public var version: String?

    /// Creates a tool description.
    public init(id: String, name: String, version: String?) {
      self.id = id
      self.name = name
      self.version = version
    }
  }

  /// One `<file>`: one strings table.
  public struct File: Sendable, Hashable {
    /// `original`: the development table's path (`en.lproj/Root.strings`).
    public var original: String
    /// `source-language`.
    public var sourceLanguage: String
    /// `target-language`; nil when the file has none.
    public var targetLanguage: String?
    /// `datatype`.
    public var datatype: String
    /// The `.lproj` folder name the targets come from and go back to (a header `<note
    /// from="settings-l10n:lproj">`; read also from an `l10n:lproj` attribute), written when
    /// `target-language` alone would not find it (`es_MX`, or `es-MX` beside `es_MX`).
    public var lproj: String?
    /// The header's `<tool>`, if any.
    public var tool: Tool?
    /// The translation units, in order.
    public var units: [Unit]
    /// Where the element starts in the XLIFF file (read files only).
    public var location: SourceLocation?

    /// Creates a file element.
    public init(
      original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
      tool: Tool? = nil, units: [Unit], location: SourceLocation? = nil, lproj: String? = nil
    ) {
      self.original = original
      self.lproj = lproj
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.datatype = datatype
      self.tool = tool
      self.units = units
      self.location = location
    }

    /// The table named by `original` (`Root` for `…/en.lproj/Root.strings`), if it is a `.strings` path.
    public var table: String? {
      let name = original.split(separator: "/").last.map(String.init) ?? original
      guard name.hasSuffix(".strings"), name.count > ".strings".count else { return nil }
      return String(name.dropLast(".strings".count))
    }
  }

  /// One `<trans-unit>`: a key with its source and target.
  public struct Unit: Sendable, Hashable {
    /// `id`: the key, unless `resname` names it.
    public var id: String
    /// `resname`: the key, when a tool numbers its units (Crowdin's `id="1"`) and keeps the
    /// resource's name here.
    public var resname: String?
    /// `approved`, when given: `no` marks a tool's unfinished (fuzzy) work, `yes` an accepted
    /// translation.
    public var approved: Bool?
    /// `<source>`: the development value.
    public var source: String
    /// `<target>`, when present.
    public var target: String?
    /// The target's `state` (`translated`, `needs-review-l10n`…), when given.
    public var state: String?
    /// The target's `state-qualifier` (`x-copied-source` for a copy of the source), when given.
    public var qualifier: String?
    /// False when the unit says `translate="no"` (on export: a key the configuration's
    /// `doNotTranslate` names).
    public var translate = true
    /// `<note>`: the comment and where the string appears.
    public var note: String?
    /// `maxwidth`, in characters (`size-unit="char"`): the most the screen has room for.
    public var maxWidth: Int?
    /// Why the source or target cannot be written as plain text (an inline code with no text
    /// equivalent), when it cannot: the unit is left out, the rest of the file is read.
    public var unwritable: String?
    /// Where the element starts in the XLIFF file (read files only).
    public var location: SourceLocation?

    /// Creates a unit.
    public init(
      id: String, source: String, target: String?, state: String? = nil, note: String?, location: SourceLocation? = nil,
      qualifier: String? = nil, maxWidth: Int? = nil, translate: Bool = true
    ) {
      self.id = id
      self.maxWidth = maxWidth
      self.translate = translate
      self.source = source
      self.target = target
      self.state = state
      self.qualifier = qualifier
      self.note = note
      self.location = location
    }
  }

  /// The files, in order.
  public var files: [File]

  /// Creates a document.
  public init(files: [File]) { self.files = files }
}

extension XLIFFDocument.File {
  /// The XLIFF 1.2 `<file>` of an exported table, each target's state and qualifier from
  /// `TranslationState`'s table.
  package init(_ file: TranslationFile, tool: XLIFFDocument.Tool?) {
    // Each unit's fields are read in place: a unit taken whole (as `map` hands it) is copied.
    let units = file.units.indices.map { index -> XLIFFDocument.Unit in
      let state = file.units[index].state
      var unit = XLIFFDocument.Unit(
        id: file.units[index].key, source: file.units[index].source, target: nil, note: file.units[index].note,
        maxWidth: file.units[index].maxLength, translate: state != .doNotTranslate)
      if file.units[index].target != nil, let marks = state.xliff12 {
        unit.target = file.units[index].target
        unit.state = marks.state
        unit.qualifier = marks.qualifier
        // A translation says it is accepted: translate-toolkit and the tools built on it read a
        // unit without `approved="yes"` as fuzzy.
        if state == .translated { unit.approved = true }
      }
      return unit
    }
    self.init(
      original: file.original, sourceLanguage: file.sourceLanguage, targetLanguage: file.targetLanguage, tool: tool,
      units: units, lproj: file.lproj)
  }

  /// The table's units for `import`, each keyed by its `resname` when it has one, else its `id`,
  /// in the state `TranslationState`'s table gives its markup; a state XLIFF 1.2 does not define
  /// (an `x-` value) is taken as needing review, so the target is written and reported.
  package var translationFile: TranslationFile {
    // Each unit's fields are read in place: a unit taken whole (as `map` hands it) is copied.
    var converted: [TranslationUnit] = []
    converted.reserveCapacity(units.count)
    for index in units.indices {
      converted.append(
        TranslationUnit(
          key: units[index].resname ?? units[index].id, source: units[index].source, target: units[index].target,
          state: units[index].target == nil
            ? .new
            : TranslationState(
              xliff12: units[index].state, qualifier: units[index].qualifier, translate: units[index].translate,
              approved: units[index].approved)
              ?? .needsReview,
          note: units[index].note, location: units[index].location, unwritable: units[index].unwritable))
    }
    return TranslationFile(
      original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: converted,
      location: location, lproj: lproj)
  }
}
