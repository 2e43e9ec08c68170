import Foundation

/// The last component of a journaled path and the folder holding it, as `NSString`'s
/// `lastPathComponent` and `deletingLastPathComponent` give them, split at the last `/` by
/// bytes: Foundation's versions bridge to an `NSString` and fix its slashes first, some 20,000
/// instructions a call, made several times for every file a command writes. The paths a write
/// journals are absolute, with no empty component and no trailing `/` (real paths and names in
/// their folders); a path of any other shape is left to Foundation.
enum JournalPaths {
  /// `lastPathComponent` of `path`.
  static func name(_ path: String) -> String {
    guard let slash = lastSlash(path) else { return (path as NSString).lastPathComponent }
    return String(path.utf8[path.utf8.index(after: slash)...]) ?? (path as NSString).lastPathComponent
  }

  /// `deletingLastPathComponent` of `path`.
  static func parent(_ path: String) -> String {
    guard let slash = lastSlash(path) else { return (path as NSString).deletingLastPathComponent }
    if slash == path.utf8.startIndex { return "/" }
    return String(path.utf8[..<slash]) ?? (path as NSString).deletingLastPathComponent
  }

  /// The last `/` of a path of the journal's shape (starts with `/`, has a byte after its last
  /// `/`, no `//`); nil for any other.
  private static func lastSlash(_ path: String) -> String.Index? {
    let utf8 = path.utf8
    guard utf8.first == 0x2F, utf8.last != 0x2F else { return nil }
    var previous: UInt8 = 0
    var last: String.Index?
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x2F {
        if previous == 0x2F { return nil }
        last = index
      }
      previous = byte
      index = utf8.index(after: index)
    }
    return last
  }
}
