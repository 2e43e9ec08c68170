import ByteCore
import Foundation
import StringsFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names that stand for one file inside the bundle: a page's `StringsTable` (a `.strings` file in
/// each `.lproj`) and a child pane's `File` (a `.plist` at the top).
public enum TableNames {
  /// Why `name` is not one plain file name (empty, `/`, `.` or `..`, NUL, too long for a file
  /// name once `.<fileExtension>` is added), or nil when it is one.
  public static func problem(_ name: String, fileExtension: String = "strings") -> String? {
    if name.isEmpty { return "is empty" }
    if name.unicodeScalars.contains("\u{0}") { return "contains a NUL character" }
    if name.hasPrefix("/") { return "is an absolute path" }
    if name.contains("/") { return name.contains("..") ? "is a path that climbs out of the bundle" : "is a path" }
    if name == "." || name == ".." { return "is a relative path component" }
    let length = name.utf8.count + 1 + fileExtension.utf8.count
    if length > AtomicFile.nameLimit {
      return
        "is \(name.utf8.count) bytes long: with .\(fileExtension) that is \(length) bytes, over the \(AtomicFile.nameLimit) a file name may have"
    }
    return nil
  }

  /// True when `name` is one plain file name.
  public static func isPlain(_ name: String) -> Bool { problem(name) == nil }
}

/// Path rules for page names: a `File` names a `.plist` at the top of the bundle, nothing else.
enum BundlePaths {
  /// Why a `File` value is not a plain page name in the bundle, or nil when it is one.
  static func outsideReason(_ value: String) -> String? {
    if value.unicodeScalars.contains("\u{0}") { return "contains a NUL character" }
    if hasURLScheme(value) { return "is a URL" }
    return value.isEmpty ? nil : TableNames.problem(value, fileExtension: "plist")
  }

  /// True when a `File` value climbs out of the bundle (an absolute path, or a `..` component):
  /// `path-outside-bundle`, where a name that is otherwise not plain is `invalid-table-name`.
  static func climbsOut(_ value: String) -> Bool {
    value.hasPrefix("/") || value.split(separator: "/", omittingEmptySubsequences: false).contains("..")
  }

  /// `scheme:` as in RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, then a colon.
  private static func hasURLScheme(_ value: String) -> Bool {
    guard let colon = value.firstIndex(of: ":") else { return false }
    let scheme = value[..<colon]
    guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    return scheme.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
    }
  }

  /// The canonical absolute path (symbolic links resolved), or nil when it does not exist.
  static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }
}

/// What a page file turned out to be.
enum PageFileStatus {
  /// A regular file inside the bundle, and its size.
  case file(path: String, size: Int)
  /// Nothing there (or a dangling link).
  case missing(reason: String)
  /// A symbolic link whose target is outside the bundle (the link's own text, as written).
  case outside(target: String)
  /// Something that is not a regular file (a folder, a device).
  case notAFile
}

extension BundlePaths {
  /// Looks at `<bundle>/<fileName>` without reading it: missing, outside the bundle, or a file.
  static func status(of fileName: String, inBundle bundleRoot: String) -> PageFileStatus {
    let path = bundleRoot + "/" + fileName
    // lstat, as FileManager's attributes read them (a link is seen as a link), without building
    // a dictionary of attributes for each look.
    guard var info = FileSystem.linkStatus(path) else { return .missing(reason: "no such file") }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realPath(path) else { return .missing(reason: "a symbolic link to nothing") }
      guard resolved.hasPrefix(bundleRoot + "/") else {
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? resolved
        return .outside(target: destination)
      }
      target = resolved
      guard let resolvedInfo = FileSystem.linkStatus(target) else { return .notAFile }
      info = resolvedInfo
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return .notAFile }
    return .file(path: target, size: Int(info.st_size))
  }
}
