import ByteCore
import StringsFormat

/// One string of one table for one language: the format-neutral unit that every exporter writes
/// and every importer's reader produces, so that one import path serves every format.
public struct TranslationUnit: Sendable, Hashable {
  /// The key in the table.
  public var key: String
  /// The development value the translation was made from.
  public var source: String
  /// The translation to write; nil when the unit carries none (nothing is written for it).
  public var target: String?
  /// The state the file gives the unit (on export: the state of the language's value).
  public var state: TranslationState
  /// The development comment and where the string appears, for translators.
  public var note: String?
  /// The most characters (Unicode code points) the screen has room for; nil when the text wraps.
  public var maxLength: Int?
  /// Where the unit starts in the file it was read from.
  public var location: SourceLocation?
  /// Why the unit's text cannot be written to a `.strings` table (inline markup with no text
  /// equivalent), when it cannot; `import` leaves out this unit and says why.
  public var unwritable: String?

  /// Creates a unit.
  public init(
    key: String, source: String, target: String?, state: TranslationState, note: String? = nil,
    location: SourceLocation? = nil, maxLength: Int? = nil, unwritable: String? = nil
  ) {
    self.key = key
    self.unwritable = unwritable
    self.maxLength = maxLength
    self.source = source
    self.target = target
    self.state = state
    self.note = note
    self.location = location
  }
}

/// The units of one table for one target language.
public struct TranslationFile: Sendable, Hashable {
  /// The development table's path in the bundle (`en.lproj/Root.strings`), as the file names it.
  public var original: String
  /// The development language's tag.
  public var sourceLanguage: String
  /// The language the targets are in, as the file names it; nil when it names none.
  public var targetLanguage: String?
  /// The `.lproj` folder the targets come from and go back to, when the target language alone
  /// would not find it again (`es_MX`, or `es-MX` beside `es_MX`), so that the way back is exact.
  public var lproj: String?
  /// Whether `targetLanguage` may be a folder's exact name, as a `--language` value may (a String
  /// Catalog's language key, the only place a catalog has for a folder name); an XLIFF
  /// `target-language` is a tag only.
  public var targetNamesFolder: Bool
  /// The units, in order.
  public var units: [TranslationUnit]
  /// Where the table's element or object starts in the file it was read from.
  public var location: SourceLocation?

  /// Creates a file.
  public init(
    original: String, sourceLanguage: String, targetLanguage: String?, units: [TranslationUnit],
    location: SourceLocation? = nil,
    lproj: String? = nil, targetNamesFolder: Bool = false
  ) {
    self.original = original
    self.lproj = lproj
    self.targetNamesFolder = targetNamesFolder
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.units = units
    self.location = location
  }

  /// The table named by `original`: `Root` for `…/en.lproj/Root.strings` or `Root.xcstrings`.
  public var table: String? {
    let name = original.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? original
    for suffix in [".strings", ".xcstrings"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }
}
