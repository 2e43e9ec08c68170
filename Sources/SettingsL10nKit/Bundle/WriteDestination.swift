import Foundation

/// Where a write really lands once symbolic links are followed, checked against the bundle.
struct WriteDestination {
  /// The real path the bytes go to (a symbolic link's target: the link itself stays).
  var path: String
  /// Folders that do not exist yet and must be made, parents first.
  var missingDirectories: [String]

  /// Resolves `url`. With `root` (a bundle's real path), a destination outside it is refused
  /// (`path-outside-bundle`); anything but a regular file or a new name is refused too.
  static func resolve(_ url: URL, root: String?, display: String) -> Result<WriteDestination, WriteRefusal> {
    func refuse(_ id: DiagnosticID, _ message: String) -> Result<WriteDestination, WriteRefusal> {
      .failure(WriteRefusal(finding: Finding(id: id, severity: .error, message: message, file: display)))
    }
    func inside(_ path: String) -> Bool { root.map { path == $0 || path.hasPrefix($0 + "/") } ?? true }
    let path = url.standardizedFileURL.path
    var info = stat()
    if lstat(path, &info) == 0 {
      let isLink = info.st_mode & S_IFMT == S_IFLNK
      let parent = (path as NSString).deletingLastPathComponent
      guard let real = isLink ? realPath(path) : realPath(parent).map({ $0 + "/" + (path as NSString).lastPathComponent }) else {
        return refuse("path-outside-bundle", "a symbolic link to nothing")
      }
      guard inside(real) else { return refuse("path-outside-bundle", "resolves to \(ReportText.escapingControls(real)), outside the bundle") }
      var target = stat()
      guard stat(real, &target) == 0, target.st_mode & S_IFMT == S_IFREG else {
        return refuse("not-a-regular-file", "not a regular file (\(FileBytes.irregularKind(target.st_mode) ?? "missing"))")
      }
      return .success(WriteDestination(path: real, missingDirectories: []))
    }
    // A new file: the nearest existing folder decides where it lands.
    var missing: [String] = [(path as NSString).lastPathComponent]
    var ancestor = (path as NSString).deletingLastPathComponent
    while !ancestor.isEmpty, ancestor != "/", lstat(ancestor, &info) != 0 {
      missing.insert((ancestor as NSString).lastPathComponent, at: 0)
      ancestor = (ancestor as NSString).deletingLastPathComponent
    }
    guard let base = realPath(ancestor) else { return refuse("path-outside-bundle", "a symbolic link to nothing") }
    guard inside(base) else { return refuse("path-outside-bundle", "\(ReportText.escapingControls(ancestor)) resolves to \(ReportText.escapingControls(base)), outside the bundle") }
    var isDirectory = stat()
    guard stat(base, &isDirectory) == 0, isDirectory.st_mode & S_IFMT == S_IFDIR else {
      return refuse("not-a-regular-file", "\(ReportText.escapingControls(ancestor)) is not a folder")
    }
    var directories: [String] = []
    var current = base
    for name in missing.dropLast() {
      current += "/" + name
      directories.append(current)
    }
    return .success(WriteDestination(path: current + "/" + (missing.last ?? ""), missingDirectories: directories))
  }

  /// The path with every symbolic link resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why one file may not be written.
struct WriteRefusal: Error {
  var finding: Finding
}
