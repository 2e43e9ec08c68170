import ArgumentParser
import SettingsL10nKit

/// `export --format`: what is printed (text or json), as on every other command.
///
/// It also knows the package names (`--format xliff`), to refuse them with a pointer to
/// `--package`, which names them; help, completions and errors offer text and json only.
enum ExportPrinted: Equatable, ExpressibleByArgument {
  case report(OutputFormat)
  /// A package named where the printed format goes (`--format xliff`): refused.
  case packageName(ExportFormat)

  static let text = ExportPrinted.report(.text)

  init?(argument: String) {
    if let format = OutputFormat(rawValue: argument) {
      self = .report(format)
    } else if let package = ExportFormat(rawValue: argument) {
      self = .packageName(package)
    } else {
      return nil
    }
  }

  /// The report format asked for, if `--format` named one.
  var report: OutputFormat? {
    if case .report(let format) = self { format } else { nil }
  }

  /// The package `--format` named, if it named one.
  var package: ExportFormat? {
    if case .packageName(let format) = self { format } else { nil }
  }

  var defaultValueDescription: String { report?.rawValue ?? package?.rawValue ?? "" }

  static var allValueStrings: [String] { OutputFormat.allValueStrings }

  static var allValueDescriptions: [String: String] { [:] }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
