/// One `.lproj` folder of a bundle, with the locale its name stands for.
public struct Lproj: Sendable, Hashable, CustomStringConvertible {
  /// How a folder name spells its locale.
  public enum Spelling: String, Sendable, Hashable {
    /// `Base.lproj`: Base Internationalization, no locale.
    case base
    /// A BCP 47 tag with `-` or `_` (`pt_BR`, `zh-Hant-TW`).
    case languageTag
    /// A legacy English name from CFBundle's table (`English`, `Japanese`).
    case legacyName
  }

  /// The folder name without `.lproj` (`zh_TW`, `Japanese`, `Base`).
  public let name: String
  /// The locale the name stands for; nil for `Base`.
  public let locale: LocaleTag?
  /// How the name spells it.
  public let spelling: Spelling
  /// The tables the folder holds: names of its `.strings` files without the extension.
  public let tables: Set<String>

  /// Parses a folder name given without `.lproj`; throws when it names no locale.
  public init(name: String, tables: Set<String> = []) throws(LprojMatchingError) {
    self.name = name
    self.tables = tables
    if name == "Base" {
      spelling = .base
      locale = nil
    } else if let code = try LegacyLprojNames.code(for: name) {
      spelling = .legacyName
      locale = try LocaleTag(code)
    } else {
      spelling = .languageTag
      locale = try LocaleTag(name)
    }
  }

  /// The folder name on disk (`zh_TW.lproj`).
  public var folderName: String { "\(name).lproj" }

  /// True for `Base.lproj`.
  public var isBase: Bool { spelling == .base }

  /// The path of a table's file inside the bundle (`de.lproj/Root.strings`).
  public func path(ofTable table: String) -> String { "\(folderName)/\(table).strings" }

  /// The folder name without `.lproj`.
  public var description: String { name }
}
