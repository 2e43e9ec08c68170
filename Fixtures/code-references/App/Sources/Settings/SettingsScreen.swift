import Foundation

// The app's own settings screen reads the Settings bundle's Root table, as VLC's does: some
// keys directly, some passed along as literals before a read with a computed key.
// "SETTINGS_COMMENTED_OUT" appears only in this comment.

struct SettingsRow {
  let title: String

  init(title: String) {
    self.title = Localizer.localizedTitle(key: title)
  }
}

enum SettingsScreen {
  static let rows: [SettingsRow] = [
    .init(title: "SETTINGS_PASSCODE")
  ]

  static var resetTitle: String {
    settingsBundle.localizedString(forKey: "SETTINGS_RESET", value: "", table: "Root")
  }

  static var resetInfo: String {
    settingsBundle.localizedString(forKey: #"SETTINGS_RESET_INFO"#, value: nil, table: "Root")
  }

  static let banner = """
    Not a key: "SETTINGS_OLD_THEME" is quoted inside this multi-line text, \(rows.count) rows.
    """

  static let settingsBundle = Bundle.main
}

private enum Localizer {
  static func localizedTitle(key: String) -> String {
    SettingsScreen.settingsBundle.localizedString(forKey: key, value: key, table: "Root")
  }
}
