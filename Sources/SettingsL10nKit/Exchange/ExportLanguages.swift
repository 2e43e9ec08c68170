import BundleIO
import ByteCore
import Foundation

/// One language's export as made before anything is written: its units, what was found about
/// them, its XLIFF document (none for Xcode Localization Catalogs, made afterwards) and the bytes
/// already at its path.
struct LanguageExport: Sendable {
  var files: [TranslationFile]
  var findings: [Finding]
  var xml: [UInt8]?
  var before: [UInt8]?
}

extension Export {
  /// Languages made one after another by one task, sharing one memo of escaped units.
  static let languagesPerTask = 8

  /// Every language's export, in the order named, made concurrently: making one only reads
  /// the bundle and the file at its own path. The first language in that order that cannot be
  /// exported is the error thrown, as when they are made one by one.
  static func languages(
    _ names: [String], of bundle: LocalizedBundle, shared: Shared, options: ExportOptions, path: (String) -> URL?
  ) throws(ExchangeError) -> [LanguageExport] {
    let paths = names.map(path)
    let prefix = options.originalPaths == .repository ? ProjectFile.repositoryPath(of: bundle.url) : nil
    let tasks = stride(from: 0, to: names.count, by: languagesPerTask).map {
      $0..<min($0 + languagesPerTask, names.count)
    }
    // A task stops at its first failure, and tasks take consecutive languages: the first failing
    // task's failure is the first language's that fails.
    let made = try Concurrently.map(tasks.count) { task throws(ExchangeError) -> [LanguageExport] in
      // The languages' XLIFF 1.2 files share their units' ids, sources and notes: escaped once a task.
      let memo = XLIFFUnitMemo()
      var exports: [LanguageExport] = []
      for index in tasks[task] {
        var (files, findings) = try Export.files(bundle, language: names[index], shared: shared)
        if options.originalPaths == .repository {
          if let prefix {
            for file in files.indices { files[file].original = prefix + "/" + files[file].original }
          } else if index == 0 {
            findings.append(
              Finding(.noRepository()))
          }
        }
        let xml: [UInt8]? =
          switch options.format {
          case .xcloc, .xcstrings: nil
          case .xliff2: XLIFF2.xmlBytes(files)
          case .xliff:
            XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: options.tool) }).xmlBytes(reusing: memo)
          }
        // Read without blocking: a FIFO at the output path is not waited on.
        let before = paths[index].flatMap { try? FileBytes.read($0) }
        exports.append(LanguageExport(files: files, findings: findings, xml: xml, before: before))
      }
      return exports
    }
    return made.flatMap { $0 }
  }
}
