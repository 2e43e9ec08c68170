import CXattr
import Foundation

extension AtomicFile {
  /// Copies every extended attribute of `original` (user attributes, ACLs, labels) onto the
  /// staged file `fd`, so that a rewrite keeps them. A file system without extended attributes
  /// has none to keep; an attribute of a namespace this process may not set (a security label
  /// without the privilege) is left to the system's default, as `cp -a` does; any other failure
  /// stops the write.
  static func copyAttributes(of original: Original, to fd: Int32, path: String) throws {
    #if os(Linux)
      guard let source = try? original.folder.openForReading(original.name) else { return }
      defer { close(source) }
      for name in attributeNames(of: source) {
        guard let value = attribute(name, of: source) else { continue }
        let set = value.withUnsafeBytes { fsetxattr(fd, name, $0.baseAddress, $0.count, 0) }
        guard set != 0 else { continue }
        if errno == ENOTSUP || errno == EOPNOTSUPP { return }
        if errno == EPERM || errno == EACCES, !name.hasPrefix("user.") { continue }
        throw failure(path)
      }
    #endif
  }

  #if os(Linux)
    /// The names of the attributes of `fd`, empty when it has none or the file system keeps none.
    private static func attributeNames(of fd: Int32) -> [String] {
      for _ in 0..<4 {
        let size = flistxattr(fd, nil, 0)
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let got = flistxattr(fd, &buffer, size)
        // ERANGE: the list grew between the two calls; ask again.
        if got < 0 { if errno == ERANGE { continue } else { return [] } }
        return buffer[0..<got].split(separator: 0).map {
          String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
      }
      return []
    }

    /// The value of the attribute `name` of `fd`, nil when it is gone.
    private static func attribute(_ name: String, of fd: Int32) -> [UInt8]? {
      for _ in 0..<4 {
        let size = fgetxattr(fd, name, nil, 0)
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        let got = value.withUnsafeMutableBytes { fgetxattr(fd, name, $0.baseAddress, size) }
        if got < 0 { if errno == ERANGE { continue } else { return nil } }
        return Array(value[0..<got])
      }
      return nil
    }
  #endif
}
