public import ByteCore
import Findings

/// A problem with a bundle's `.lproj` folders: which folder, a stable id, a severity, a message.
public struct LprojFinding: Sendable, Hashable, CustomStringConvertible {
  /// The folder's name on disk, relative to the bundle (`el.proj`, `en_GB.lproj`).
  public var folder: String
  /// `invalid-lproj-name` or `duplicate-lproj`.
  public var id: DiagnosticID
  /// How serious it is.
  public var severity: Severity
  /// A one-line explanation.
  public var message: String

  /// Creates a finding.
  public init(folder: String, id: DiagnosticID, severity: Severity, message: String) {
    self.folder = folder
    self.id = id
    self.severity = severity
    self.message = message
  }

  /// A finding about a folder, worded by its rule's message function, with the catalog's severity.
  package init(folder: String, _ text: FindingText) {
    self.init(folder: folder, id: text.id, severity: text.severity, message: text.message)
  }

  /// `folder: severity: message [id]`.
  public var description: String { "\(folder): \(severity.rawValue): \(message) [\(id)]" }
}

extension LprojFinding {
  /// A folder that looks like a localization but whose name does not end in `.lproj`.
  static func notLproj(_ folder: String) -> LprojFinding {
    LprojFinding(folder: folder, .invalidLprojName(notLproj: ()))
  }

  /// A `.lproj` entry that is a file, not a folder.
  static func notAFolder(_ folder: String) -> LprojFinding {
    LprojFinding(folder: folder, .invalidLprojName(notAFolder: ()))
  }

  /// An `.lproj` folder whose name is no locale.
  static func notALocale(_ folder: String, _ error: LprojMatchingError) -> LprojFinding {
    let reason =
      switch error {
      case .invalidLanguageTag(_, let reason): reason
      default: error.description
      }
    return LprojFinding(folder: folder, .invalidLprojName(notALocale: reason))
  }

  /// A second folder for a locale that another folder already has.
  static func duplicate(_ lproj: Lproj, of primary: Lproj) -> LprojFinding {
    let locale = lproj.locale?.canonical ?? lproj.name
    return LprojFinding(
      folder: lproj.folderName, .duplicateLproj(lproj.folderName, of: primary.folderName, locale: locale))
  }
}
