import LprojMatching

extension LayoutDirection {
  /// Scripts written right to left (ISO 15924), as ICU's likely subtags name them.
  static let rightToLeftScripts: Set<String> = [
    "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Yezi", "Hung",
  ]

  /// Languages written right to left, for tags ICU cannot read.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

  /// The direction of a language: right to left when its script (after likely subtags) is.
  public static func of(language tag: String) -> LayoutDirection {
    if let locale = try? LocaleTag(tag), let script = locale.script {
      return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }
    let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }
}
