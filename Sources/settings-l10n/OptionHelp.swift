import ArgumentParser

/// The help of the options that several commands declare, written once so that every command
/// says the same thing. The declarations stay in each command, at their place in its help: a
/// group would move them together, and each group costs ArgumentParser a reflection of its type
/// on every run (about 1.5 million instructions), which `check`, measured against the start
/// floor, already pays once for `ConfigOptions`.
enum OptionHelp {
  /// `--language` of the commands that check or show a subset of the bundle's languages.
  static let onlyLanguage: ArgumentHelp = "Only this language (folder name or BCP 47 tag); repeat for more."

  /// `--development-language`.
  static let developmentLanguage: ArgumentHelp =
    "The development language's folder or tag (default: en if that lproj exists, else Base, else English)."

  /// `--iask`.
  static let iask: ArgumentHelp =
    "InAppSettingsKit conventions: a page without StringsTable uses a table named after the page."
}
