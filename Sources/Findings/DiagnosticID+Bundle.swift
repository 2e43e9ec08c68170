import ByteCore

/// The ids reading and writing a bundle's files report, declared once here so every raise site
/// and `FindingCatalog` name the same values.
extension DiagnosticID {
  /// A table file that cannot be opened or read.
  public static let unreadableFile: DiagnosticID = "unreadable-file"
  /// A journal left by a write of several files that was interrupted.
  public static let interruptedWrite: DiagnosticID = "interrupted-write"
  /// A journal settings-l10n did not write, or whose files are not the ones it recorded.
  public static let invalidJournal: DiagnosticID = "invalid-journal"
  /// A file another program changed after the command read it.
  public static let changedOnDisk: DiagnosticID = "changed-on-disk"
  /// Two files of one write that are the same file through a symbolic link.
  public static let duplicateTarget: DiagnosticID = "duplicate-target"
  /// A path to write that is no regular file (a device, a FIFO, a link that cannot be followed).
  public static let notARegularFile: DiagnosticID = "not-a-regular-file"
}
