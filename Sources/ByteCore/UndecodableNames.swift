import Foundation

/// Names a Swift string cannot hold: file names whose bytes are not UTF-8, which Foundation's
/// listings repair (to U+FFFD) or leave out, so that a folder so named would be passed over.
public enum UndecodableNames {
  /// The names of the real folders (not symbolic links) in the folder at `path` whose bytes are
  /// not UTF-8, sorted; empty when the folder cannot be listed.
  public static func folders(in path: String) -> [[UInt8]] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    let descriptor = dirfd(stream)
    var found: [[UInt8]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
      guard UTF8Validation.firstInvalidByte(in: name) != nil else { continue }
      var info = stat()
      let cName = (name + [0]).map { CChar(bitPattern: $0) }
      let described = fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW)
      if described == 0, info.st_mode & S_IFMT == S_IFDIR { found.append(name) }
    }
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The bytes of the first of `count` arguments (a `main`'s `argv`) that is not UTF-8, nil when all are.
  public static func firstArgument(in argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int)
    -> [UInt8]?
  {
    for index in 0..<count {
      guard let argument = argv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
      if UTF8Validation.firstInvalidByte(in: bytes) != nil { return bytes }
    }
    return nil
  }
}
