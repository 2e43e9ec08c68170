/// How much of the bundle one language translates.
public struct LanguageCoverage: Sendable, Hashable {
  /// The folder name without `.lproj` (`zh_TW`, `Japanese`).
  public var lproj: String
  /// Its BCP 47 tag (`zh-TW`, `ja`).
  public var locale: String
  /// True for the development language's folder.
  public var isDevelopment: Bool
  /// Required keys: those of the development tables that reachable pages use.
  public var required: Int
  /// Required keys present in this language's table, that table loading on a device, and not
  /// untranslated (a copy of the development value, as `check`'s `untranslated` finding says).
  public var translated: Int
  /// Required keys present with the development language's value (`untranslated` findings).
  public var untranslated: Int
  /// `stale-key` findings in this language's tables.
  public var stale: Int

  /// Creates a coverage row.
  public init(
    lproj: String, locale: String, isDevelopment: Bool, required: Int, translated: Int, untranslated: Int = 0,
    stale: Int
  ) {
    self.lproj = lproj
    self.locale = locale
    self.isDevelopment = isDevelopment
    self.required = required
    self.translated = translated
    self.untranslated = untranslated
    self.stale = stale
  }

  /// Required keys the language lacks (absent, or in a table that does not load); untranslated
  /// ones are counted apart.
  public var missing: Int { max(0, required - translated - untranslated) }

  /// The share of required keys translated, 0...1 (1 when nothing is required).
  public var coverage: Double { required == 0 ? 1 : Double(translated) / Double(required) }

  /// The coverage in ten-thousandths, rounded down as `check --format json` prints it (what a
  /// baseline records; all of it when nothing is required).
  public var tenThousandths: Int { required == 0 ? 10_000 : translated * 10_000 / required }

  /// The coverage as a percentage rounded down to one decimal (`99.9`, never `100` when a key is missing).
  public var percentText: String {
    let tenths = required == 0 ? 1000 : translated * 1000 / required
    return "\(tenths / 10).\(tenths % 10)%"
  }
}
