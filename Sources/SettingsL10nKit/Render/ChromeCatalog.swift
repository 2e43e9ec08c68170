import BundleIO
import Foundation
import LprojMatching

/// The strings the Settings app itself draws (On, Off, Settings), from the tool's own catalogs
/// in `Locales/<lang>.lproj/Chrome.strings`, resolved with the same matcher as a bundle.
public struct ChromeCatalog: Sendable {
  /// The chrome keys, in English (the catalogs' development language).
  public enum Key: String, Sendable, CaseIterable {
    /// A switch that is on.
    case on = "On"
    /// A switch that is off.
    case off = "Off"
    /// The Settings app's name, on the back button of an app's root page.
    case settings = "Settings"
  }

  /// The table name of the catalogs.
  public static let table = "Chrome"

  /// The folder the strings were read from (`de`); nil when the catalogs were not found.
  public let lproj: String?
  private let strings: [String: String]

  /// A catalog with the given strings (tests; English when empty).
  public init(lproj: String?, strings: [String: String]) {
    self.lproj = lproj
    self.strings = strings
  }

  /// The chrome string for `key`; the English key when the catalog lacks it.
  public func string(_ key: Key) -> String { strings[key.rawValue] ?? key.rawValue }

  /// Reads the catalogs in `folder` (a bundle-shaped folder) for the preferred languages.
  public static func load(from folder: URL, preferences: [String]) throws -> ChromeCatalog {
    try resolve(in: catalogs(at: folder), preferences: preferences)
  }

  /// The catalogs in `folder` (a bundle-shaped folder), parsed once for many languages.
  public static func catalogs(at folder: URL) throws -> LocalizedBundle {
    try LocalizedBundle.load(folder, options: .init(reading: BundleReading(developmentLanguage: "en")))
  }

  /// The catalog parsed catalogs give for the preferred languages.
  public static func resolve(in catalogs: LocalizedBundle, preferences: [String]) throws -> ChromeCatalog {
    let resolution = try catalogs.matcher.resolve(preferences: preferences, table: table)
    guard let lproj = resolution.tableLproj, let loaded = catalogs.table(table, in: lproj),
      loaded.document.loadsOnDevice
    else { return ChromeCatalog(lproj: nil, strings: [:]) }
    var strings: [String: String] = [:]
    for entry in loaded.effective.entries {
      if let value = entry.value.string { strings[entry.key] = value }
    }
    return ChromeCatalog(lproj: lproj, strings: strings)
  }

  /// Reads the catalogs shipped with the tool; English when they are missing.
  public static func shipped(preferences: [String]) throws -> ChromeCatalog {
    guard let catalogs = try shippedCatalogs() else { return ChromeCatalog(lproj: nil, strings: [:]) }
    return try resolve(in: catalogs, preferences: preferences)
  }

  /// The catalogs shipped with the tool, parsed; nil when they are missing.
  public static func shippedCatalogs() throws -> LocalizedBundle? {
    try ToolCatalogs.folder.map(catalogs(at:))
  }
}
