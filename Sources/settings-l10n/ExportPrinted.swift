import ArgumentParser
import SettingsL10nKit

/// `export --format`: what is printed (text or json), as on every other command.
///
/// It also reads the package names `--format` took before `--package` existed, so that scripts
/// keep working for one release; help, completions and errors offer text and json only.
enum ExportPrinted: Equatable, ExpressibleByArgument {
  case report(OutputFormat)
  /// A package named by the deprecated `--format xliff|xliff2|xcloc|xcstrings`.
  case deprecatedPackage(ExportFormat)

  static let text = ExportPrinted.report(.text)

  init?(argument: String) {
    if let format = OutputFormat(rawValue: argument) {
      self = .report(format)
    } else if let package = ExportFormat(rawValue: argument) {
      self = .deprecatedPackage(package)
    } else {
      return nil
    }
  }

  /// The report format asked for, if `--format` named one.
  var report: OutputFormat? {
    if case .report(let format) = self { format } else { nil }
  }

  /// The package named the deprecated way, if any.
  var package: ExportFormat? {
    if case .deprecatedPackage(let format) = self { format } else { nil }
  }

  var defaultValueDescription: String { report?.rawValue ?? package?.rawValue ?? "" }

  static var allValueStrings: [String] { OutputFormat.allValueStrings }

  static var allValueDescriptions: [String: String] { [:] }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
