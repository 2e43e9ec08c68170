import Foundation

/// Reads whatever a translator hands back into `TranslationInput`s: an Xcode Localization
/// Catalog folder, a String Catalog, XLIFF 2.x or XLIFF 1.2 (told apart by content, not name).
public enum TranslationReader {
  /// The largest file read, in bytes.
  public static let maxBytes = 64 << 20

  /// Reads one path given to `import`; a problem becomes an error finding in the input.
  public static func read(path: String) -> TranslationInput {
    let url = URL(fileURLWithPath: path)
    var status = stat()
    guard stat(path, &status) == 0 else {
      return failed(path, "cannot read the file: \(String(cString: strerror(errno)))")
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      guard url.pathExtension == "xcloc" else { return failed(path, "a folder that is not an .xcloc catalog") }
      return XcodeLocalizationCatalog.read(folder: url, path: path)
    }
    switch bytes(of: url) {
    case .failure(let reason): return failed(path, reason.description)
    case .success(let bytes): return read(bytes: bytes, path: path)
    }
  }

  /// Reads the bytes of one file: a String Catalog when its first non-blank byte is `{`,
  /// XLIFF 2.x when the root says so, else XLIFF 1.2.
  public static func read(bytes: [UInt8], path: String) -> TranslationInput {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    let first = body.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    let isCatalog = first == UInt8(ascii: "{")
    do throws(XLIFFError) {
      if isCatalog {
        let catalog = try StringCatalog(parsing: bytes)
        let name = (path as NSString).lastPathComponent
        let table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        return catalog.translationInput(path: path, table: table)
      }
      if XLIFF2.isVersion2(bytes) {
        return TranslationInput(path: path, files: try XLIFF2.parse(bytes))
      }
      return TranslationInput(path: path, files: try XLIFFDocument(parsing: bytes).files.map(\.translationFile))
    } catch {
      return TranslationInput(
        path: path, files: [],
        findings: [
          Finding(
            id: isCatalog ? "catalog-malformed" : "xliff-malformed", severity: .error, message: error.message, file: path,
            line: error.location?.line,
            column: error.location?.column)
        ])
    }
  }

  /// The bytes of a regular file of at most `maxBytes`, or why they cannot be read (a FIFO or
  /// device is refused before it is opened, so that nothing blocks).
  static func bytes(of url: URL) -> Result<[UInt8], ReadFailure> {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return .failure(ReadFailure("cannot read the file: \(String(cString: strerror(errno)))")) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failure(ReadFailure("not a regular file")) }
    guard status.st_size <= maxBytes else { return .failure(ReadFailure("the file is larger than \(maxBytes >> 20) MB")) }
    guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(ReadFailure("cannot read the file")) }
    guard data.count <= maxBytes else { return .failure(ReadFailure("the file is larger than \(maxBytes >> 20) MB")) }
    return .success([UInt8](data))
  }

  /// Why a file could not be read.
  struct ReadFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  private static func failed(_ path: String, _ message: String) -> TranslationInput {
    TranslationInput(path: path, files: [], findings: [Finding(id: "unreadable-file", severity: .error, message: message, file: path)])
  }
}
