import Foundation
import LprojMatching
import SettingsSchema

extension LprojFinding {
  /// The finding as `check` and `inspect` report it: the folder as its file, the folder name
  /// without `.lproj` as its language.
  public var finding: Finding {
    let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
    return Finding(id: id, severity: severity, message: message, file: folder, language: language)
  }
}
